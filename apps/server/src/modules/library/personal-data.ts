import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { libraryEntries, libraryItems, purchases } from '../../db/schema/index.ts';
import type { PersonalData } from '../../platform/module.ts';

/**
 * What the library keeps about a person: the packs and ebooks they made (with their
 * items). What a learner bought is already under purchases. Made packs stay for their buyers when the
 * account goes (the owner's row is anonymised by accounts), so nothing is erased here.
 */
export const libraryPersonalData: PersonalData = {
  key: 'library',
  async export(db: DbOrTx, userId: string) {
    const entries = await db
      .select()
      .from(libraryEntries)
      .where(eq(libraryEntries.ownerId, userId))
      .orderBy(asc(libraryEntries.createdAt));
    const result = [];
    for (const e of entries) {
      const items = await db
        .select({
          title: libraryItems.title,
          type: libraryItems.type,
          url: libraryItems.linkUrl,
          fileName: libraryItems.fileName,
        })
        .from(libraryItems)
        .where(eq(libraryItems.entryId, e.id))
        .orderBy(asc(libraryItems.position));
      result.push({
        kind: e.kind,
        title: e.title,
        slug: e.slug,
        status: e.status,
        priceMinor: e.priceMinor,
        currency: e.currency,
        createdAt: e.createdAt.toISOString(),
        items,
      });
    }
    return result;
  },
  async deletionNotice(db, userId) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(libraryEntries)
      .where(
        and(
          eq(libraryEntries.ownerId, userId),
          sql`exists (select 1 from ${purchases} where ${purchases.kind} = ${libraryEntries.kind} and ${purchases.itemId} = ${libraryEntries.id})`,
        ),
      );
    const n = row?.n ?? 0;
    if (!n) return null;
    return `${n === 1 ? 'One of your resource packs or ebooks has' : `${n} of your resource packs and ebooks have`} buyers. ${n === 1 ? 'It stays' : 'They stay'} available to them, and you can no longer change ${n === 1 ? 'it' : 'them'}.`;
  },
};
