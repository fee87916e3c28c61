import { QUIZ_MESSAGES, QUIZ_SEARCH_DEBOUNCE_MS } from '@medprep/shared/constants';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import InstructorQuizRedirect from './pages/instructor-quiz-redirect';
import InstructorQuizzesPage from './pages/instructor-quizzes-page';
import { quiz } from './test-fixtures';

const list = (items = [quiz()], hasNextPage = false) => ({
  items,
  meta: { page: 1, limit: 12, hasNextPage },
});

afterEach(() => vi.useRealTimers());

describe("instructor 'My Quizzes'", { timeout: 15_000 }, () => {
  it('searches 300 ms after typing, filters, pages, and links New and each quiz to its builder', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedInAs(testUser({ role: 'instructor' }));
    const get = answer('GET', '/api/instructor/mock/quizzes', list([quiz({ isPublished: false })], true));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderRoutes(
      [{ path: '/instructor/quizzes', element: <InstructorQuizzesPage /> }],
      '/instructor/quizzes',
    );
    expect(await screen.findByRole('link', { name: 'PLAB 1 Mock 1' }, { timeout: 5_000 })).toHaveAttribute(
      'href',
      '/instructor/quizzes/quiz-1/questions',
    );
    expect(screen.getAllByRole('link', { name: 'New quiz' })[0]).toHaveAttribute(
      'href',
      '/instructor/quizzes/new',
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(QUIZ_MESSAGES.unpublished);

    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'renal');
    await act(() => vi.advanceTimersByTimeAsync(QUIZ_SEARCH_DEBOUNCE_MS - 50));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(50));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('renal'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'published');
    await waitFor(() => expect(get.requests.at(-1)!.url.searchParams.get('published')).toBe('published'));
    expect(get.requests.at(-1)!.url.searchParams.get('q')).toBe('renal');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(get.requests.at(-1)!.url.searchParams.get('page')).toBe('2'));
  });

  it("says 'Failed to load quizzes.' with Retry", async () => {
    signedInAs(testUser({ role: 'instructor' }));
    let fail = true;
    answer('GET', '/api/instructor/mock/quizzes', () => (fail ? apiError(500, 'internal', 'Boom') : list()));
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/instructor/quizzes', element: <InstructorQuizzesPage /> }],
      '/instructor/quizzes',
    );
    expect(await screen.findByText(QUIZ_MESSAGES.listFailed, {}, { timeout: 5_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'PLAB 1 Mock 1' })).toBeInTheDocument();
  });

  it('redirects /instructor/quizzes/{id} to its questions', async () => {
    const { router } = renderRoutes(
      [
        { path: '/instructor/quizzes/:id', element: <InstructorQuizRedirect /> },
        { path: '/instructor/quizzes/:id/questions', element: <p>Builder</p> },
      ],
      '/instructor/quizzes/quiz-1',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/quizzes/quiz-1/questions'));
  });
});
