import { isUuid, LIVE_MESSAGES, PAYMENT_MESSAGES, paths } from '@medprep/shared';
import { eq, inArray } from 'drizzle-orm';
import { liveSessions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Purchasable } from '../payments/registry.ts';
import { ownsSession, sessionHasBuyers } from './attending.ts';
import { loadSession } from './sessions.ts';

/**
 * Live sessions on sale (the item is the session id). A free, ended or canceled session cannot be bought,
 * nor by its host (409); a member of a members-free session already has it.
 */
export const livePurchasable: Purchasable = {
  kind: 'live_session',
  async load(db, buyer, id, now) {
    const found = await loadSession(db, id);
    if (!found) throw notFound(LIVE_MESSAGES.notFound);
    const { row } = found;
    if (row.canceledAt) throw new AppError('conflict', LIVE_MESSAGES.canceledNoCheckout);
    if (row.pricingType === 'free') throw new AppError('conflict', LIVE_MESSAGES.freeNoCheckout);
    if (row.endAt.getTime() <= now.getTime()) throw new AppError('conflict', LIVE_MESSAGES.endedNoCheckout);
    if (row.hostUserId === buyer.id) throw new AppError('conflict', LIVE_MESSAGES.ownSession);
    // Admins attend every session already.
    if (buyer.role === 'admin') throw new AppError('bad_request', PAYMENT_MESSAGES.alreadyOwned);
    return {
      title: row.title,
      amountMinor: row.priceMinor,
      currency: row.currency,
      successPath: paths.liveSuccessReturn(row.id),
      cancelPath: paths.liveCancel(),
    };
  },
  owns: (db, userId, id, now) => ownsSession(db, userId, id, now),
  async grant(tx, order) {
    // Under the session's row lock: a session deleted or canceled meanwhile sells nothing (refunded).
    const [row] = await tx
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.id, order.itemRef))
      .for('update');
    return Boolean(row && !row.canceledAt);
  },
  async deepLink(db, id) {
    return (await loadSession(db, id)) ? paths.liveSession(id) : null;
  },
  async summaries(db, ids) {
    const valid = ids.filter(isUuid);
    const rows = valid.length
      ? await db
          .select({ id: liveSessions.id, title: liveSessions.title, thumbnail: liveSessions.thumbnail })
          .from(liveSessions)
          .where(inArray(liveSessions.id, valid))
      : [];
    return new Map(
      rows.map((r) => [r.id, { title: r.title, thumbnail: r.thumbnail, deepLink: paths.liveSession(r.id) }]),
    );
  },
  hasBuyers: (db, id) => sessionHasBuyers(db, id),
};
