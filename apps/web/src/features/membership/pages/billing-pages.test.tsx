import { PAYMENT_MESSAGES } from '@medprep/shared/constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiError, deferred, signedInAs } from '../../../test/msw';
import { renderRoutes, testUser } from '../../../test/render';
import { membershipKeys } from '../api';
import { MEMBERSHIP_TEXT } from '../content';
import { membershipOf } from '../test-fixtures';
import BillingCancelPage from './billing-cancel-page';
import BillingSuccessPage from './billing-success-page';

const routes = [
  { path: '/billing/success', element: <BillingSuccessPage /> },
  { path: '/billing/cancel', element: <BillingCancelPage /> },
  { path: '/me/enrollments', element: <p>My courses page</p> },
];

describe('billing success page', () => {
  it('confirms the payment, refreshes the membership and goes to My courses', async () => {
    signedInAs(testUser());
    const gate = deferred();
    const sync = answer('POST', '/api/membership/sync', async () => {
      await gate.promise;
      return {
        fulfilled: true,
        status: 'fulfilled',
        kind: 'membership',
        deepLink: null,
        membership: membershipOf(),
      };
    });
    const { router, client } = renderRoutes(routes, '/billing/success?session_id=cs_9');
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    await waitFor(() => expect(sync.requests).toHaveLength(1));
    gate.release();
    expect(await screen.findByText('My courses page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/me/enrollments');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sync.requests[0]?.body).toEqual({ sessionId: 'cs_9' });
    expect(client.getQueryState(membershipKeys.mine)?.isInvalidated).toBe(true);
  });

  it('says so when the payment was refunded because the caller already had it', async () => {
    signedInAs(testUser());
    answer('POST', '/api/membership/sync', {
      fulfilled: false,
      status: 'refunded',
      kind: 'membership',
      deepLink: '/me/enrollments',
      membership: membershipOf(),
    });
    renderRoutes(routes, '/billing/success?session_id=cs_twice');
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.refunded);
    expect(screen.getByRole('link', { name: MEMBERSHIP_TEXT.myCourses })).toHaveAttribute(
      'href',
      '/me/enrollments',
    );
  });

  it('explains a missing session_id and links to the plans', async () => {
    signedInAs(testUser());
    const sync = answer('POST', '/api/membership/sync', apiError(500, 'internal', 'Not expected.'));
    renderRoutes(routes, '/billing/success');
    expect(await screen.findByText(/Missing payment details/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/billing/plans');
    expect(sync.requests).toHaveLength(0);
  });

  it('shows the server message with Retry when the sync fails', async () => {
    signedInAs(testUser());
    answer('POST', '/api/membership/sync', apiError(404, 'not_found', 'Checkout not found.'));
    renderRoutes(routes, '/billing/success?session_id=nope');
    expect(await screen.findByText('Could not confirm your payment.')).toBeInTheDocument();
    expect(screen.getByText('Checkout not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('billing cancel page', () => {
  it('says the payment was cancelled and offers Back to plans', async () => {
    signedInAs(testUser());
    renderRoutes(routes, '/billing/cancel');
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/billing/plans');
  });
});
