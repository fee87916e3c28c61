/**
 * Dashboards benchmark: 100,000 orders (paid, refunded, pending; GBP, USD and EUR) over 24 months, sold by
 * 50 instructors (courses, mock exams, resource packs) and the platform (memberships), with enrolments,
 * lesson progress and attempts; every panel's query timed one request at a time: p50 and p99 of the whole
 * instructor dashboard (the busiest seller), the admin dashboard and the sales CSV, and the EXPLAIN ANALYZE
 * of the heaviest panel.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:dashboards   # PostgreSQL
 *   npm run bench:dashboards                                                            # PGlite (in memory)
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, migrateDatabase, openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { adminDashboard } from '../../apps/server/src/modules/dashboards/admin.ts';
import { instructorDashboard, salesRows } from '../../apps/server/src/modules/dashboards/instructor.ts';
import { dashboardRange } from '../../packages/shared/src/dashboards/rules.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const NOW = new Date('2026-11-26T12:00:00Z');

async function openDatabase(): Promise<{ database: Database; drop?: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return { database: await openPglite() };
  const name = `bench_dashboards_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    database: await openPostgres(dbUrl.toString(), 4),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Everything generated in SQL (generate_series), so the setup takes seconds. */
async function generate(database: Database) {
  const { db } = database;
  await db.execute(sql`insert into users (email, name, role)
    select 'seller' || i || '@bench.test', 'Seller ' || i, 'instructor' from generate_series(1, 50) i`);
  await db.execute(sql`insert into users (email, name, created_at)
    select 'buyer' || i || '@bench.test', 'Buyer ' || i, ${NOW}::timestamptz - (i % 730) * interval '1 day'
    from generate_series(1, 20000) i`);
  await db.execute(sql`insert into courses (owner_id, slug, title, status, price_minor)
    select u.id, 'c-' || u.email || '-' || k, 'Course ' || k || ' of ' || u.name, 'published', 2000
    from users u cross join generate_series(1, 10) k where u.role = 'instructor'`);
  await db.execute(sql`insert into quizzes (owner_id, slug, title, price_minor)
    select u.id, 'q-' || u.email || '-' || k, 'Mock ' || k || ' of ' || u.name, 1500
    from users u cross join generate_series(1, 4) k where u.role = 'instructor'`);
  await db.execute(sql`insert into library_entries (owner_id, kind, slug, title, price_minor)
    select u.id, 'resource', 'r-' || u.email || '-' || k, 'Pack ' || k, 900
    from users u cross join generate_series(1, 2) k where u.role = 'instructor'`);
  await db.execute(sql`insert into course_sections (course_id, title, position)
    select id, 'Section', 0 from courses`);
  await db.execute(sql`insert into lessons (course_id, section_id, title, type, text_content, position)
    select s.course_id, s.id, 'Lesson ' || k, 'text', 'x', k from course_sections s cross join generate_series(1, 8) k`);
  // Items in a fixed order; the first seller (the busiest) gets a fifth of all orders.
  await db.execute(sql`create temporary table bench_items as
    select row_number() over (order by kind, ref) as n, kind, ref, price, currency from (
      select 'course' as kind, id::text as ref, 2000 as price, 'GBP' as currency from courses
      union all select 'quiz', id::text, 1500, 'USD' from quizzes
      union all select 'resource', id::text, 900, 'EUR' from library_entries
      union all select 'membership', 'yearly', 7500, 'GBP') x`);
  await db.execute(sql`create temporary table bench_buyers as
    select row_number() over (order by id) as n, id from users where role = 'user'`);
  await db.execute(sql`insert into orders (user_id, kind, item_ref, title, amount_minor, currency, provider,
      provider_session_id, status, created_at, fulfilled_at)
    select b.id, i.kind, i.ref, 'Order ' || g, i.price, i.currency, 'local', 'bench-' || g,
      case when g % 20 = 0 then 'refunded' when g % 11 = 0 then 'pending' else 'fulfilled' end,
      ${NOW}::timestamptz - (g % 730) * interval '1 day' - (g % 24) * interval '1 hour',
      ${NOW}::timestamptz - (g % 730) * interval '1 day'
    from generate_series(1, ${ORDERS}) g
    join bench_items i on i.n = case when g % 5 = 0 then 1 + (g / 5) % 16
      else 1 + g % (select count(*) from bench_items) end
    join bench_buyers b on b.n = 1 + g % 20000`);
  await db.execute(sql`insert into enrollments (user_id, course_id, via, activated_at)
    select b.id, c.id, 'purchase', ${NOW}::timestamptz - (b.n % 700) * interval '1 day'
    from bench_buyers b join (select id, row_number() over (order by id) as n from courses) c
      on c.n = 1 + b.n % 500 or c.n = 1 + (b.n * 7) % 500`);
  await db.execute(sql`insert into lesson_progress (user_id, lesson_id, course_id, completed_at)
    select e.user_id, l.id, e.course_id, ${NOW}
    from enrollments e join lessons l on l.course_id = e.course_id and l.position <= (hashtext(e.user_id::text) & 7)`);
  await db.execute(sql`insert into quiz_attempts (quiz_id, user_id, attempt_no, status, started_at, submitted_at,
      pass_percent, questions, passed)
    select q.id, b.id, 1, 'submitted', ${NOW}, ${NOW}, 70, '[]'::jsonb, b.n % 3 <> 0
    from bench_buyers b join (select id, row_number() over (order by id) as n from quizzes) q on q.n = 1 + b.n % 200`);
  await db.execute(sql`analyze`);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function time(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const latencies: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await run();
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50).toFixed(1);
  const p99 = percentile(latencies, 99).toFixed(1);
  console.log(`${label.padEnd(34)} p50 ${p50.padStart(7)} ms   p99 ${p99.padStart(7)} ms`);
}

async function main() {
  const { database, drop } = await openDatabase();
  try {
    await migrateDatabase(database);
    const started = performance.now();
    await generate(database);
    const { db } = database;
    const counts = (await db.execute(sql`select (select count(*) from orders)::int as orders,
      (select count(*) from enrollments)::int as enrolments, (select count(*) from lesson_progress)::int as progress`)) as unknown as {
      rows: unknown[];
    };
    console.log(
      `engine ${database.engine}; generated in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
      counts.rows[0],
    );
    const busiest =
      (await db.execute(sql`select owner_id from courses c join orders o on o.item_ref = c.id::text
      group by owner_id order by count(*) desc limit 1`)) as unknown as { rows: { owner_id: string }[] };
    const seller = busiest.rows[0]!.owner_id;
    const range = dashboardRange(undefined, undefined, NOW);
    const sellerOrders = (await db.execute(sql`select count(*)::int as n from orders o join courses c
      on o.item_ref = c.id::text and o.kind = 'course' where c.owner_id = ${seller}`)) as unknown as {
      rows: unknown[];
    };
    console.log('busiest seller orders (courses):', sellerOrders.rows[0]);
    console.log(
      `load average before timing: ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    await time('instructor dashboard (8 panels)', () => instructorDashboard(db, seller, range, NOW));
    await time('admin dashboard (3 panels)', () => adminDashboard(db, range, NOW));
    await time('sales CSV rows (busiest seller)', () => salesRows(db, seller, range));
    const explain = (await db.execute(sql`explain (analyze, buffers, costs off)
      select o.currency, sum(o.amount_minor), count(*) filter (where o.status = 'refunded')
      from orders o where o.status in ('fulfilled', 'refunded') and o.created_at >= ${range.from}
        and o.created_at < ${range.to} group by o.currency`)) as unknown as {
      rows: Record<string, string>[];
    };
    console.log('\nEXPLAIN ANALYZE, admin revenue by currency (the heaviest panel):');
    for (const row of explain.rows) console.log(`  ${Object.values(row)[0]}`);
    const explainSeller = (await db.execute(sql`explain (analyze, costs off)
      with mine as (select 'course'::text as kind, c.id::text as ref from courses c where c.owner_id = ${seller})
      select o.currency, sum(o.amount_minor) from mine m join orders o on o.kind = m.kind and o.item_ref = m.ref
      where o.status in ('fulfilled', 'refunded') and o.created_at >= ${range.from} and o.created_at < ${range.to}
      group by o.currency`)) as unknown as { rows: Record<string, string>[] };
    console.log('\nEXPLAIN ANALYZE, a seller’s revenue (courses part):');
    for (const row of explainSeller.rows) console.log(`  ${Object.values(row)[0]}`);
  } finally {
    await database.close();
    await drop?.();
  }
}

await main();
