import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import { STANDING_TEXT } from './components/mock-standing';
import ResultsPage from './pages/results-page';
import { submittedAttempt } from './test-fixtures';

beforeEach(() => {
  localStorage.clear();
  signedInAs(testUser());
});

const open = () =>
  renderRoutes(
    [{ path: '/quizzes/attempts/:attemptId', element: <ResultsPage /> }],
    '/quizzes/attempts/att-1',
  );

describe('a mock result among candidates', { timeout: 15_000 }, () => {
  it('says the percentile in words and marks the learner’s band of the histogram in words', async () => {
    const attempt = submittedAttempt();
    answer('GET', '/api/attempts/:id', {
      ...attempt,
      results: { ...attempt.results!, percentile: 72, histogram: [0, 1, 2, 3, 4, 5, 6, 7, 4, 2] },
    });
    open();
    const section = await screen.findByRole('region', { name: STANDING_TEXT.title });
    expect(within(section).getByText('You scored higher than 72 % of candidates')).toBeVisible();
    const table = within(section).getByRole('table', { name: STANDING_TEXT.histogram });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    // The attempt scored 75 %: the band 70–80 % is named as the learner's.
    expect(rows[7]).toHaveTextContent('70–80 % (your score)7');
    expect(rows.filter((r) => r.textContent?.includes(STANDING_TEXT.yours))).toHaveLength(1);
    expect(rows[9]).toHaveTextContent('90–100 %2');
  });

  it('says when too few candidates have taken the mock', async () => {
    answer('GET', '/api/attempts/:id', submittedAttempt());
    open();
    const section = await screen.findByRole('region', { name: STANDING_TEXT.title });
    expect(within(section).getByText(STANDING_TEXT.notYet)).toBeVisible();
    expect(within(section).queryByRole('table')).toBeNull();
  });
});
