import { randomBytes } from 'node:crypto';
import { CHECKOUT_SESSION_TTL_SEC, paths } from '@medprep/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { localCheckoutSessions } from '../../db/schema/index.ts';
import type { Clock } from '../clock.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * The built-in checkout: sessions live in their own table, the app serves a payment page at /pay/{id},
 * and paying with a test card marks the session paid. Our order code asks it exactly as it asks Stripe.
 */
export function createLocalProvider(db: DbOrTx, clock: Clock): PaymentProvider {
  return {
    name: 'local',
    async createCheckout(input) {
      const id = `lcs_${randomBytes(18).toString('base64url')}`;
      const now = clock.now();
      await db.insert(localCheckoutSessions).values({
        id,
        orderId: input.orderId,
        title: input.title,
        amountMinor: input.amountMinor,
        currency: input.currency,
        successUrl: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: input.cancelUrl.replace('{CHECKOUT_SESSION_ID}', id),
        expiresAt: new Date(now.getTime() + CHECKOUT_SESSION_TTL_SEC * 1000),
        createdAt: now,
      });
      return { sessionId: id, url: `${input.origin}${paths.pay(id)}` };
    },
    async retrieveSession(sessionId) {
      const [session] = await db
        .select()
        .from(localCheckoutSessions)
        .where(eq(localCheckoutSessions.id, sessionId));
      if (!session) return null;
      const expired = session.status === 'open' && session.expiresAt <= clock.now();
      return {
        id: session.id,
        paid: session.status === 'paid',
        state:
          session.status === 'paid'
            ? 'complete'
            : session.status === 'cancelled'
              ? 'cancelled'
              : expired || session.status === 'expired'
                ? 'expired'
                : 'open',
        amountMinor: session.amountMinor,
        currency: session.currency,
        orderId: session.orderId,
      };
    },
    async refund(sessionId) {
      // The built-in checkout takes no money: the refund is recorded on its session.
      await db
        .update(localCheckoutSessions)
        .set({ refundedAt: clock.now() })
        .where(
          and(
            eq(localCheckoutSessions.id, sessionId),
            eq(localCheckoutSessions.status, 'paid'),
            isNull(localCheckoutSessions.refundedAt),
          ),
        );
    },
  };
}
