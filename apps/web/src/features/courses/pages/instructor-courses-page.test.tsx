import { COURSE_MESSAGES, LIST_SEARCH_DEBOUNCE_MS, MAX_PAGE_SIZE } from '@medprep/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, type Reply, signedInAs } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { courseSummary, instructor, learner } from '../test-fixtures';
import InstructorCoursesPage from './instructor-courses-page';

const listPage = (path = '/instructor/courses') =>
  renderRoutes([{ path: '/instructor/courses', element: <InstructorCoursesPage /> }], path);

const page = (items = [courseSummary({ status: 'draft' })], hasNextPage = false) => ({
  items,
  meta: { page: 1, limit: 12, hasNextPage, total: items.length },
});

/** The instructor's list answers `reply`, signed in as `user`. */
const listAnswers = (reply: Reply, user = instructor()) => {
  signedInAs(user);
  return answer('GET', '/api/instructor/courses', reply);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('instructor course list', () => {
  it('lists courses with status, price, updated date and an Edit link, and links to New course', async () => {
    listAnswers(page());
    listPage();
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /MRCP Part 1 Cardiology/ });
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText('£49.00')).toBeInTheDocument();
    expect(within(row).getByText('12 Jan 2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit MRCP Part 1 Cardiology' })).toHaveAttribute(
      'href',
      '/instructor/courses/course-1',
    );
    expect(screen.getAllByRole('link', { name: 'New course' })[0]).toHaveAttribute('href', '/instructor/new');
  });

  it('keeps status, search, page and a clamped limit in the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const courses = listAnswers(page([courseSummary()], true));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = listPage('/instructor/courses?page=-4&limit=500');
    await screen.findByRole('table');
    const apiQuery = () => Object.fromEntries(courses.requests.at(-1)!.url.searchParams);
    expect(apiQuery()).toEqual({ page: '1', limit: String(MAX_PAGE_SIZE) });
    const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(search()).toEqual({ page: '2', limit: String(MAX_PAGE_SIZE) });

    await user.click(screen.getByRole('button', { name: 'Published' }));
    expect(screen.getByRole('button', { name: 'Published' })).toHaveAttribute('aria-pressed', 'true');
    expect(search()).toEqual({ status: 'published', limit: String(MAX_PAGE_SIZE) });

    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'cardio');
    expect(search().q).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(LIST_SEARCH_DEBOUNCE_MS));
    await waitFor(() =>
      expect(search()).toEqual({ status: 'published', q: 'cardio', limit: String(MAX_PAGE_SIZE) }),
    );
    await waitFor(() =>
      expect(apiQuery()).toEqual({ status: 'published', q: 'cardio', page: '1', limit: '50' }),
    );

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(search()).toEqual({ q: 'cardio', limit: String(MAX_PAGE_SIZE) });
  });

  it('invites a first course when there is none', async () => {
    listAnswers(page([]));
    listPage();
    expect(await screen.findByText('No courses yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first course to get started.')).toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    listAnswers(apiError(500, 'internal', 'Something broke'));
    listPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(COURSE_MESSAGES.listFailed);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('tells a learner that only instructors manage courses', async () => {
    listAnswers(apiError(403, 'forbidden', 'You are not allowed to do that.'), learner());
    listPage();
    expect(await screen.findByText('Only instructors can manage courses.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to teach' })).toHaveAttribute('href', '/teach');
  });
});
