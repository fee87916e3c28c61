export interface CheckoutInput {
  orderId: string;
  title: string;
  amountMinor: number;
  currency: 'GBP' | 'USD' | 'EUR';
  customerEmail: string;
  /** Absolute; `{CHECKOUT_SESSION_ID}` is replaced by the session id, as Stripe does. */
  successUrl: string;
  cancelUrl: string;
  /** The origin the buyer is using (platform/origin.ts): the built-in checkout page is served there. */
  origin: string;
}

export interface ProviderSession {
  id: string;
  paid: boolean;
  /** open: not paid yet; complete: paid; expired or cancelled: will never be paid. */
  state: 'open' | 'complete' | 'expired' | 'cancelled';
  amountMinor: number;
  currency: string;
  orderId: string | null;
}

/** A card payment provider: the built-in `local` checkout or Stripe. All payments are one-time. */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;
  /** Asks the provider (never the browser) what state the session is in. */
  retrieveSession(sessionId: string): Promise<ProviderSession | null>;
  /**
   * Gives back the whole payment of a paid session (a payment for something the buyer already had).
   * Idempotent: refunding the same session again refunds nothing more.
   */
  refund(sessionId: string): Promise<void>;
}
