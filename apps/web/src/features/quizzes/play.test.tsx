import { ATTEMPT_AUTOSAVE_MS, QUIZ_MESSAGES, TIMER_TICK_MS } from '@medprep/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, deferred, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import { AUTOSAVE_LABELS, EXAM_TEXT, flaggedSentence, PLAY_TEXT } from './content';
import PlayPage from './pages/play-page';
import { readStoredAttempt, recalledAttempt } from './play/local-store';
import { playQuestions, startResponse, submitAndConfirm, submittedAttempt } from './test-fixtures';

const play = () =>
  renderRoutes(
    [
      { path: '/quizzes/:slug/play', element: <PlayPage /> },
      { path: '/quizzes/attempts/:attemptId', element: <p>Results page</p> },
      { path: '/quizzes/:slug', element: <h1>Quiz page</h1> },
    ],
    '/quizzes/plab-mock-1/play',
  );

/** The first question with its options in the order a shuffle gave this attempt: C, A, B. */
const shuffledStart = () => {
  const response = startResponse();
  const [q1, ...rest] = playQuestions();
  response.questions = [
    {
      ...q1!,
      options: [
        { id: 'C', text: 'Oral chlorphenamine', media: [] },
        { id: 'A', text: 'IM adrenaline', media: [] },
        { id: 'B', text: 'IV hydrocortisone', media: [] },
      ],
    },
    ...rest,
  ];
  return response;
};

const openSubmitDialog = async (user: ReturnType<typeof setup>) => {
  await user.click(screen.getAllByRole('button', { name: PLAY_TEXT.submit })[0]!);
  return screen.findByRole('dialog', { name: PLAY_TEXT.submitTitle });
};

/**
 * Watches the router for the leave guard being armed. React Router's useBlocker registers the guard with the
 * router (`getBlocker`) in an effect, a render after the guard first shows; under fake timers the test can
 * click in the same turn of the event loop as the exam first paints, before React has run that effect, so
 * the test waits for the registration itself (a person cannot click that fast).
 */
const watchGuard = (router: ReturnType<typeof play>['router']) => {
  const register = vi.spyOn(router, 'getBlocker');
  return {
    armed: () => waitFor(() => expect(register).toHaveBeenCalled()),
    /** From here on, wait for a guard that registers anew (the exam opened again). */
    forget: () => register.mockClear(),
  };
};

const saveStatus = () =>
  screen.getAllByRole('status').find((el) => el.hasAttribute('data-status')) as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  signedInAs(testUser());
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('play screen', { timeout: 15_000 }, () => {
  it('counts down from the server expiresAt every 500 ms and turns red at 30 s', async () => {
    answer('POST', '/api/quizzes/:slug/start', () =>
      startResponse({ expiresAt: new Date(Date.now() + 32_000).toISOString() }),
    );
    play();
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('0:32');
    expect(timer).not.toHaveAttribute('data-warning');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(timer).toHaveTextContent('0:30');
    expect(timer).toHaveAttribute('data-warning', 'true');
    await act(() => vi.advanceTimersByTimeAsync(TIMER_TICK_MS * 2));
    expect(timer).toHaveTextContent('0:29');
  });

  it('saves 800 ms after the last change: saving, then saved', async () => {
    answer('POST', '/api/quizzes/:slug/start', () => startResponse());
    const hold = deferred();
    const save = answer('PATCH', '/api/attempts/:id/answers', async () => {
      await hold.promise;
      return { saved: 1 };
    });
    const user = setup();
    play();
    await user.click(await screen.findByRole('radio', { name: /IM adrenaline/ }));
    await act(() => vi.advanceTimersByTimeAsync(ATTEMPT_AUTOSAVE_MS - 100));
    expect(save.requests).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: /IV hydrocortisone/ }));
    await act(() => vi.advanceTimersByTimeAsync(ATTEMPT_AUTOSAVE_MS));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.requests[0]!.body).toEqual({ answers: [{ questionId: 'q1', selectedOptionIds: ['B'] }] });
    expect(saveStatus()).toHaveTextContent(AUTOSAVE_LABELS.saving);
    hold.release();
    await waitFor(() => expect(saveStatus()).toHaveTextContent(AUTOSAVE_LABELS.saved));
    expect(readStoredAttempt('att-1').pending).toEqual({});
  });

  it("shows 'Autosave failed', keeps the answer on the device and still lets the learner submit", async () => {
    answer('POST', '/api/quizzes/:slug/start', () => startResponse());
    answer('PATCH', '/api/attempts/:id/answers', apiError(500, 'internal', 'Something went wrong'));
    const user = setup();
    play();
    await user.click(await screen.findByRole('radio', { name: /IM adrenaline/ }));
    await act(() => vi.advanceTimersByTimeAsync(ATTEMPT_AUTOSAVE_MS));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(QUIZ_MESSAGES.autosaveFailed));
    expect(readStoredAttempt('att-1').pending.q1).toEqual({ questionId: 'q1', selectedOptionIds: ['A'] });
    const submit = answer('POST', '/api/attempts/:id/submit', () => submittedAttempt());
    await submitAndConfirm(user);
    await waitFor(() => expect(submit.requests).toHaveLength(1));
    expect(await screen.findByText('Results page')).toBeInTheDocument();
  });

  it('loses nothing when the connection drops: kept on the device, resent on reconnect and after a reload', async () => {
    answer('POST', '/api/quizzes/:slug/start', () => startResponse());
    answer('PATCH', '/api/attempts/:id/answers', () => HttpResponse.error());
    const user = setup();
    const first = play();
    await user.click((await screen.findAllByRole('button', { name: PLAY_TEXT.next }))[0]!);
    await user.click(screen.getByRole('radio', { name: PLAY_TEXT.falseLabel }));
    await act(() => vi.advanceTimersByTimeAsync(ATTEMPT_AUTOSAVE_MS));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(QUIZ_MESSAGES.autosaveFailed));
    expect(readStoredAttempt('att-1').pending.q2).toEqual({ questionId: 'q2', booleanAnswer: false });

    // Reload: the attempt this device remembers is opened again; the server does not have the answer yet.
    first.unmount();
    expect(recalledAttempt('plab-mock-1')).toBe('att-1');
    answer('GET', '/api/attempts/:id', () => startResponse());
    const save = answer('PATCH', '/api/attempts/:id/answers', { saved: 1 });
    play();
    // Back on the question it was on, with the answer, which is sent at once.
    expect(await screen.findByRole('radio', { name: PLAY_TEXT.falseLabel })).toBeChecked();
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.requests[0]!.body).toEqual({ answers: [{ questionId: 'q2', booleanAnswer: false }] });
    await waitFor(() => expect(readStoredAttempt('att-1').pending).toEqual({}));
  });

  it('resends when the browser comes back online', async () => {
    answer('POST', '/api/quizzes/:slug/start', () => startResponse());
    let up = false;
    const save = answer('PATCH', '/api/attempts/:id/answers', () =>
      up ? { saved: 1 } : HttpResponse.error(),
    );
    const user = setup();
    play();
    await user.click(await screen.findByRole('radio', { name: /IM adrenaline/ }));
    await act(() => vi.advanceTimersByTimeAsync(ATTEMPT_AUTOSAVE_MS));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(QUIZ_MESSAGES.autosaveFailed));
    up = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(saveStatus()).toHaveTextContent(AUTOSAVE_LABELS.saved));
    expect(save.requests).toHaveLength(2);
    expect(readStoredAttempt('att-1').pending).toEqual({});
  });

  it('asks before submitting, naming the unanswered questions, then goes to the results', async () => {
    answer('POST', '/api/quizzes/:slug/start', () => startResponse());
    const save = answer('PATCH', '/api/attempts/:id/answers', { saved: 1 });
    const submit = answer('POST', '/api/attempts/:id/submit', () => submittedAttempt());
    const user = setup();
    const { router } = play();
    await user.click(await screen.findByRole('radio', { name: /IM adrenaline/ }));
    await user.click(screen.getAllByRole('button', { name: PLAY_TEXT.submit })[0]!);
    const dialog = await screen.findByRole('dialog', { name: PLAY_TEXT.submitTitle });
    expect(dialog).toHaveTextContent('Questions 2 and 3 are unanswered.');
    await user.click(within(dialog).getByRole('button', { name: PLAY_TEXT.keepWorking }));
    expect(submit.requests).toHaveLength(0);

    await submitAndConfirm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizzes/attempts/att-1'));
    // The unsent answer went first.
    expect(save.requests).toHaveLength(1);
    expect(submit.requests).toHaveLength(1);
    expect(recalledAttempt('plab-mock-1')).toBeNull();
    expect(localStorage.getItem('medprep.quiz.attempt.att-1')).toBeNull();
  });

  it('submits by itself when the time is up', async () => {
    answer('POST', '/api/quizzes/:slug/start', () =>
      startResponse({ expiresAt: new Date(Date.now() + 3_000).toISOString() }),
    );
    const submit = answer('POST', '/api/attempts/:id/submit', () => submittedAttempt());
    const { router } = play();
    await screen.findByRole('timer');
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    await waitFor(() => expect(submit.requests).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizzes/attempts/att-1'));
  });

  it('sends a submitted attempt opened in play to its results', async () => {
    localStorage.setItem('medprep.quiz.current.plab-mock-1', 'att-1');
    answer('GET', '/api/attempts/:id', () => submittedAttempt());
    const start = answer('POST', '/api/quizzes/:slug/start', () => startResponse());
    const { router } = play();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizzes/attempts/att-1'));
    expect(start.requests).toHaveLength(0);
  });

  it('flags a question for review and shows it in the navigator', async () => {
    answer('POST', '/api/quizzes/:slug/start', () => startResponse());
    answer('PATCH', '/api/attempts/:id/answers', { saved: 1 });
    const user = setup();
    play();
    await screen.findByRole('radio', { name: /IM adrenaline/ });
    await user.click(screen.getAllByRole('button', { name: new RegExp(PLAY_TEXT.flag) })[0]!);
    expect(screen.getAllByRole('button', { name: 'Question 1, unanswered, flagged' }).length).toBeGreaterThan(
      0,
    );
    expect(readStoredAttempt('att-1').flagged).toEqual(['q1']);
  });

  it('keeps flags with the attempt on the server, so another device resumes them', async () => {
    answer('POST', '/api/quizzes/:slug/start', () => startResponse());
    const save = answer('PATCH', '/api/attempts/:id/answers', { saved: 1 });
    const user = setup();
    const first = play();
    await screen.findByRole('radio', { name: /IM adrenaline/ });
    await user.click(screen.getAllByRole('button', { name: PLAY_TEXT.next })[0]!);
    await user.click(screen.getAllByRole('button', { name: new RegExp(PLAY_TEXT.flag) })[0]!);
    await act(() => vi.advanceTimersByTimeAsync(ATTEMPT_AUTOSAVE_MS));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.requests[0]!.body).toEqual({ answers: [], flagged: ['q2'] });
    await waitFor(() => expect(readStoredAttempt('att-1').flagsUnsent).toBe(false));

    // Another device: nothing kept in its browser, the attempt as the server resumes it.
    first.unmount();
    localStorage.clear();
    answer('POST', '/api/quizzes/:slug/start', () => ({
      ...startResponse({ flagged: ['q2'] }),
      resumed: true,
    }));
    play();
    expect(
      (await screen.findAllByRole('button', { name: 'Question 2, unanswered, flagged' })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: /^Question 1, .*flagged/ })).toHaveLength(0);
    const dialog = await openSubmitDialog(user);
    expect(dialog).toHaveTextContent('Flagged for review (1): question 2');
  });

  it('letters shuffled options by their place on the screen and still answers by option id', async () => {
    answer('POST', '/api/quizzes/:slug/start', () => shuffledStart());
    const save = answer('PATCH', '/api/attempts/:id/answers', { saved: 1 });
    const user = setup();
    play();
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'A. Oral chlorphenamine',
      'B. IM adrenaline',
      'C. IV hydrocortisone',
    ]);
    await user.click(screen.getByRole('radio', { name: 'B. IM adrenaline' }));
    await act(() => vi.advanceTimersByTimeAsync(ATTEMPT_AUTOSAVE_MS));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.requests[0]!.body).toEqual({ answers: [{ questionId: 'q1', selectedOptionIds: ['A'] }] });
  });

  it('says the flags in the submit dialog, the count first, as the navigator has them, also after a reload', async () => {
    answer('POST', '/api/quizzes/:slug/start', () => startResponse());
    // The saves fail: the flags stay on the device, newer than the server's, and win after a reload.
    answer('PATCH', '/api/attempts/:id/answers', apiError(500, 'internal', 'Something went wrong'));
    const user = setup();
    const first = play();
    await screen.findByRole('radio', { name: /IM adrenaline/ });
    await user.click(screen.getAllByRole('button', { name: PLAY_TEXT.next })[0]!);
    await user.click(screen.getAllByRole('button', { name: new RegExp(PLAY_TEXT.flag) })[0]!);
    expect(screen.getAllByRole('button', { name: 'Question 2, unanswered, flagged' }).length).toBeGreaterThan(
      0,
    );
    let dialog = await openSubmitDialog(user);
    expect(dialog).toHaveTextContent('Flagged for review (1): question 2');
    await user.click(within(dialog).getByRole('button', { name: PLAY_TEXT.keepWorking }));

    // A reload: the flags are this attempt's, kept on the device until the server has them.
    first.unmount();
    answer('GET', '/api/attempts/:id', () => startResponse());
    play();
    expect(
      (await screen.findAllByRole('button', { name: 'Question 2, unanswered, flagged' })).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('button', { name: /^Question 3,/ })[0]!);
    await user.click(screen.getAllByRole('button', { name: new RegExp(PLAY_TEXT.flag) })[0]!);
    dialog = await openSubmitDialog(user);
    expect(dialog).toHaveTextContent('Flagged for review (2): questions 2 and 3');
  });

  it('words flags with the list and plural rules', () => {
    expect(flaggedSentence([2])).toBe('Flagged for review (1): question 2');
    expect(flaggedSentence([2, 5])).toBe('Flagged for review (2): questions 2 and 5');
    expect(flaggedSentence([2, 5, 7])).toBe('Flagged for review (3): questions 2, 5 and 7');
  });

  it('asks before leaving the exam, and lets the way to the results through', async () => {
    answer('POST', '/api/quizzes/:slug/start', () => startResponse());
    answer('POST', '/api/attempts/:id/submit', () => submittedAttempt());
    const user = setup();
    const { router } = play();
    const blocker = watchGuard(router);
    await screen.findByRole('radio', { name: /IM adrenaline/ });
    await blocker.armed();
    await user.click(screen.getByRole('link', { name: EXAM_TEXT.leaveLabel }));
    let guard = await screen.findByRole('dialog', { name: EXAM_TEXT.guard.title });
    expect(guard).toHaveTextContent(EXAM_TEXT.guard.body);
    await user.click(within(guard).getByRole('button', { name: EXAM_TEXT.guard.stay }));
    expect(router.state.location.pathname).toBe('/quizzes/plab-mock-1/play');

    await user.click(screen.getByRole('link', { name: EXAM_TEXT.leaveLabel }));
    guard = await screen.findByRole('dialog', { name: EXAM_TEXT.guard.title });
    await user.click(within(guard).getByRole('button', { name: EXAM_TEXT.guard.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizzes/plab-mock-1'));

    // Back in the exam (the attempt this device remembers), submitting goes to the results without asking.
    answer('GET', '/api/attempts/:id', () => startResponse());
    blocker.forget();
    await router.navigate('/quizzes/plab-mock-1/play');
    const submit = await screen.findByRole('button', { name: PLAY_TEXT.submit });
    await blocker.armed();
    await user.click(submit);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: PLAY_TEXT.submitConfirm }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizzes/attempts/att-1'));
    expect(screen.queryByRole('dialog', { name: EXAM_TEXT.guard.title })).not.toBeInTheDocument();
  });

  it("says 'Could not start/resume attempt' with the server's reason", async () => {
    answer('POST', '/api/quizzes/:slug/start', apiError(409, 'conflict', 'No attempts left.'));
    play();
    expect(await screen.findByText(QUIZ_MESSAGES.couldNotStartAttempt)).toBeInTheDocument();
    expect(screen.getByText('No attempts left.')).toBeInTheDocument();
  });
});
