import { POST_PAYMENT_TEXT } from '@medprep/shared/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, signedInAs } from '../../../test/msw';
import { renderPage, testUser } from '../../../test/render';
import { PostPaymentBanner } from './post-payment-banner';

const synced = (purchaseId: string | null) => ({
  fulfilled: purchaseId !== null,
  status: purchaseId ? 'fulfilled' : 'pending',
  kind: 'course',
  deepLink: null,
  purchaseId,
});

describe('post-payment banner', () => {
  it('says the payment was received, takes the focus, links the receipt and what comes next', async () => {
    signedInAs(testUser());
    const sync = answer('POST', '/api/purchase/sync', synced('p-1'));
    renderPage(
      <main id="main" tabIndex={-1}>
        <PostPaymentBanner
          kind="course"
          sessionId="cs_b1"
          next={{ label: 'Start the course', to: '/learn/x' }}
        />
      </main>,
    );
    const banner = await screen.findByRole('status');
    const heading = within(banner).getByRole('heading', { name: POST_PAYMENT_TEXT.title });
    expect(heading).toHaveFocus();
    expect(banner).toHaveAccessibleName(POST_PAYMENT_TEXT.title);
    expect(within(banner).getByText(POST_PAYMENT_TEXT.detail.course)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Start the course' })).toHaveAttribute(
      'href',
      '/learn/x',
    );
    expect(await within(banner).findByRole('link', { name: POST_PAYMENT_TEXT.receipt })).toHaveAttribute(
      'href',
      '/me/purchases/p-1/receipt',
    );
    expect(sync.requests).toHaveLength(1);
    expect(sync.requests[0]?.body).toEqual({ sessionId: 'cs_b1' });
  });

  it('links the purchases until the receipt is known, says a next step as text, and is dismissible', async () => {
    signedInAs(testUser());
    answer('POST', '/api/purchase/sync', synced(null));
    renderPage(
      <main id="main" tabIndex={-1}>
        <PostPaymentBanner
          kind="live_session"
          sessionId="cs_b2"
          next={{ label: POST_PAYMENT_TEXT.next.live_session }}
        />
      </main>,
    );
    const banner = await screen.findByRole('status');
    expect(within(banner).getByText(POST_PAYMENT_TEXT.next.live_session)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: POST_PAYMENT_TEXT.purchases })).toHaveAttribute(
      'href',
      '/me/purchases',
    );
    await userEvent.click(within(banner).getByRole('button', { name: POST_PAYMENT_TEXT.dismissLabel }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
