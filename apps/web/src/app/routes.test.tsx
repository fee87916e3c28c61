import type { User } from '@medprep/shared';
import { FOOTER_POPUP_TITLES, ROUTER_OK_TEXT, TERMS } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MY_COURSES_TEXT } from '../features/learning/content';
import { startResponse } from '../features/quizzes/test-fixtures';
import { answer, signedInAs } from '../test/msw';
import { renderRoutes, testUser } from '../test/render';
import { routes } from './routes';

const emptyEnrollments = () => ({ items: [], meta: { page: 1, limit: 12, hasNextPage: false } });

/** The session bootstrap for `user` (a guest needs nothing: the mock API's default), and no application. */
function asUser(user: User) {
  signedInAs(user);
  answer('GET', '/api/me/instructor/application', { application: null });
}

describe('route table', () => {
  it('answers /_ping with ROUTER OK', async () => {
    renderRoutes(routes, '/_ping');
    expect(await screen.findByText(ROUTER_OK_TEXT)).toBeInTheDocument();
  });

  it('sends an unknown path home', async () => {
    const { router } = renderRoutes(routes, '/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  // Two lazy pages in a row (the guarded one, then the sign-in form), each with the query provider's code:
  // slow on a busy machine (a time limit on the test, not an assertion about timing).
  it('sends a guest from /me/enrollments to /login with next, and shows the login page', {
    timeout: 20_000,
  }, async () => {
    const { router } = renderRoutes(routes, '/me/enrollments?page=2');
    expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/me/enrollments?page=2');
  });

  it('shows a signed-in learner My courses with the empty state and a Browse courses link', async () => {
    asUser(testUser());
    answer('GET', '/api/me/enrollments', emptyEnrollments());
    renderRoutes(routes, '/me/enrollments');
    expect(await screen.findByRole('heading', { name: MY_COURSES_TEXT.title, level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(MY_COURSES_TEXT.empty)).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: MY_COURSES_TEXT.browse }),
    ).toHaveAttribute('href', '/courses');
    await waitFor(() => expect(document.title).toBe('My courses · MedPrep Academy'));
  });

  it('sends a signed-in user away from /login and /register to next', async () => {
    asUser(testUser());
    answer('GET', '/api/me/enrollments', emptyEnrollments());
    const { router } = renderRoutes(routes, '/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/enrollments'));
    const second = renderRoutes(routes, '/login?next=/me/enrollments');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/me/enrollments'));
  });

  // A lazy page with the query provider's code: slow on a busy machine (a time limit, not an assertion).
  it('draws the exam screen without the shell: no site navigation, menus, bell or footer', {
    timeout: 20_000,
  }, async () => {
    localStorage.clear();
    asUser(testUser());
    answer('POST', '/api/quizzes/:slug/start', () => startResponse());
    renderRoutes(routes, '/quizzes/plab-mock-1/play');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PLAB 1 Mock 1' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /open profile menu$/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('opens the footer popups with the terms figures, founding year and support promise', async () => {
    renderRoutes(routes, '/_ping');
    await screen.findByText(ROUTER_OK_TEXT);
    const footer = screen.getByRole('contentinfo');

    await userEvent.click(within(footer).getByRole('button', { name: FOOTER_POPUP_TITLES.terms }));
    // The dialog's code loads on demand.
    const terms = await screen.findByRole('dialog', { name: FOOTER_POPUP_TITLES.terms });
    for (const text of [
      `more than ${TERMS.cancellationLateDays} days`,
      `${TERMS.cancellationEarlyChargePercent}% of the charge`,
      `${TERMS.cancellationLateDays} days or less`,
      `${TERMS.cancellationLateChargePercent}% of the charge`,
      `within ${TERMS.paymentDueDays} days`,
      `${TERMS.lateInterestOverBasePercent}% over the Bank of England base rate`,
      `${TERMS.grievanceWorkingDays} working days`,
      `${TERMS.confidentialityYears} years`,
      TERMS.privacyResponse,
    ])
      expect(terms).toHaveTextContent(text);
    await userEvent.click(within(terms).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: FOOTER_POPUP_TITLES.terms })).toHaveFocus();

    await userEvent.click(within(footer).getByRole('button', { name: FOOTER_POPUP_TITLES.about }));
    expect(await screen.findByRole('dialog', { name: FOOTER_POPUP_TITLES.about })).toHaveTextContent('2018');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(footer).getByRole('button', { name: FOOTER_POPUP_TITLES.contact }));
    expect(await screen.findByRole('dialog', { name: FOOTER_POPUP_TITLES.contact })).toHaveTextContent(
      '72 hours',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(footer).getByRole('button', { name: FOOTER_POPUP_TITLES.privacy }));
    expect(await screen.findByRole('dialog', { name: FOOTER_POPUP_TITLES.privacy })).toHaveTextContent(
      'one month',
    );
    expect(within(footer).getByRole('link', { name: 'App Store' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Google Play' })).toBeInTheDocument();
  });
});
