import {
  type LocalSession,
  normalizeCardNumber,
  PAYMENT_MESSAGES,
  TEST_CARD_DECLINED,
  TEST_CARD_PAYS,
} from '@medprep/shared';
import { and, eq, gt } from 'drizzle-orm';
import { localCheckoutSessions } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { fulfilCheckout } from './fulfilment.ts';

/** The built-in checkout page's calls: show the session, pay with a test card, or cancel. */
export async function getLocalSession(deps: Deps, id: string): Promise<LocalSession> {
  const [session] = await deps.db
    .select()
    .from(localCheckoutSessions)
    .where(eq(localCheckoutSessions.id, id));
  if (!session) throw notFound(PAYMENT_MESSAGES.sessionNotFound);
  const expired = session.status === 'open' && session.expiresAt <= deps.clock.now();
  return {
    id: session.id,
    title: session.title,
    amountMinor: session.amountMinor,
    currency: session.currency,
    status: expired ? 'expired' : session.status,
    expiresAt: session.expiresAt.toISOString(),
    cancelUrl: session.cancelUrl,
  };
}

export async function payLocalSession(
  deps: Deps,
  id: string,
  cardNumber: string,
): Promise<{ redirectUrl: string }> {
  const [session] = await deps.db
    .select()
    .from(localCheckoutSessions)
    .where(eq(localCheckoutSessions.id, id));
  if (!session) throw notFound(PAYMENT_MESSAGES.sessionNotFound);
  if (session.status === 'paid') return { redirectUrl: session.successUrl }; // a second click
  if (session.status === 'cancelled') throw new AppError('conflict', PAYMENT_MESSAGES.cancelled);
  const now = deps.clock.now();
  if (session.expiresAt <= now) throw new AppError('conflict', PAYMENT_MESSAGES.expired);
  const card = normalizeCardNumber(cardNumber);
  if (card === TEST_CARD_DECLINED) {
    throw new AppError('payment_required', PAYMENT_MESSAGES.declined, {
      fields: { cardNumber: PAYMENT_MESSAGES.declined },
    });
  }
  if (card !== TEST_CARD_PAYS) {
    throw new AppError('validation_failed', PAYMENT_MESSAGES.unknownCard, {
      fields: { cardNumber: PAYMENT_MESSAGES.unknownCard },
    });
  }
  await deps.db
    .update(localCheckoutSessions)
    .set({ status: 'paid', paidAt: now })
    .where(
      and(
        eq(localCheckoutSessions.id, id),
        eq(localCheckoutSessions.status, 'open'),
        gt(localCheckoutSessions.expiresAt, now),
      ),
    );
  // What Stripe's webhook does: fulfil now, so a paid session is never lost if the browser does not come back.
  await fulfilCheckout(deps, id);
  return { redirectUrl: session.successUrl };
}

export async function cancelLocalSession(deps: Deps, id: string): Promise<{ redirectUrl: string }> {
  const [session] = await deps.db
    .select()
    .from(localCheckoutSessions)
    .where(eq(localCheckoutSessions.id, id));
  if (!session) throw notFound(PAYMENT_MESSAGES.sessionNotFound);
  if (session.status === 'paid') throw new AppError('conflict', PAYMENT_MESSAGES.alreadyPaid);
  await deps.db
    .update(localCheckoutSessions)
    .set({ status: 'cancelled' })
    .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.status, 'open')));
  await fulfilCheckout(deps, id); // records the order as cancelled
  return { redirectUrl: session.cancelUrl };
}
