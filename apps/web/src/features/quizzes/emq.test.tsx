import { ATTEMPT_AUTOSAVE_MS, BUILDER_OPTIONS_AUTOSAVE_MS, QUIZ_MESSAGES } from '@medprep/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import { EMQ_TEXT } from './content';
import BuilderPage from './pages/builder-page';
import PlayPage from './pages/play-page';
import ResultsPage from './pages/results-page';
import { attemptResponse, instructorQuestion, quiz, startResponse } from './test-fixtures';
import type { PlayQuestion } from './types';

const options = [
  'Aortic dissection',
  'Pericarditis',
  'Pulmonary embolism',
  'Pneumothorax',
  'GORD',
  'Angina',
  'Shingles',
  'Boerhaave',
].map((text, i) => ({ id: String.fromCharCode(65 + i), text, media: [] }));
const stems = [
  { id: 's1', prompt: 'Tearing pain to the back.', points: 1 },
  { id: 's2', prompt: 'Worse lying flat, better sitting forward.', points: 2 },
];
const emqQuestion: PlayQuestion = {
  id: 'e1',
  type: 'emq',
  prompt: 'Causes of chest pain',
  points: 3,
  media: [],
  options,
  stems,
  order: 0,
};

beforeEach(() => {
  signedInAs(testUser({ role: 'instructor' }));
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());
const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('extended matching', { timeout: 15_000 }, () => {
  it('plays the option list once and a native select per stem labelled "Answer for stem N", described by its stem', async () => {
    answer('POST', '/api/quizzes/:slug/start', () => ({ ...startResponse(), questions: [emqQuestion] }));
    const save = answer('PATCH', '/api/attempts/:id/answers', () => ({ attempt: startResponse().attempt }));
    const user = setup();
    renderRoutes([{ path: '/quizzes/:slug/play', element: <PlayPage /> }], '/quizzes/plab-mock-1/play');
    const first = await screen.findByRole('combobox', { name: EMQ_TEXT.answerFor(1) });
    expect(first).toHaveAccessibleDescription(/Tearing pain to the back/);
    expect(screen.getByRole('combobox', { name: EMQ_TEXT.answerFor(2) })).toBeInTheDocument();
    // The options are listed once, not repeated as radio buttons.
    expect(screen.getByRole('heading', { name: EMQ_TEXT.optionList })).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);

    await user.selectOptions(first, 'A');
    await user.selectOptions(screen.getByRole('combobox', { name: EMQ_TEXT.answerFor(2) }), 'B');
    expect(screen.getByText(EMQ_TEXT.stemsAnswered(2, 2))).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ATTEMPT_AUTOSAVE_MS));
    await waitFor(() => expect(save.requests.length).toBeGreaterThan(0));
    expect(save.requests.at(-1)!.body).toEqual({
      answers: [{ questionId: 'e1', stemAnswers: { s1: 'A', s2: 'B' } }],
    });
  });

  it('reviews each stem in words: the answer given, the correct one, ✓ or ✗', async () => {
    const answerGiven = {
      questionId: 'e1',
      selectedOptionIds: [],
      booleanAnswer: null,
      textAnswer: null,
      stemAnswers: { s1: 'A', s2: 'E' },
    };
    answer('GET', '/api/attempts/:id', {
      ...attemptResponse({
        status: 'submitted',
        submittedAt: new Date().toISOString(),
        score: 1,
        percent: 33.3,
      }),
      questions: [emqQuestion],
      results: {
        perQuestion: [
          {
            ...emqQuestion,
            correctOptionIds: [],
            correctBoolean: null,
            correctText: [],
            explanation: 'Dissection tears; pericarditis eases sitting forward.',
            topics: ['Cardiology'],
            answer: answerGiven,
            grade: { correct: false, earned: 1 },
            peers: null,
            stems: [
              { ...stems[0]!, correctOptionId: 'A', answerOptionId: 'A', correct: true, earned: 1 },
              { ...stems[1]!, correctOptionId: 'B', answerOptionId: 'E', correct: false, earned: 0 },
            ],
          },
        ],
        topics: [{ topic: 'Cardiology', questions: 1, correct: 0, score: 1, maxScore: 3, percent: 33.3 }],
        percentile: null,
        histogram: null,
      },
    });
    renderRoutes(
      [{ path: '/quizzes/attempts/:attemptId', element: <ResultsPage /> }],
      '/quizzes/attempts/att-1',
    );
    const rows = await screen.findAllByRole('listitem');
    const one = rows.find((r) => r.textContent?.includes('Tearing pain'))!;
    const two = rows.find((r) => r.textContent?.includes('sitting forward'))!;
    expect(one).toHaveTextContent(`${EMQ_TEXT.right} · 1/1`);
    expect(one).toHaveTextContent(`${EMQ_TEXT.yourAnswer}: A. Aortic dissection`);
    expect(two).toHaveTextContent(`${EMQ_TEXT.wrong} · 0/2`);
    expect(two).toHaveTextContent(`${EMQ_TEXT.yourAnswer}: E. GORD`);
    expect(two).toHaveTextContent(`${EMQ_TEXT.correctAnswer}: B. Pericarditis`);
  });

  it('builds stems: picks each answer, adds a stem, and shows what is missing at its field', async () => {
    const q = instructorQuestion({
      id: 'qe',
      type: 'emq',
      prompt: 'Causes of chest pain',
      points: 2,
      options,
      correctOptionIds: [],
      stems: [
        { id: 's1', prompt: 'Tearing pain', correctOptionId: 'A', points: 1 },
        { id: 's2', prompt: 'Sitting forward', correctOptionId: 'C', points: 1 },
      ],
    });
    answer('GET', '/api/instructor/mock/quizzes/:id', { quiz: quiz() });
    answer('GET', '/api/instructor/mock/quizzes/:id/questions', { items: [q] });
    const save = answer('PATCH', '/api/instructor/mock/questions/:id', ({ body }) => ({
      question: { ...q, ...(body as object) },
    }));
    const user = setup();
    renderRoutes(
      [{ path: '/instructor/quizzes/:id/questions', element: <BuilderPage /> }],
      '/instructor/quizzes/quiz-1/questions',
    );
    const editor = await screen.findByRole('region', { name: 'Question editor' });
    await within(editor).findByRole('textbox', { name: 'Prompt' });
    await user.selectOptions(
      within(editor).getByRole('combobox', { name: 'Correct answer for stem 2' }),
      'B',
    );
    await act(() => vi.advanceTimersByTimeAsync(BUILDER_OPTIONS_AUTOSAVE_MS));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.requests[0]!.body).toMatchObject({
      type: 'emq',
      stems: [
        { id: 's1', prompt: 'Tearing pain', correctOptionId: 'A', points: 1 },
        { id: 's2', prompt: 'Sitting forward', correctOptionId: 'B', points: 1 },
      ],
    });

    await user.click(within(editor).getByRole('button', { name: 'Add stem' }));
    expect(within(editor).getByRole('textbox', { name: 'Stem 3' })).toHaveAccessibleDescription(
      QUIZ_MESSAGES.stemPromptRequired,
    );
    expect(
      within(editor).getByRole('combobox', { name: 'Correct answer for stem 3' }),
    ).toHaveAccessibleDescription(QUIZ_MESSAGES.stemAnswerUnknown);
    await user.click(within(editor).getByRole('button', { name: 'Move stem 3 up' }));
    expect(within(editor).getByRole('textbox', { name: 'Stem 2' })).toHaveValue('');
  });
});
