import type { CourseListResponse } from '@medprep/shared';
import { COURSE_MESSAGES, COURSE_SEARCH_DEBOUNCE_MS } from '@medprep/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answered, answer, apiError, type Reply } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { courseSummary } from '../test-fixtures';
import CataloguePage from './catalogue-page';

const list = (items = [courseSummary()], hasNextPage = false): CourseListResponse => ({
  items,
  meta: { page: 1, limit: 12, hasNextPage },
});

const catalogue = (path = '/courses') =>
  renderRoutes([{ path: '/courses', element: <CataloguePage /> }], path);

/** The list answers `reply` and the categories `categories`, for a guest. */
const catalogueAnswers = (reply: Reply, categories: string[] = []) => {
  answer('GET', '/api/courses/categories', { items: categories });
  return answer('GET', '/api/courses', reply);
};

/** The query of each list request. */
const queries = (list: Answered) => list.requests.map((request) => request.url.searchParams);

afterEach(() => {
  vi.useRealTimers();
});

describe('catalogue', () => {
  it('shows cards with price, level, membership hint and a link to the course page', async () => {
    catalogueAnswers(
      list([
        courseSummary(),
        courseSummary({
          id: 'c2',
          slug: 'plab-1',
          title: 'PLAB 1 Foundations',
          level: 'beginner',
          pricing: { amountMinor: 0, currency: 'GBP', isFree: true, includedInMembership: true },
        }),
      ]),
      ['MRCP', 'PLAB'],
    );
    catalogue();
    const link = await screen.findByRole('link', { name: 'MRCP Part 1 Cardiology' });
    expect(link).toHaveAttribute('href', '/courses/mrcp-cardiology');
    const paid = link.closest('article')!;
    expect(within(paid).getByText('£49.00')).toBeInTheDocument();
    expect(within(paid).getByText('Intermediate')).toBeInTheDocument();
    expect(within(paid).getByText('1 h 30 min')).toBeInTheDocument();
    expect(within(paid).getByText('Included in membership')).toBeInTheDocument();
    const free = screen.getByRole('link', { name: 'PLAB 1 Foundations' }).closest('article')!;
    expect(within(free).getByText('Free')).toBeInTheDocument();
    expect(within(free).queryByText('Included in membership')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1');
  });

  it('writes every filter to the address and goes back to page 1 when one changes', async () => {
    const courses = catalogueAnswers(list([courseSummary()], true), ['MRCP', 'PLAB']);
    const user = userEvent.setup();
    const { router } = catalogue('/courses?page=3');
    await screen.findByRole('link', { name: 'MRCP Part 1 Cardiology' });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 3');
    const search = () => new URLSearchParams(router.state.location.search);

    await user.selectOptions(screen.getByLabelText('Level'), 'advanced');
    expect(search().get('level')).toBe('advanced');
    expect(search().get('page')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(search().get('page')).toBe('2');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    expect(search().get('sort')).toBe('price_asc');
    expect(search().get('page')).toBeNull();

    await screen.findByRole('option', { name: 'PLAB' });
    await user.selectOptions(screen.getByLabelText('Category'), 'PLAB');
    await user.click(screen.getByRole('checkbox', { name: 'Free only' }));
    expect(Object.fromEntries(search())).toEqual({
      level: 'advanced',
      sort: 'price_asc',
      category: 'PLAB',
      isFree: 'true',
    });
    await waitFor(() => {
      const last = queries(courses).at(-1)!;
      expect(Object.fromEntries(last)).toEqual({
        level: 'advanced',
        isFree: 'true',
        sort: 'price_asc',
        category: 'PLAB',
        page: '1',
        limit: '12',
      });
    });

    await user.click(screen.getByRole('checkbox', { name: 'Free only' }));
    expect(search().get('isFree')).toBeNull();
  });

  it('searches once the typing pauses, with the trimmed text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const courses = catalogueAnswers(list());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = catalogue('/courses?page=2');
    await screen.findByRole('link', { name: 'MRCP Part 1 Cardiology' });

    // When the last key went in and when the search reached the address, on the test's clock: the fake
    // clock also moves with real time (shouldAdvanceTime), so a check at a fixed moment would race a busy
    // machine; the two events' times cannot.
    const searchbox = screen.getByRole('searchbox', { name: 'Search courses' });
    let lastKeyAt = 0;
    searchbox.addEventListener('input', () => {
      lastKeyAt = Date.now();
    });
    let searchedAt: number | undefined;
    const stop = router.subscribe((state) => {
      if (new URLSearchParams(state.location.search).get('q') !== null) searchedAt ??= Date.now();
    });
    await user.type(searchbox, ' cardio ');
    await act(() => vi.advanceTimersByTimeAsync(COURSE_SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('cardio'));
    stop();
    expect(searchedAt! - lastKeyAt).toBeGreaterThanOrEqual(COURSE_SEARCH_DEBOUNCE_MS);
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    await waitFor(() => expect(queries(courses).at(-1)?.get('q')).toBe('cardio'));
    // No request for the partial words typed on the way.
    expect(
      queries(courses)
        .map((p) => p.get('q'))
        .filter(Boolean),
    ).toEqual(['cardio']);
  });

  it('fills the search box from the address', async () => {
    catalogueAnswers(list());
    catalogue('/courses?q=ecg');
    expect(await screen.findByRole('searchbox', { name: 'Search courses' })).toHaveValue('ecg');
  });

  it('says when nothing matches', async () => {
    catalogueAnswers(list([]));
    const user = userEvent.setup();
    const { router } = catalogue('/courses?level=advanced');
    expect(await screen.findByText(COURSE_MESSAGES.noMatches)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('shows the error with Retry, which loads again', async () => {
    let fail = true;
    catalogueAnswers(() => (fail ? apiError(500, 'internal', 'Boom') : list()));
    const user = userEvent.setup();
    catalogue();
    // A server error is retried once before the message shows.
    expect(await screen.findByRole('alert')).toHaveTextContent(COURSE_MESSAGES.listFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'MRCP Part 1 Cardiology' })).toBeInTheDocument();
  });
});
