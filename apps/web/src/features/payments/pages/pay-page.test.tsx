import type { LocalSession } from '@medprep/shared';
import { PAYMENT_MESSAGES } from '@medprep/shared/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../../lib/browser-navigation';
import { answer, apiError, deferred, recordRequests } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import PayPage from './pay-page';

const session = (overrides: Partial<LocalSession> = {}): LocalSession => ({
  id: 'cs_1',
  title: '1-Year membership',
  amountMinor: 7500,
  currency: 'GBP',
  status: 'open',
  expiresAt: '2026-03-01T10:30:00.000Z',
  cancelUrl: '/billing/cancel',
  ...overrides,
});

const renderPay = () => renderRoutes([{ path: '/pay/:sessionId', element: <PayPage /> }], '/pay/cs_1');
const openSession = (overrides: Partial<LocalSession> = {}) =>
  answer('GET', '/api/payments/local/cs_1', session(overrides));

afterEach(() => vi.restoreAllMocks());

describe('pay page', () => {
  it('shows what is bought, the amount and Test mode, and announces a declined card and moves focus to it', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    openSession();
    const pay = answer('POST', '/api/payments/local/cs_1/pay', () =>
      apiError(402, 'payment_required', PAYMENT_MESSAGES.declined, { cardNumber: PAYMENT_MESSAGES.declined }),
    );
    renderPay();
    expect(await screen.findByText('1-Year membership')).toBeInTheDocument();
    expect(screen.getByText('£75.00')).toBeInTheDocument();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText(/4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined/)).toBeInTheDocument();

    const card = screen.getByLabelText('Card number');
    expect(card).toHaveAttribute('inputmode', 'numeric');
    expect(card).toHaveAttribute('autocomplete', 'cc-number');
    await userEvent.type(card, '4000000000000002');
    expect(card).toHaveValue('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay £75.00' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAYMENT_MESSAGES.declined);
    await waitFor(() => expect(alert).toHaveFocus());
    // Said once, not again under the field.
    expect(screen.getAllByText(PAYMENT_MESSAGES.declined)).toHaveLength(1);
    expect(pay.requests.map((r) => r.body)).toEqual([{ cardNumber: '4000000000000002' }]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for a card number before sending anything', async () => {
    openSession();
    const seen = recordRequests();
    renderPay();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £75.00' }));
    const card = screen.getByLabelText('Card number');
    await waitFor(() => expect(card).toHaveAttribute('aria-invalid', 'true'));
    expect(card).toHaveAccessibleDescription(expect.stringContaining(PAYMENT_MESSAGES.unknownCard));
    expect(card).toHaveFocus();
    expect(seen.filter((r) => r.endsWith('/pay'))).toEqual([]);
  });

  it('puts a card number the server refuses on the field and focuses it', async () => {
    openSession();
    answer('POST', '/api/payments/local/cs_1/pay', () =>
      apiError(400, 'validation_failed', PAYMENT_MESSAGES.unknownCard, {
        cardNumber: PAYMENT_MESSAGES.unknownCard,
      }),
    );
    renderPay();
    const card = await screen.findByLabelText('Card number');
    await userEvent.type(card, '1111 1111 1111 1111');
    await userEvent.click(screen.getByRole('button', { name: 'Pay £75.00' }));
    await waitFor(() => expect(card).toHaveAttribute('aria-invalid', 'true'));
    expect(card).toHaveAccessibleDescription(expect.stringContaining(PAYMENT_MESSAGES.unknownCard));
    expect(card).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends one payment for a double click on Pay', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const held = deferred();
    openSession();
    const pay = answer('POST', '/api/payments/local/cs_1/pay', async () => {
      await held.promise;
      return { redirectUrl: '/billing/success?session_id=cs_1' };
    });
    renderPay();
    await userEvent.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
    const button = screen.getByRole('button', { name: 'Pay £75.00' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(pay.requests).toHaveLength(1));
    fireEvent.click(button);
    held.release();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(pay.requests).toHaveLength(1);
  });

  it('pays with the test card and follows the redirect', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    openSession();
    answer('POST', '/api/payments/local/cs_1/pay', { redirectUrl: '/billing/success?session_id=cs_1' });
    renderPay();
    await userEvent.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay £75.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/billing/success?session_id=cs_1'));
  });

  it('cancels through the server and follows its redirect', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    openSession();
    answer('POST', '/api/payments/local/cs_1/cancel', { redirectUrl: '/billing/cancel' });
    renderPay();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/billing/cancel'));
  });

  it.each([
    ['expired', PAYMENT_MESSAGES.expired],
    ['cancelled', PAYMENT_MESSAGES.cancelled],
    ['paid', PAYMENT_MESSAGES.alreadyPaid],
  ] as const)('explains a %s session and links back to the plans', async (status, message) => {
    openSession({ status });
    renderPay();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/billing/plans');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('says "Checkout not found." for an unknown session', async () => {
    answer('GET', '/api/payments/local/cs_1', () =>
      apiError(404, 'not_found', PAYMENT_MESSAGES.sessionNotFound),
    );
    renderPay();
    expect(await screen.findByText(PAYMENT_MESSAGES.sessionNotFound)).toBeInTheDocument();
  });
});
