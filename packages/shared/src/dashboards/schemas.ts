import { z } from 'zod';
import { queryDateTime } from '../fields/schemas.ts';
import { PURCHASE_KINDS } from '../payments/copy.ts';
import { CURRENCIES } from '../ui.ts';

/**
 * `?from&to` of both dashboards and the sales CSV: ISO date-times or bare dates (midnight UTC); the range is
 * `from` ≤ ordered at < `to`. Defaults and the order of the two are checked by the service (`dashboardRange`).
 */
export const DashboardQuery = z.object({
  from: queryDateTime('From', { allowDate: true }),
  to: queryDateTime('To', { allowDate: true }),
});
export type DashboardQuery = z.input<typeof DashboardQuery>;

const Currency = z.enum(CURRENCIES);

/** Paid orders (fulfilled or later refunded): gross; refunded: those given back in full; net = gross − refunded. */
export const CurrencyTotal = z
  .object({ currency: Currency, grossMinor: z.number(), refundedMinor: z.number(), netMinor: z.number() })
  .meta({ id: 'DashboardCurrencyTotal' });
export type CurrencyTotal = z.infer<typeof CurrencyTotal>;

/** `month` is `YYYY-MM` in the dashboards' zone. */
export const MonthFigure = z
  .object({ month: z.string(), currency: Currency, netMinor: z.number(), sales: z.number() })
  .meta({ id: 'DashboardMonthFigure' });
export type MonthFigure = z.infer<typeof MonthFigure>;

export const InstructorDashboardResponse = z
  .object({
    from: z.string(),
    to: z.string(),
    currencyTotals: z.array(CurrencyTotal),
    byMonth: z.array(MonthFigure),
    byProduct: z.array(
      z.object({
        kind: z.enum(PURCHASE_KINDS),
        itemId: z.string(),
        title: z.string(),
        sales: z.number(),
        netMinor: z.number(),
        currency: Currency,
      }),
    ),
    enrolmentsByMonth: z.array(z.object({ month: z.string(), enrolments: z.number() })),
    courses: z.array(
      z.object({
        courseId: z.string(),
        title: z.string(),
        learners: z.number(),
        reached25: z.number(),
        reached50: z.number(),
        reached75: z.number(),
        completed: z.number(),
      }),
    ),
    /** `passRate`: percent of submitted attempts that passed, one decimal; null with no attempts. */
    quizzes: z.array(
      z.object({
        quizId: z.string(),
        title: z.string(),
        attempts: z.number(),
        passRate: z.number().nullable(),
      }),
    ),
    ratings: z.array(
      z.object({
        kind: z.enum(['course', 'quiz', 'resource', 'ebook', 'tutor']),
        itemId: z.string(),
        title: z.string(),
        ratingAvg: z.number(),
        ratingCount: z.number(),
      }),
    ),
    upcoming: z.object({ liveSessions: z.number(), tutoringSessions: z.number() }),
  })
  .meta({ id: 'InstructorDashboardResponse' });
export type InstructorDashboardResponse = z.infer<typeof InstructorDashboardResponse>;

export const AdminDashboardResponse = z
  .object({
    from: z.string(),
    to: z.string(),
    currencyTotals: z.array(CurrencyTotal),
    byMonth: z.array(MonthFigure),
    orders: z.object({ paid: z.number(), refunded: z.number() }),
    newAccounts: z.number(),
    activeMembers: z.number(),
    pendingApplications: z.number(),
    openReports: z.object({ reviews: z.number(), questions: z.number() }),
    failedMail: z.number(),
  })
  .meta({ id: 'AdminDashboardResponse' });
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponse>;
