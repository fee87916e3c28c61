import type { QbankSessionResponse, StudyPlanResponse } from '@medprep/shared';
import { REVISION_COPY, REVISION_MESSAGES } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, signedInAs } from '../../test/msw';
import { renderPageGoingTo, renderRoutes, testUser } from '../../test/render';
import { DueToday, TodayPlan } from '.';
import { QBANK_TEXT } from './content';
import PlanPage from './pages/plan-page';

// The drawing needs a canvas jsdom lacks; the table under it says the same figures.
vi.mock('../../ui/charts/plot', () => ({ default: () => null }));

beforeEach(() => {
  localStorage.clear();
  signedInAs(testUser());
});

const summary = (dueToday: number) => ({
  due: dueToday,
  dueToday,
  total: 9,
  nextDueAt: null,
  retention: 0.9,
});

const plan: StudyPlanResponse = {
  plan: {
    exam: 'PLAB 1',
    examDate: '2026-06-30',
    minutesPerDay: 60,
    days: [
      { date: '2026-06-01', newQuestions: 12, reviews: 8 },
      { date: '2026-06-02', newQuestions: 11, reviews: 9 },
    ],
    today: { newQuestions: 12, reviews: 8, doneNew: 5, doneReviews: 8 },
  },
};

describe('revision', { timeout: 15_000 }, () => {
  it("'Due today' counts the due cards and builds a due tutor session from them", async () => {
    answer('GET', '/api/me/reviews/summary', summary(3));
    const start = answer(
      'POST',
      '/api/qbank/sessions',
      { session: { id: 's9' }, results: null } as unknown as QbankSessionResponse,
      { status: 201 },
    );
    const user = userEvent.setup();
    const { router } = renderPageGoingTo(<DueToday />, '/', { '/qbank/sessions/:id': 'Session' });
    const card = await screen.findByRole('region', { name: REVISION_COPY.dueTodayHeading });
    expect(await within(card).findByText(QBANK_TEXT.dueCount(3))).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: REVISION_COPY.dueTodayButton }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/qbank/sessions/s9'));
    expect(start.requests[0]!.body).toEqual({ status: 'due', count: 3, mode: 'tutor' });
  });

  it('says when nothing is due, and no button is offered', async () => {
    answer('GET', '/api/me/reviews/summary', summary(0));
    renderRoutes([{ path: '/', element: <DueToday /> }], '/');
    expect(await screen.findByText(REVISION_COPY.dueTodayNone)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REVISION_COPY.dueTodayButton })).toBeNull();
  });

  it("TodayPlan shows today's new questions and reviews with what is done", async () => {
    answer('GET', '/api/me/study-plan', plan);
    renderRoutes([{ path: '/', element: <TodayPlan /> }], '/');
    const card = await screen.findByRole('region', { name: REVISION_COPY.todayPlanHeading });
    expect(await within(card).findByText(QBANK_TEXT.doneOf(5, 12))).toBeInTheDocument();
    expect(within(card).getByText(QBANK_TEXT.doneOf(8, 8))).toBeInTheDocument();
    expect(within(card).getByText(/PLAB 1 on 30 Jun 2026/)).toBeInTheDocument();
  });

  it('says when today is all reviews, and when today’s target is done', async () => {
    const withToday = (today: NonNullable<StudyPlanResponse['plan']>['today']): StudyPlanResponse => ({
      plan: { ...plan.plan!, today },
    });
    answer(
      'GET',
      '/api/me/study-plan',
      withToday({ newQuestions: 0, reviews: 29, doneNew: 0, doneReviews: 3 }),
    );
    const first = renderRoutes([{ path: '/', element: <TodayPlan /> }], '/');
    const card = await screen.findByRole('region', { name: REVISION_COPY.todayPlanHeading });
    expect(await within(card).findByText(QBANK_TEXT.reviewsFirst)).toBeInTheDocument();
    expect(within(card).queryByText(QBANK_TEXT.doneOf(0, 0))).toBeNull();
    expect(within(card).getByText(QBANK_TEXT.doneOf(3, 29))).toBeInTheDocument();
    expect(within(card).queryByText(QBANK_TEXT.targetDone)).toBeNull();
    first.unmount();

    answer(
      'GET',
      '/api/me/study-plan',
      withToday({ newQuestions: 12, reviews: 8, doneNew: 12, doneReviews: 9 }),
    );
    renderRoutes([{ path: '/', element: <TodayPlan /> }], '/');
    const again = await screen.findByRole('region', { name: REVISION_COPY.todayPlanHeading });
    expect(await within(again).findByText(QBANK_TEXT.targetDone)).toBeInTheDocument();
  });

  it('sets a plan, shows the days ahead as a table, and names a bad retention at its field', async () => {
    let current: StudyPlanResponse = { plan: null };
    answer('GET', '/api/me/study-plan', () => current);
    const put = answer('PUT', '/api/me/study-plan', () => {
      current = plan;
      return plan;
    });
    const patch = answer('PATCH', '/api/me/reviews/settings', { retention: 0.85 });
    const user = userEvent.setup();
    renderRoutes([{ path: '/qbank/plan', element: <PlanPage /> }], '/qbank/plan');
    await user.selectOptions(await screen.findByRole('combobox', { name: QBANK_TEXT.exam }), 'PLAB 1');
    await user.type(screen.getByLabelText(QBANK_TEXT.examDate), '2026-06-30');
    await user.type(screen.getByLabelText(QBANK_TEXT.minutesPerDay), '60');
    await user.click(screen.getByRole('button', { name: QBANK_TEXT.savePlan }));
    expect(await screen.findByText(REVISION_COPY.planSaved)).toBeInTheDocument();
    expect(put.requests[0]!.body).toEqual({ exam: 'PLAB 1', examDate: '2026-06-30', minutesPerDay: 60 });
    const table = await screen.findByRole('table', { name: QBANK_TEXT.chartCaption });
    expect(within(table).getByRole('row', { name: /2026-06-02 11 9/ })).toBeInTheDocument();

    const retention = screen.getByRole('textbox', { name: REVISION_COPY.retentionLabel });
    await user.clear(retention);
    await user.type(retention, '0.99');
    await user.click(screen.getByRole('button', { name: QBANK_TEXT.saveRetention }));
    expect(await screen.findByText(REVISION_MESSAGES.retention)).toBeInTheDocument();
    expect(patch.requests).toHaveLength(0);
    await user.clear(retention);
    await user.type(retention, '0.85');
    await user.click(screen.getByRole('button', { name: QBANK_TEXT.saveRetention }));
    expect(await screen.findByText(REVISION_COPY.retentionSaved)).toBeInTheDocument();
    expect(patch.requests[0]!.body).toEqual({ retention: 0.85 });
  });
});
