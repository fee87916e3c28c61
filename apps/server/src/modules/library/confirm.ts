import { type LibraryConfirmResponse, type LibraryKind, PAYMENT_MESSAGES } from '@medprep/shared';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { accessSource } from '../membership/access.ts';
import { fulfilCheckout } from '../payments/fulfilment.ts';
import { loadEntry, paidThingOf } from './entries.ts';

/**
 * `POST /me/{kind}s/confirm {sessionId}` → `{unlocked}`: the one fulfilment (idempotent: twice grants
 * once), then whether the caller may now unlock what the order bought. Another buyer's session, or one of
 * another kind, is 404.
 */
export async function confirmLibraryPurchase(
  deps: Deps,
  kind: LibraryKind,
  user: AuthUser,
  sessionId: string,
): Promise<LibraryConfirmResponse> {
  const [order] = await deps.db
    .select({ kind: orders.kind, itemRef: orders.itemRef })
    .from(orders)
    .where(
      and(
        eq(orders.provider, deps.payments.name),
        eq(orders.providerSessionId, sessionId),
        eq(orders.userId, user.id),
      ),
    );
  if (!order || order.kind !== kind) throw notFound(PAYMENT_MESSAGES.sessionNotFound);
  await fulfilCheckout(deps, sessionId, { buyerId: user.id });
  const row = await loadEntry(deps.db, kind, order.itemRef);
  if (!row) return { unlocked: false };
  return { unlocked: (await accessSource(deps.db, user, paidThingOf(row), deps.clock.now())) !== null };
}
