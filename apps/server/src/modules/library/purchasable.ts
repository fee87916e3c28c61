import { isUuid, LIBRARY_MESSAGES, type LibraryKind, PAYMENT_MESSAGES, paths } from '@medprep/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { libraryEntries, purchases, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { accessSource } from '../membership/access.ts';
import type { Purchasable } from '../payments/registry.ts';
import { entryNotFound, loadEntry, paidThingOf } from './entries.ts';

/**
 * A resource pack or an ebook on sale (the item is the entry's id), one object per kind from the kind
 * table. Only a published, paid entry is sold; not to its owner (409); an admin, a member of an entry
 * included in membership and a buyer already have it ('You already own this.', by the one access rule).
 */
export function libraryPurchasable(kind: LibraryKind): Purchasable {
  return {
    kind,
    async load(db, buyer, id) {
      const row = await loadEntry(db, kind, id);
      if (row?.status !== 'published') throw entryNotFound(kind);
      if (row.priceMinor === 0) throw new AppError('conflict', LIBRARY_MESSAGES.freeNoCheckout);
      if (row.ownerId === buyer.id) throw new AppError('conflict', LIBRARY_MESSAGES.ownItem);
      if (buyer.role === 'admin') throw new AppError('bad_request', PAYMENT_MESSAGES.alreadyOwned);
      return {
        title: row.title,
        amountMinor: row.priceMinor,
        currency: row.currency,
        successPath: paths.libraryPurchaseSuccess(kind, row.slug),
        cancelPath: paths.libraryDetail(kind, row.slug),
      };
    },
    async owns(db, userId, id, now) {
      const row = await loadEntry(db, kind, id);
      if (!row) return false;
      const [buyer] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.id, userId));
      if (!buyer) return false;
      return (await accessSource(db, { id: buyer.id, role: buyer.role }, paidThingOf(row), now)) !== null;
    },
    async grant(tx, order) {
      // Under the entry's row lock: an entry deleted meanwhile sells nothing (the payment is refunded).
      const [row] = await tx
        .select({ id: libraryEntries.id })
        .from(libraryEntries)
        .where(and(eq(libraryEntries.id, order.itemRef), eq(libraryEntries.kind, kind)))
        .for('update');
      return Boolean(row);
    },
    async deepLink(db, id) {
      const row = await loadEntry(db, kind, id);
      return row ? paths.libraryDetail(kind, row.slug) : null;
    },
    async summaries(db, ids) {
      const valid = ids.filter(isUuid);
      const rows = valid.length
        ? await db
            .select({
              id: libraryEntries.id,
              title: libraryEntries.title,
              thumbnail: libraryEntries.thumbnail,
              slug: libraryEntries.slug,
            })
            .from(libraryEntries)
            .where(and(eq(libraryEntries.kind, kind), inArray(libraryEntries.id, valid)))
        : [];
      return new Map(
        rows.map((r) => [
          r.id,
          { title: r.title, thumbnail: r.thumbnail, deepLink: paths.libraryDetail(kind, r.slug) },
        ]),
      );
    },
    async hasBuyers(db, id) {
      if (!isUuid(id)) return false;
      const [row] = await db
        .select({ id: purchases.id })
        .from(purchases)
        .where(and(eq(purchases.kind, kind), eq(purchases.itemId, id)))
        .limit(1);
      return Boolean(row);
    },
  };
}
