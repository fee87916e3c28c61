import type { AdminDashboardResponse } from '@medprep/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { openQuestionReportCount } from '../question-reports/index.ts';
import { currencyTotals, salesByMonth } from './instructor.ts';
import { num, PAID, rowsOf } from './sql.ts';

type Range = { from: Date; to: Date };

/**
 * The admin's counters in one query: orders paid and refunded and new accounts in the range; active members,
 * pending applications, reported reviews (visible, with reports) and failed mail now.
 */
async function counters(db: DbOrTx, { from, to }: Range, now: Date) {
  const [row] = await rowsOf<Record<string, string>>(
    db,
    sql`select
      (select count(*) from orders where status in ${PAID} and created_at >= ${from} and created_at < ${to}) as paid,
      (select count(*) from orders where status = 'refunded' and created_at >= ${from} and created_at < ${to})
        as refunded,
      (select count(*) from users where created_at >= ${from} and created_at < ${to}) as new_accounts,
      (select count(*) from memberships where status in ('active', 'trialing')
        and (current_period_end is null or current_period_end > ${now})) as active_members,
      (select count(*) from instructor_applications where status = 'pending') as pending_applications,
      (select count(*) from reviews where status = 'visible' and report_count > 0) as reported_reviews,
      (select count(*) from mail_outbox where state = 'failed') as failed_mail`,
  );
  return {
    orders: { paid: num(row?.paid), refunded: num(row?.refunded) },
    newAccounts: num(row?.new_accounts),
    activeMembers: num(row?.active_members),
    pendingApplications: num(row?.pending_applications),
    reportedReviews: num(row?.reported_reviews),
    failedMail: num(row?.failed_mail),
  };
}

/** `GET /admin/dashboard`: every seller's figures; one query per panel. */
export async function adminDashboard(db: DbOrTx, range: Range, now: Date): Promise<AdminDashboardResponse> {
  const c = await counters(db, range, now);
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    currencyTotals: await currencyTotals(db, null, range),
    byMonth: await salesByMonth(db, null, range),
    orders: c.orders,
    newAccounts: c.newAccounts,
    activeMembers: c.activeMembers,
    pendingApplications: c.pendingApplications,
    openReports: { reviews: c.reportedReviews, questions: await openQuestionReportCount(db) },
    failedMail: c.failedMail,
  };
}
