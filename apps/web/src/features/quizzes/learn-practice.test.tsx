import { QUIZ_MESSAGES } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import { PLAY_TEXT, REVIEW_TEXT } from './content';
import LearnPlayPage from './pages/learn-play-page';
import LearnQuizPage from './pages/learn-quiz-page';
import PracticePage from './pages/practice-page';
import { detail, playQuestions, startResponse, submitAndConfirm, submittedAttempt } from './test-fixtures';

beforeEach(() => {
  localStorage.clear();
  signedInAs(testUser());
});

describe('course quiz lesson', { timeout: 15_000 }, () => {
  it('plays the quiz with the same engine inside the course and goes to the results on submit', async () => {
    answer('GET', '/api/learn/quizzes/:quizId', {
      ...detail(),
      lessons: [
        {
          courseId: 'c1',
          courseSlug: 'plab-1',
          courseTitle: 'PLAB 1 Foundations',
          lessonId: 'l9',
          lessonTitle: 'Check yourself',
          completed: false,
        },
      ],
    });
    const start = answer('POST', '/api/learn/quizzes/:quizId/start', startResponse(), { status: 201 });
    answer('PATCH', '/api/attempts/:id/answers', { attempt: startResponse().attempt });
    const submit = answer('POST', '/api/attempts/:id/submit', submittedAttempt());
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/learn/quizzes/:quizId', element: <LearnQuizPage /> },
        { path: '/learn/quizzes/:quizId/play', element: <LearnPlayPage /> },
        { path: '/quizzes/attempts/:attemptId', element: <p>Results page</p> },
      ],
      '/learn/quizzes/quiz-1',
    );
    expect(await screen.findByRole('link', { name: 'PLAB 1 Foundations' })).toHaveAttribute(
      'href',
      '/learn/plab-1?lesson=l9',
    );
    await user.click(screen.getByRole('button', { name: 'Start exam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn/quizzes/quiz-1/play'));
    await user.click(await screen.findByRole('radio', { name: /IM adrenaline/ }));
    expect(start.requests).toHaveLength(1);
    await submitAndConfirm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizzes/attempts/att-1'));
    expect(submit.requests).toHaveLength(1);
  });
});

const checkOf = (questionId: string, extra: Record<string, unknown>) => ({
  questionId,
  answer: { questionId, selectedOptionIds: [], booleanAnswer: null, textAnswer: null },
  correct: false,
  earned: 0,
  correctOptionIds: [],
  correctBoolean: null,
  correctText: [],
  explanation: '',
  ...extra,
});

/** A row of the checked options list: its icon and words, and the mark it carries. */
const rows = () =>
  within(screen.getByRole('region', { name: 'Question' }))
    .getAllByRole('listitem')
    .map((li) => [li.textContent, li.getAttribute('data-mark')]);

describe('practice', { timeout: 15_000 }, () => {
  it('checks each answer at once: the wrong choice red with a cross, the right one green, in words too', async () => {
    const [q1, q2] = playQuestions();
    // Options in the order this session's shuffle gave them: B, then A. Lettered by place: A, B.
    const shuffled = { ...q1!, options: [...q1!.options].reverse() };
    const open = answer('POST', '/api/quizzes/:slug/practice', {
      practice: { id: 'p1', quizId: 'quiz-1', source: 'mistakes', createdAt: '2026-11-20T10:00:00.000Z' },
      quiz: startResponse().quiz,
      questions: [shuffled, q2],
      checked: [],
    });
    const check = answer('POST', '/api/practice/:id/check', ({ body }) => {
      const sent = (body as { answer: { questionId: string } }).answer;
      return sent.questionId === 'q1'
        ? {
            check: checkOf('q1', {
              answer: { ...checkOf('q1', {}).answer, selectedOptionIds: ['B'] },
              correctOptionIds: ['A'],
              explanation: 'Adrenaline 0.5 mg IM.',
            }),
          }
        : {
            check: checkOf('q2', {
              answer: { ...checkOf('q2', {}).answer, booleanAnswer: false },
              correct: true,
              earned: 1,
              correctBoolean: false,
            }),
          };
    });
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/quizzes/:slug/practice', element: <PracticePage /> }],
      '/quizzes/plab-mock-1/practice?source=mistakes',
    );
    expect(
      await screen.findByRole('heading', { name: `${QUIZ_MESSAGES.reviseMistakes}: PLAB 1 Mock 1` }),
    ).toBeInTheDocument();
    expect(open.requests[0]!.body).toEqual({ source: 'mistakes' });
    await user.click(screen.getByRole('radio', { name: 'A. IV hydrocortisone' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    await waitFor(() => expect(check.requests).toHaveLength(1));
    expect(check.requests[0]!.body).toEqual({ answer: { questionId: 'q1', selectedOptionIds: ['B'] } });
    expect(await screen.findByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByText('Correct answer: B. IM adrenaline')).toBeInTheDocument();
    expect(screen.getByText('Adrenaline 0.5 mg IM.')).toBeInTheDocument();
    // In the list itself: no longer a choice, each row says what it is.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(rows()).toEqual([
      [`✗A. IV hydrocortisone${REVIEW_TEXT.yourAnswer}`, 'chosen-wrong'],
      [`✓B. IM adrenaline${REVIEW_TEXT.correctAnswer}`, 'missed-right'],
    ]);

    await user.click(screen.getByRole('button', { name: PLAY_TEXT.next }));
    await user.click(screen.getByRole('radio', { name: PLAY_TEXT.falseLabel }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Correct')).toBeInTheDocument();
    expect(rows()).toEqual([
      [PLAY_TEXT.trueLabel, 'plain'],
      [`✓${PLAY_TEXT.falseLabel}${REVIEW_TEXT.yourAnswerCorrect}`, 'chosen-right'],
    ]);
  });
});
