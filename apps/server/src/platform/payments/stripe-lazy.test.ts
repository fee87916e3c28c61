import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

/** The Stripe SDK is loaded only when PAYMENT_PROVIDER=stripe. */
const sdk = vi.hoisted(() => ({ loaded: false }));
vi.mock('stripe', async (importOriginal) => {
  sdk.loaded = true;
  return importOriginal();
});

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe('loading the Stripe SDK', () => {
  it('does not load it with the default local provider, and loads it when Stripe is chosen', async () => {
    apps.push(await buildTestApp());
    expect(sdk.loaded).toBe(false);
    apps.push(
      await buildTestApp({
        config: { paymentProvider: 'stripe', stripeSecretKey: 'sk_test_123', stripeWebhookSecret: 'whsec_x' },
      }),
    );
    expect(sdk.loaded).toBe(true);
  });
});
