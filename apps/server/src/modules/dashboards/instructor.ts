import {
  type CurrencyTotal,
  DASHBOARD_UPCOMING_DAYS,
  type InstructorDashboardResponse,
  type MonthFigure,
  type PurchaseKind,
} from '@medprep/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { monthOf, num, PAID, rowsOf, sellerItems } from './sql.ts';

type Range = { from: Date; to: Date };
type Currency = CurrencyTotal['currency'];

/** The seller's paid orders in the range, joined to what they sell (the orders' kind and item index). */
const sellerOrders = (sellerId: string, { from, to }: Range) => sql`
  with mine as (${sellerItems(sellerId)})
  select o.id, o.kind, o.item_ref, o.title as order_title, o.status, o.amount_minor, o.currency, o.created_at,
    m.product, m.title
  from mine m
  join orders o on o.kind = m.kind and o.item_ref = m.ref
  where o.status in ${PAID} and o.created_at >= ${from} and o.created_at < ${to}`;

/** Gross (every paid order), refunded (orders given back in full), net = gross − refunded, per currency. */
export async function currencyTotals(
  db: DbOrTx,
  sellerId: string | null,
  range: Range,
): Promise<CurrencyTotal[]> {
  const source = sellerId
    ? sellerOrders(sellerId, range)
    : sql`select o.status, o.amount_minor, o.currency from orders o
        where o.status in ${PAID} and o.created_at >= ${range.from} and o.created_at < ${range.to}`;
  const rows = await rowsOf<{ currency: Currency; gross: string; refunded: string }>(
    db,
    sql`select s.currency, sum(s.amount_minor) as gross,
        coalesce(sum(s.amount_minor) filter (where s.status = 'refunded'), 0) as refunded
      from (${source}) s group by s.currency order by s.currency`,
  );
  return rows.map((r) => ({
    currency: r.currency,
    grossMinor: num(r.gross),
    refundedMinor: num(r.refunded),
    netMinor: num(r.gross) - num(r.refunded),
  }));
}

/** Per month and currency: net (orders kept) and sales (paid orders not refunded). */
export async function salesByMonth(
  db: DbOrTx,
  sellerId: string | null,
  range: Range,
): Promise<MonthFigure[]> {
  const source = sellerId
    ? sellerOrders(sellerId, range)
    : sql`select o.status, o.amount_minor, o.currency, o.created_at from orders o
        where o.status in ${PAID} and o.created_at >= ${range.from} and o.created_at < ${range.to}`;
  const rows = await rowsOf<{ month: string; currency: Currency; net: string; sales: string }>(
    db,
    sql`select ${monthOf(sql`s.created_at`)} as month, s.currency,
        coalesce(sum(s.amount_minor) filter (where s.status = 'fulfilled'), 0) as net,
        count(*) filter (where s.status = 'fulfilled') as sales
      from (${source}) s group by 1, 2 order by 1, 2`,
  );
  return rows.map((r) => ({
    month: r.month,
    currency: r.currency,
    netMinor: num(r.net),
    sales: num(r.sales),
  }));
}

async function byProduct(db: DbOrTx, sellerId: string, range: Range) {
  const rows = await rowsOf<{
    kind: PurchaseKind;
    product: string;
    title: string;
    currency: Currency;
    net: string;
    sales: string;
  }>(
    db,
    sql`select s.kind, s.product, min(s.title) as title, s.currency,
        coalesce(sum(s.amount_minor) filter (where s.status = 'fulfilled'), 0) as net,
        count(*) filter (where s.status = 'fulfilled') as sales
      from (${sellerOrders(sellerId, range)}) s
      group by s.kind, s.product, s.currency order by net desc, title`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    itemId: r.product,
    title: r.title,
    currency: r.currency,
    netMinor: num(r.net),
    sales: num(r.sales),
  }));
}

async function enrolmentsByMonth(db: DbOrTx, sellerId: string, { from, to }: Range) {
  const rows = await rowsOf<{ month: string; n: string }>(
    db,
    sql`select ${monthOf(sql`e.activated_at`)} as month, count(*) as n
      from courses c join enrollments e on e.course_id = c.id
      where c.owner_id = ${sellerId} and e.activated_at >= ${from} and e.activated_at < ${to}
      group by 1 order by 1`,
  );
  return rows.map((r) => ({ month: r.month, enrolments: num(r.n) }));
}

/**
 * Each course's learners (enrolments) and how many have completed at least 25, 50, 75 and 100 % of its
 * lessons (cumulative: a learner who completed the course counts in every step).
 */
async function courseCompletion(db: DbOrTx, sellerId: string) {
  const reached = (step: number) =>
    sql`count(*) filter (where e.user_id is not null and n.total > 0 and coalesce(d.done, 0) * 100 >= ${sql.raw(String(step))} * n.total)`;
  const rows = await rowsOf<Record<string, string>>(
    db,
    sql`with c as (select id, title from courses where owner_id = ${sellerId}),
      n as (select l.course_id, count(*) as total from lessons l join c on c.id = l.course_id group by 1),
      d as (select p.course_id, p.user_id, count(*) as done from lesson_progress p join c on c.id = p.course_id
        where p.completed_at is not null group by 1, 2)
      select c.id, c.title, count(e.user_id) as learners,
        ${reached(25)} as r25, ${reached(50)} as r50, ${reached(75)} as r75, ${reached(100)} as r100
      from c left join n on n.course_id = c.id
        left join enrollments e on e.course_id = c.id
        left join d on d.course_id = c.id and d.user_id = e.user_id
      group by c.id, c.title order by c.title, c.id`,
  );
  return rows.map((r) => ({
    courseId: String(r.id),
    title: String(r.title),
    learners: num(r.learners),
    reached25: num(r.r25),
    reached50: num(r.r50),
    reached75: num(r.r75),
    completed: num(r.r100),
  }));
}

/** Each mock exam's submitted attempts and the percent of them that passed (one decimal). */
async function quizResults(db: DbOrTx, sellerId: string) {
  const rows = await rowsOf<{ id: string; title: string; attempts: string; pass_rate: string | null }>(
    db,
    sql`select q.id, q.title, count(a.id) as attempts,
        round(100.0 * count(a.id) filter (where a.passed) / nullif(count(a.id), 0), 1) as pass_rate
      from quizzes q left join quiz_attempts a on a.quiz_id = q.id and a.status = 'submitted'
      where q.owner_id = ${sellerId} group by q.id, q.title order by q.title, q.id`,
  );
  return rows.map((r) => ({
    quizId: r.id,
    title: r.title,
    attempts: num(r.attempts),
    passRate: r.pass_rate === null ? null : num(r.pass_rate),
  }));
}

type RatingKind = InstructorDashboardResponse['ratings'][number]['kind'];

/** The seller's rated things (visible reviews only: the kept averages), best first. */
async function ratings(db: DbOrTx, sellerId: string) {
  const rows = await rowsOf<{ kind: RatingKind; id: string; title: string; avg: number; n: number }>(
    db,
    sql`select * from (
        select 'course' as kind, id::text, title, rating_avg as avg, rating_count as n from courses
          where owner_id = ${sellerId}
        union all select 'quiz', id::text, title, rating_avg, rating_count from quizzes where owner_id = ${sellerId}
        union all select kind, id::text, title, rating_avg, rating_count from library_entries
          where owner_id = ${sellerId}
        union all select 'tutor', user_id::text, 'Your tutoring', rating_avg, rating_count from tutor_profiles
          where user_id = ${sellerId}
      ) r where r.n > 0 order by r.avg desc, r.n desc, r.title`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    itemId: r.id,
    title: r.title,
    ratingAvg: num(r.avg),
    ratingCount: num(r.n),
  }));
}

/** Live sessions the seller hosts and tutoring sessions booked with them, starting within the next days. */
async function upcoming(db: DbOrTx, sellerId: string, now: Date) {
  const until = new Date(now.getTime() + DASHBOARD_UPCOMING_DAYS * 86_400_000);
  const [row] = await rowsOf<{ live: string; tutoring: string }>(
    db,
    sql`select
      (select count(*) from live_sessions where host_user_id = ${sellerId} and canceled_at is null
        and start_at >= ${now} and start_at < ${until}) as live,
      (select count(*) from tutoring_sessions where tutor_id = ${sellerId} and status = 'confirmed'
        and start_at >= ${now} and start_at < ${until}) as tutoring`,
  );
  return { liveSessions: num(row?.live), tutoringSessions: num(row?.tutoring) };
}

/** `GET /instructor/dashboard`: one query per panel; only the caller's own items and sales. */
export async function instructorDashboard(
  db: DbOrTx,
  sellerId: string,
  range: Range,
  now: Date,
): Promise<InstructorDashboardResponse> {
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    currencyTotals: await currencyTotals(db, sellerId, range),
    byMonth: await salesByMonth(db, sellerId, range),
    byProduct: await byProduct(db, sellerId, range),
    enrolmentsByMonth: await enrolmentsByMonth(db, sellerId, range),
    courses: await courseCompletion(db, sellerId),
    quizzes: await quizResults(db, sellerId),
    ratings: await ratings(db, sellerId),
    upcoming: await upcoming(db, sellerId, now),
  };
}

/** The seller's orders in the range for the CSV, oldest first (one query). */
export async function salesRows(db: DbOrTx, sellerId: string, range: Range) {
  return rowsOf<{
    id: string;
    created_at: Date | string;
    kind: string;
    item_ref: string;
    order_title: string;
    status: string;
    currency: string;
    amount_minor: number;
  }>(db, sql`select * from (${sellerOrders(sellerId, range)}) s order by s.created_at, s.id`);
}
