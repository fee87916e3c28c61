import Stripe from 'stripe';
import type { PaymentProvider } from './provider.ts';

// This file is imported dynamically, and only when PAYMENT_PROVIDER=stripe (app.ts): the default start
// does not load the Stripe SDK.

export interface StripeOptions {
  secretKey: string;
  /** Tests point the SDK at a local stand-in. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function createStripeClient(options: StripeOptions): Stripe {
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.host
      ? { host: options.host, port: options.port, protocol: options.protocol ?? 'https' }
      : {}),
  });
}

/** Stripe Checkout Sessions in payment mode (one-time), through the official SDK. */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountMinor,
                product_data: { name: input.title },
              },
            },
          ],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: input.orderId,
          customer_email: input.customerEmail,
          metadata: { orderId: input.orderId },
        },
        { idempotencyKey: `checkout-${input.orderId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    async retrieveSession(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
        return {
          id: session.id,
          paid,
          state: paid ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
          amountMinor: session.amount_total ?? 0,
          currency: (session.currency ?? '').toUpperCase(),
          orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
        };
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },
    async refund(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const intent = session.payment_intent;
      const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
      if (!paymentIntent) throw new Error(`Stripe session ${sessionId} has no payment to refund`);
      await stripe.refunds.create(
        { payment_intent: paymentIntent, metadata: { sessionId } },
        { idempotencyKey: `refund-${sessionId}` },
      );
    },
  };
}
