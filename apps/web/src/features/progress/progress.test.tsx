import type { ProgressResponse, ProgressTopic } from '@medprep/shared';
import { PROGRESS_TREND_WEEKS } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, signedInAs } from '../../test/msw';
import { renderPageGoingTo, testUser } from '../../test/render';
import { PROGRESS_TEXT, weekLabel } from './content';
import ProgressPage from './pages/progress-page';

// jsdom has no canvas: the drawing is left out, the chart's table of figures is what the tests read.
vi.mock('../../ui/charts/plot', () => ({ default: () => null }));

beforeEach(() => {
  localStorage.clear();
  signedInAs(testUser());
});

const weeks = (last: { answered: number; correctPercent: number | null }) =>
  Array.from({ length: PROGRESS_TREND_WEEKS }, (_, i) => ({
    weekStart: `2026-${i < 8 ? '09' : '11'}-${String(1 + i).padStart(2, '0')}`,
    ...(i === PROGRESS_TREND_WEEKS - 1 ? last : { answered: 0, correctPercent: null }),
  }));

const topic = (name: string, answered: number, correctPercent: number): ProgressTopic => ({
  topic: name,
  answered,
  correctPercent,
  weeks: weeks({ answered, correctPercent }),
});

const TOPICS = [
  topic('Cardiology', 10, 20),
  topic('Renal', 8, 37.5),
  topic('Endocrine', 4, 50),
  topic('Neurology', 6, 50),
  topic('Respiratory', 5, 60),
  topic('Dermatology', 3, 100),
];

const full: ProgressResponse = {
  totals: { answered: 36, correct: 17, correctPercent: 47.2, streakDays: 4, dueReviews: 0 },
  topics: TOPICS,
  mocks: [
    {
      attemptId: 'a2',
      quizId: 'q2',
      title: 'PLAB 1 Mock 2',
      percent: 80,
      passed: true,
      percentile: 72,
      submittedAt: '2026-11-21T10:00:00Z',
    },
    {
      attemptId: 'a1',
      quizId: 'q1',
      title: 'PLAB 1 Mock 1',
      percent: 40,
      passed: false,
      percentile: null,
      submittedAt: '2026-11-20T10:00:00Z',
    },
  ],
};

const open = () =>
  renderPageGoingTo(<ProgressPage />, '/me/progress', {
    '/qbank/sessions/:id': 'Session page',
    '/qbank': 'Bank page',
  });

describe('progress dashboard', { timeout: 15_000 }, () => {
  it('shows totals, the weakest five topics, the topics and the mocks, asking in the viewer’s zone', async () => {
    const get = answer('GET', '/api/me/progress', full);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: PROGRESS_TEXT.title })).toBeVisible();
    expect(get.requests[0]!.url.searchParams.get('tz')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );

    const totals = screen.getByRole('region', { name: PROGRESS_TEXT.totals });
    expect(within(totals).getByText(PROGRESS_TEXT.answered).nextSibling).toHaveTextContent('36');
    expect(within(totals).getByText(PROGRESS_TEXT.correct).nextSibling).toHaveTextContent('47.2 %17 of 36');
    expect(within(totals).getByText(PROGRESS_TEXT.streak).nextSibling).toHaveTextContent('4');
    expect(within(totals).getByText(PROGRESS_TEXT.dueReviews).nextSibling).toHaveTextContent('0');

    const weakest = screen.getByRole('region', { name: PROGRESS_TEXT.weakest });
    const items = within(weakest).getAllByRole('listitem');
    expect(items.map((li) => li.firstChild?.textContent)).toEqual([
      'Cardiology',
      'Renal',
      'Endocrine',
      'Neurology',
      'Respiratory',
    ]);
    expect(items[0]).toHaveTextContent('20 % correct of 10');

    const topics = screen.getByRole('region', { name: PROGRESS_TEXT.topics });
    const [table] = within(topics).getAllByRole('table');
    expect(within(table!).getAllByRole('row')[1]).toHaveTextContent('Cardiology1020 %');
    expect(within(table!).getAllByRole('row')).toHaveLength(1 + TOPICS.length);
    await userEvent.click(within(topics).getByText('Show the figures as a table'));
    const trend = within(topics).getByRole('table', { name: 'Cardiology: correct answers by week' });
    const trendRows = within(trend).getAllByRole('row');
    expect(trendRows).toHaveLength(1 + PROGRESS_TREND_WEEKS);
    expect(trendRows[1]).toHaveTextContent(`${weekLabel('2026-09-01')}–`);
    expect(trendRows.at(-1)).toHaveTextContent(`${weekLabel('2026-11-12')}20`);

    const mocks = screen.getByRole('region', { name: PROGRESS_TEXT.mocks });
    const [, second, first] = within(mocks).getAllByRole('row');
    expect(second).toHaveTextContent('PLAB 1 Mock 280 %PassedHigher than 72 % of candidates');
    expect(first).toHaveTextContent('PLAB 1 Mock 140 %Not passedShown once 30 candidates have taken it');
    expect(within(mocks).getByRole('link', { name: 'PLAB 1 Mock 2' })).toHaveAttribute(
      'href',
      '/quizzes/attempts/a2',
    );
  });

  it('shows another topic’s weekly trend when chosen', async () => {
    answer('GET', '/api/me/progress', full);
    const user = userEvent.setup();
    open();
    await user.selectOptions(await screen.findByLabelText(PROGRESS_TEXT.trendTopic), 'Renal');
    await user.click(screen.getByText('Show the figures as a table'));
    const trend = screen.getByRole('table', { name: 'Renal: correct answers by week' });
    const lastWeek = within(trend).getAllByRole('row').at(-1)!;
    expect(lastWeek).toHaveTextContent('37.5');
  });

  it("'Practise these' starts a tutor session of the five weakest topics, wrong and unseen first", async () => {
    answer('GET', '/api/me/progress', full);
    const start = answer(
      'POST',
      '/api/qbank/sessions',
      { session: { id: 's9' }, results: null },
      { status: 201 },
    );
    const user = userEvent.setup();
    const { router } = open();
    await user.click(await screen.findByRole('button', { name: PROGRESS_TEXT.practise }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/qbank/sessions/s9'));
    expect(start.requests[0]!.body).toEqual({
      topics: ['Cardiology', 'Renal', 'Endocrine', 'Neurology', 'Respiratory'],
      status: 'all',
      count: 20,
      mode: 'tutor',
      order: 'weakest',
    });
  });

  it('says why a practice session could not start', async () => {
    answer('GET', '/api/me/progress', full);
    answer('POST', '/api/qbank/sessions', apiError(409, 'conflict', 'No questions match these filters.'));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: PROGRESS_TEXT.practise }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No questions match these filters.');
  });

  it('before the first answer, points to the question bank', async () => {
    answer('GET', '/api/me/progress', {
      totals: { answered: 0, correct: 0, correctPercent: null, streakDays: 0, dueReviews: 0 },
      topics: [],
      mocks: [],
    });
    const user = userEvent.setup();
    const { router } = open();
    expect(await screen.findByText(PROGRESS_TEXT.empty)).toBeVisible();
    await user.click(screen.getByRole('link', { name: PROGRESS_TEXT.openBank }));
    expect(router.state.location.pathname).toBe('/qbank');
  });

  it('says when the figures could not load, and retries', async () => {
    let calls = 0;
    answer('GET', '/api/me/progress', () => {
      calls += 1;
      return calls === 1 ? apiError(500, 'internal', 'Something went wrong.') : full;
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByText(PROGRESS_TEXT.loadFailed, {}, { timeout: 5000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: PROGRESS_TEXT.totals })).toBeVisible();
  });
});
