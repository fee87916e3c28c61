import { DASHBOARD_TIME_ZONE } from '@medprep/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The rows of a raw query (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** An order's month (`YYYY-MM`) in the dashboards' zone. */
export const monthOf = (column: SQL) =>
  sql`to_char(${column} at time zone ${sql.raw(`'${DASHBOARD_TIME_ZONE}'`)}, 'YYYY-MM')`;

/** Orders that were paid: fulfilled, or refunded after (or instead of) being granted. */
export const PAID = sql.raw(`('fulfilled', 'refunded')`);

/**
 * Everything one seller sells, as `(kind, ref, product, title)`: each purchase kind's items whose owner (host,
 * tutor) is the seller. `ref` is an order's `item_ref`; `product` groups the rows of the by-product table (a
 * tutor's sessions are one product: the tutor's tutoring).
 */
export const sellerItems = (sellerId: string) => sql`
  select 'course'::text as kind, c.id::text as ref, c.id::text as product, c.title
    from courses c where c.owner_id = ${sellerId}
  union all
  select 'quiz', q.id::text, q.id::text, q.title from quizzes q where q.owner_id = ${sellerId}
  union all
  select e.kind, e.id::text, e.id::text, e.title from library_entries e where e.owner_id = ${sellerId}
  union all
  select 'live_session', l.id::text, l.id::text, l.title from live_sessions l where l.host_user_id = ${sellerId}
  union all
  select 'tutor_session', t.id::text, t.tutor_id::text, 'Tutoring' from tutoring_sessions t
    where t.tutor_id = ${sellerId}`;

/** Numbers from SQL (bigint sums arrive as strings from node-postgres). */
export const num = (value: unknown): number => Number(value ?? 0);
