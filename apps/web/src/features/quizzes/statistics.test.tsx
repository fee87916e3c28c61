import type { QuizStatisticsResponse } from '@medprep/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import StatisticsPage from './pages/statistics-page';
import { instructorQuestion, quiz } from './test-fixtures';
import type { InstructorQuestion } from './types';

const question = (id: string, prompt: string, order: number) => instructorQuestion({ id, prompt, order });

type QuestionFigures = QuizStatisticsResponse['questions'][number];

/** One question's figures after 60 first attempts: options A (the key) and B chosen by these percentages. */
const questionFigures = (
  questionId: string,
  figures: Pick<QuestionFigures, 'facility' | 'discrimination' | 'efficiency' | 'verdict'>,
  [a, b]: [number, number],
  rest: Pick<QuestionFigures, 'alphaIfDeleted' | 'angoffPercent'>,
): QuestionFigures => ({
  questionId,
  version: 1,
  versionSince: null,
  stemOf: null,
  answered: 60,
  ...figures,
  options: [
    { id: 'A', chosenPercent: a },
    { id: 'B', chosenPercent: b },
  ],
  mostChosenWrongOptionId: 'B',
  ...rest,
});

const figures = (over: Partial<QuizStatisticsResponse> = {}): QuizStatisticsResponse => ({
  attempts: 64,
  firstAttempts: 60,
  mean: 58.25,
  median: 60,
  sd: 12.5,
  alpha: 0.81,
  alphaVerdict: 'satisfactory',
  alphaLowering: ['q2'],
  sem: 5.45,
  histogram: [0, 1, 2, 5, 10, 15, 14, 8, 4, 1],
  angoff: { estimated: 2, cutPercent: 58.5, suggestedPassPercent: 63.95, applyPassPercent: 64 },
  passPercent: 70,
  passAppliedAt: null,
  computedAt: '2026-11-26T07:00:00.000Z',
  questions: [
    questionFigures(
      'q1',
      { facility: 95, discrimination: 0.21, efficiency: 40, verdict: 'very_easy' },
      [95, 5],
      {
        alphaIfDeleted: 0.8,
        angoffPercent: 57,
      },
    ),
    questionFigures(
      'q2',
      { facility: 45, discrimination: -0.32, efficiency: -50, verdict: 'needs_checking' },
      [45, 55],
      {
        alphaIfDeleted: 0.86,
        angoffPercent: 60,
      },
    ),
  ],
  ...over,
});

function open(
  stats: QuizStatisticsResponse,
  items: InstructorQuestion[] = [question('q1', 'Which nerve?', 0), question('q2', 'Wrist drop?', 1)],
) {
  signedInAs(testUser({ role: 'instructor' }));
  answer('GET', '/api/instructor/mock/quizzes/:id', { quiz: quiz() });
  answer('GET', '/api/instructor/mock/quizzes/:id/questions', { items });
  const get = answer('GET', '/api/instructor/mock/quizzes/:id/statistics', stats);
  renderRoutes(
    [{ path: '/instructor/quizzes/:id/statistics', element: <StatisticsPage /> }],
    '/instructor/quizzes/quiz-1/statistics',
  );
  return get;
}

describe('quiz statistics page', { timeout: 15_000 }, () => {
  it('explains alpha, each verdict and the most chosen wrong answer, with the scores as a table', async () => {
    open(figures());
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics: PLAB 1 Mock 1' })).toBeVisible();
    expect(screen.getByText(/0\.81, satisfactory \(0\.75 or more\)/)).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'Needs checking: strong candidates get this wrong more often than weak ones: is the key right?',
      ).length,
    ).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Very easy: almost everyone gets it right (above 90 %).').length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('B: Ulnar (55.0 %)').length).toBeGreaterThan(0);
    // Lowering alpha most: question 2, named.
    const lowering = screen.getByText(/lower reliability most/).parentElement!;
    expect(within(lowering).getByRole('listitem')).toHaveTextContent('2. Wrist drop?');
    const scores = screen.getByRole('table', { name: 'Scores of first attempts' });
    expect(within(scores).getByRole('row', { name: '50–60 % 15' })).toBeInTheDocument();
    expect(screen.getByText('Suggested pass mark: 64.0 %')).toBeInTheDocument();
  });

  it('saves an Angoff estimate when the field is left, and applies the suggested pass mark after confirming', async () => {
    const get = open(figures());
    const patch = answer('PATCH', '/api/instructor/mock/questions/:id', ({ body }) => ({
      question: { ...question('q1', 'Which nerve?', 0), ...(body as object) },
    }));
    const apply = answer('POST', '/api/instructor/mock/quizzes/:id/apply-suggested-pass', {
      quiz: quiz({ passPercent: 64 }),
    });
    const user = userEvent.setup();
    const [field] = await screen.findAllByRole('textbox', {
      name: 'Angoff estimate for question 1, percent of borderline candidates',
    });
    await user.clear(field!);
    await user.type(field!, '62');
    await user.tab();
    await waitFor(() => expect(patch.requests).toHaveLength(1));
    expect(patch.requests[0]!.body).toEqual({ angoffPercent: 62 });
    await waitFor(() => expect(get.requests.length).toBeGreaterThan(1));

    await user.click(screen.getByRole('button', { name: 'Apply suggested pass mark' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the pass mark?' });
    expect(dialog).toHaveTextContent("The quiz's pass mark becomes 64 %.");
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(apply.requests).toHaveLength(1));
    expect(
      (await screen.findAllByText('Pass mark set to 64 %. New attempts are graded against it.')).length,
    ).toBeGreaterThan(0);
  });

  it('says when there are not enough attempts yet, and that no estimate is entered', async () => {
    open(
      figures({
        attempts: 1,
        firstAttempts: 1,
        mean: null,
        median: null,
        sd: null,
        alpha: null,
        alphaVerdict: null,
        alphaLowering: [],
        sem: null,
        angoff: null,
        questions: [],
      }),
    );
    expect(await screen.findByText(/Not enough attempts yet/)).toBeInTheDocument();
    expect(screen.getByText('No estimates yet: enter one in the questions table below.')).toBeInTheDocument();
  });

  it('enters an extended matching question’s estimate once, on its first stem, for the question; shows a later version', async () => {
    const emq: InstructorQuestion = {
      ...question('emq1', 'Causes of chest pain', 1),
      type: 'emq',
      options: 'ABCDEFGH'.split('').map((id, i) => ({ id, text: `Cause ${i + 1}`, media: [] })),
      correctOptionIds: [],
      stems: [
        { id: 'st1', prompt: 'Tearing pain radiating to the back', correctOptionId: 'A', points: 1 },
        { id: 'st2', prompt: 'Pleuritic pain after a long flight', correctOptionId: 'B', points: 1 },
      ],
      version: 2,
    };
    const [first] = figures().questions;
    const stemRow = (questionId: string) => ({
      ...first!,
      questionId,
      stemOf: 'emq1',
      version: 2,
      versionSince: '2026-11-12T09:00:00.000Z',
      angoffPercent: null,
      verdict: null,
      alphaIfDeleted: null,
    });
    open(figures({ alphaLowering: [], questions: [first!, stemRow('st1'), stemRow('st2')] }), [
      question('q1', 'Which nerve?', 0),
      emq,
    ]);
    const patch = answer('PATCH', '/api/instructor/mock/questions/:id', ({ params, body }) => ({
      question: { ...emq, id: String(params.id), ...(body as object) },
    }));
    const user = userEvent.setup();
    // Each stem is a row of its own, named by its prompt, with the question's version in words.
    expect((await screen.findAllByText('2. Tearing pain radiating to the back')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('3. Pleuritic pain after a long flight').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Version 2 — figures since 12 Nov 2026').length).toBeGreaterThan(0);
    // One estimate field for the question (on its first stem), none on the second stem.
    expect(screen.queryAllByRole('textbox', { name: /Angoff estimate for question 3/ })).toHaveLength(0);
    expect(screen.getAllByText('Estimated on its first stem').length).toBeGreaterThan(0);
    const [field] = screen.getAllByRole('textbox', {
      name: 'Angoff estimate for the extended matching question of row 2 (all its stems), percent of borderline candidates',
    });
    await user.type(field!, '55');
    await user.tab();
    await waitFor(() => expect(patch.requests).toHaveLength(1));
    expect(patch.requests[0]!.params.id).toBe('emq1');
    expect(patch.requests[0]!.body).toEqual({ angoffPercent: 55 });
  });
});
