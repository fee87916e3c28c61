import { PAYMENT_MESSAGES } from '@medprep/shared/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../../lib/browser-navigation';
import { answer, apiError, deferred, signedInAs } from '../../../test/msw';
import { renderRoutes, testUser } from '../../../test/render';
import { membershipOf, PLANS } from '../test-fixtures';
import PlansPage from './plans-page';

const renderPlans = () =>
  renderRoutes([{ path: '/billing/plans', element: <PlansPage /> }], '/billing/plans');
const plansAnswer = () => answer('GET', '/api/memberships/plans', { plans: PLANS });
/** A signed-in learner holding `membership` (or none). */
const member = (membership: ReturnType<typeof membershipOf> | null = null) => {
  signedInAs(testUser());
  answer('GET', '/api/me/membership', { membership });
};

afterEach(() => vi.restoreAllMocks());

describe('plans page', () => {
  it('offers a guest "Log in to buy" back to the plans on both cards', async () => {
    plansAnswer();
    renderPlans();
    const links = await screen.findAllByRole('link', { name: 'Log in to buy' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/login?next=%2Fbilling%2Fplans');
    expect(screen.getByRole('heading', { name: '1-Year' })).toBeInTheDocument();
    expect(screen.getByText('£75.00')).toBeInTheDocument();
    expect(screen.getByText('£100.00')).toBeInTheDocument();
    expect(screen.getByText('Best value')).toBeInTheDocument();
    expect(screen.getAllByText('No auto-billing')).toHaveLength(2);
    expect(screen.getByText(/within 72 hours/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();
  });

  it('hides every purchase button from an active Lifetime member', async () => {
    plansAnswer();
    member(membershipOf({ plan: 'lifetime', currentPeriodEnd: null }));
    renderPlans();
    expect(await screen.findByText(PAYMENT_MESSAGES.lifetimeActive)).toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Your membership' });
    expect(within(current).getByText('Active')).toHaveClass('bg-emerald-100');
    expect(screen.queryByRole('button', { name: /Buy|Renew|Upgrade/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to buy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).not.toBeInTheDocument();
  });

  it('offers an active yearly member Renew at the yearly price, the Lifetime upgrade and cancelling', async () => {
    plansAnswer();
    member(membershipOf());
    const cancel = answer('POST', '/api/me/membership/cancel', {
      membership: membershipOf({ cancelAtPeriodEnd: true }),
    });
    renderPlans();
    // The accessible name is the visible label (WCAG 2.5.3).
    const renew = await screen.findByRole('button', { name: 'Renew 1-Year for £75.00' });
    expect(renew).toHaveTextContent(/^Renew 1-Year for £75\.00$/);
    expect(renew).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('button', { name: 'Upgrade to Lifetime for £100.00' })).toBeEnabled();
    expect(screen.getByText('Valid until 10 Jan 2027')).toBeInTheDocument();

    // The confirmation opens on the safe choice; keeping the membership sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel your membership?' });
    expect(within(dialog).getByRole('button', { name: 'Keep membership' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep membership' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel.requests).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel your membership?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));
    expect(await screen.findByText('Access until 10 Jan 2027')).toBeInTheDocument();
    expect(cancel.requests).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).not.toBeInTheDocument();
  });

  it('colours an expired membership red and offers to buy again', async () => {
    plansAnswer();
    member(membershipOf({ status: 'expired' }));
    renderPlans();
    expect(await screen.findByText('Expired')).toHaveClass('bg-red-100');
    // An expired yearly member buys again (no Renew).
    expect(screen.getByRole('button', { name: 'Buy 1-Year' })).toBeEnabled();
  });

  it('starts a checkout with the plan id and goes to the returned URL', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    plansAnswer();
    member();
    const checkout = answer('POST', '/api/me/membership/checkout', {
      checkoutUrl: '/pay/cs_1',
      sessionId: 'cs_1',
    });
    renderPlans();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy 1-Year' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/cs_1'));
    expect(checkout.requests.map((r) => r.body)).toEqual([{ planId: 'yearly' }]);
  });

  it('sends one checkout request for a double click on Buy', async () => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const held = deferred();
    plansAnswer();
    member();
    const checkout = answer('POST', '/api/me/membership/checkout', async () => {
      await held.promise;
      return { checkoutUrl: '/pay/cs_1', sessionId: 'cs_1' };
    });
    renderPlans();
    const buy = await screen.findByRole('button', { name: 'Buy Lifetime' });
    // Two clicks in the same moment, before React or the query library can report the first as pending.
    fireEvent.click(buy);
    fireEvent.click(buy);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Redirecting…' })).toBeInTheDocument());
    await waitFor(() => expect(checkout.requests).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Redirecting…' }));
    held.release();
    await waitFor(() => expect(browserNavigation.assign).toHaveBeenCalledWith('/pay/cs_1'));
    expect(checkout.requests).toHaveLength(1);
  });

  it('shows the server message, or the no-URL message, when the checkout fails', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    let reply: Response | object = apiError(409, 'conflict', 'Not now.');
    plansAnswer();
    member();
    answer('POST', '/api/me/membership/checkout', () => reply);
    renderPlans();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Lifetime' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not now.');
    reply = { sessionId: 'x' };
    await userEvent.click(screen.getByRole('button', { name: 'Buy Lifetime' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.checkoutNoUrl));
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows "Failed to load plans." with Retry', async () => {
    let fail = true;
    answer('GET', '/api/memberships/plans', () => (fail ? apiError(500, 'internal', '') : { plans: PLANS }));
    renderPlans();
    expect(await screen.findByText(PAYMENT_MESSAGES.loadPlansFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('link', { name: 'Log in to buy' })).toHaveLength(2);
  });
});
