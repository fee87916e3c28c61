import type { QbankSession, QbankSessionResponse } from '@medprep/shared';
import { QBANK_MESSAGES } from '@medprep/shared/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, signedInAs } from '../../test/msw';
import { renderPageGoingTo, renderRoutes, testUser } from '../../test/render';
import { QBANK_TEXT } from './content';
import BuildPage from './pages/build-page';
import SessionPage from './pages/session-page';

beforeEach(() => {
  localStorage.clear();
  signedInAs(testUser());
});

const session = (over: Partial<QbankSession> = {}): QbankSession => ({
  id: 's1',
  mode: 'tutor',
  status: 'in_progress',
  questions: [
    {
      id: 'q1',
      type: 'mcq',
      prompt: 'First-line treatment of anaphylaxis?',
      points: 1,
      media: [],
      options: [
        { id: 'A', text: 'IV chlorphenamine', media: [] },
        { id: 'B', text: 'IM adrenaline', media: [] },
      ],
    },
  ],
  answers: {},
  checks: {},
  flags: [],
  secondsPerQuestion: null,
  extraTimePercent: 0,
  expiresAt: null,
  serverNow: new Date().toISOString(),
  createdAt: new Date().toISOString(),
  submittedAt: null,
  score: null,
  maxScore: null,
  percent: null,
  ...over,
});

describe('question bank', { timeout: 15_000 }, () => {
  it('builds a tutor session from the chosen topic and status', async () => {
    answer('GET', '/api/qbank/filters', {
      exams: [
        {
          exam: 'PLAB 1',
          questionCount: 12,
          topics: [{ topic: 'Emergency medicine', questionCount: 12, answered: 3, correctPercent: 66.7 }],
        },
      ],
    });
    const start = answer(
      'POST',
      '/api/qbank/sessions',
      { session: session(), results: null },
      { status: 201 },
    );
    const user = userEvent.setup();
    const { router } = renderPageGoingTo(<BuildPage />, '/qbank', { '/qbank/sessions/:id': 'Session' });
    await user.click(await screen.findByRole('checkbox', { name: /Emergency medicine \(12, 3 answered\)/ }));
    await user.click(screen.getByRole('radio', { name: QBANK_TEXT.statuses.unseen }));
    await user.click(screen.getByRole('button', { name: QBANK_TEXT.start }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/qbank/sessions/s1'));
    expect(start.requests[0]!.body).toEqual({
      topics: ['Emergency medicine'],
      status: 'unseen',
      count: 20,
      mode: 'tutor',
    });
  });

  it('tutor mode shows the answer, the explanation and how others answered, in words', async () => {
    const checked: QbankSessionResponse = {
      session: session({
        answers: {
          q1: {
            questionId: 'q1',
            selectedOptionIds: ['A'],
            booleanAnswer: null,
            textAnswer: null,
            confidence: 'unsure',
          },
        },
        checks: {
          q1: {
            correct: false,
            correctAnswer: { correctOptionIds: ['B'], correctBoolean: null, correctText: [] },
            explanation: 'IM adrenaline 1:1000 into the thigh.',
            peers: { answered: 40, optionPercents: { A: 25, B: 75 } },
          },
        },
      }),
      results: null,
    };
    let current: QbankSessionResponse = { session: session(), results: null };
    answer('GET', '/api/qbank/sessions/:id', () => current);
    const put = answer('PUT', '/api/qbank/sessions/:id/answers/:questionId', checked.session.checks.q1!);
    const user = userEvent.setup();
    renderRoutes([{ path: '/qbank/sessions/:id', element: <SessionPage /> }], '/qbank/sessions/s1');
    await user.click(await screen.findByRole('radio', { name: /IV chlorphenamine/ }));
    await user.click(screen.getByRole('radio', { name: QBANK_TEXT.unsure }));
    current = checked;
    await user.click(screen.getByRole('button', { name: QBANK_TEXT.check }));
    expect(await screen.findByText(/✗ Incorrect/)).toBeInTheDocument();
    expect(put.requests[0]!.body).toEqual({
      answer: { questionId: 'q1', selectedOptionIds: ['A'], booleanAnswer: null, textAnswer: null },
      confidence: 'unsure',
    });
    expect(screen.getByText(/IM adrenaline 1:1000/)).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
  });

  it('tutor mode asks for an answer before checking a blank one, and reveals nothing', async () => {
    answer('GET', '/api/qbank/sessions/:id', () => ({ session: session(), results: null }));
    const put = answer('PUT', '/api/qbank/sessions/:id/answers/:questionId', {});
    const user = userEvent.setup();
    renderRoutes([{ path: '/qbank/sessions/:id', element: <SessionPage /> }], '/qbank/sessions/s1');
    await user.click(await screen.findByRole('button', { name: QBANK_TEXT.check }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QBANK_MESSAGES.chooseAnswerFirst);
    expect(screen.queryByText(/Correct answer/)).not.toBeInTheDocument();
    expect(put.requests).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /report/i })).not.toBeInTheDocument();
  });
});
