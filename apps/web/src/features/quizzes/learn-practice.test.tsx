import { QUIZ_MESSAGES } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import { PLAY_TEXT } from './content';
import LearnQuizPage from './pages/learn-quiz-page';
import PracticePage from './pages/practice-page';
import { detail, playQuestions, startResponse, submittedAttempt } from './test-fixtures';

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
        { path: '/quizzes/attempts/:attemptId', element: <p>Results page</p> },
      ],
      '/learn/quizzes/quiz-1',
    );
    expect(await screen.findByRole('link', { name: 'PLAB 1 Foundations' })).toHaveAttribute(
      'href',
      '/learn/plab-1?lesson=l9',
    );
    await user.click(screen.getByRole('button', { name: 'Start exam' }));
    await user.click(await screen.findByRole('radio', { name: /IM adrenaline/ }));
    expect(start.requests).toHaveLength(1);
    await user.click(screen.getAllByRole('button', { name: PLAY_TEXT.submit })[0]!);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: PLAY_TEXT.submitConfirm }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizzes/attempts/att-1'));
    expect(submit.requests).toHaveLength(1);
  });
});

describe('practice', { timeout: 15_000 }, () => {
  it('checks each answer at once and shows the correct answer and explanation', async () => {
    const [q1] = playQuestions();
    const open = answer('POST', '/api/quizzes/:slug/practice', {
      practice: { id: 'p1', quizId: 'quiz-1', source: 'mistakes', createdAt: '2026-11-20T10:00:00.000Z' },
      quiz: startResponse().quiz,
      questions: [q1],
      checked: [],
    });
    const check = answer('POST', '/api/practice/:id/check', ({ body }) => ({
      check: {
        questionId: 'q1',
        answer: { selectedOptionIds: ['B'], booleanAnswer: null, textAnswer: null, questionId: 'q1' },
        correct: false,
        earned: 0,
        correctOptionIds: ['A'],
        correctBoolean: null,
        correctText: [],
        explanation: 'Adrenaline 0.5 mg IM.',
        sent: body,
      },
    }));
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/quizzes/:slug/practice', element: <PracticePage /> }],
      '/quizzes/plab-mock-1/practice?source=mistakes',
    );
    expect(
      await screen.findByRole('heading', { name: `${QUIZ_MESSAGES.reviseMistakes}: PLAB 1 Mock 1` }),
    ).toBeInTheDocument();
    expect(open.requests[0]!.body).toEqual({ source: 'mistakes' });
    await user.click(screen.getByRole('radio', { name: /IV hydrocortisone/ }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    await waitFor(() => expect(check.requests).toHaveLength(1));
    expect(check.requests[0]!.body).toEqual({ answer: { questionId: 'q1', selectedOptionIds: ['B'] } });
    expect(await screen.findByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByText('Correct answer: A. IM adrenaline')).toBeInTheDocument();
    expect(screen.getByText('Adrenaline 0.5 mg IM.')).toBeInTheDocument();
  });
});
