import {
  DASHBOARD_DEFAULT_MONTHS,
  DASHBOARD_TIME_ZONE,
  isoDay,
  zonedMidnight,
} from '@medprep/shared/constants';

/** A range as the person picks it: two calendar days, both included (`YYYY-MM-DD`). */
export interface DayRange {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The default range: the last 12 months up to today. */
export function defaultRange(now = new Date()): DayRange {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - DASHBOARD_DEFAULT_MONTHS);
  return { from: isoDay(from), to: isoDay(now) };
}

/** The range in the address (`?from=YYYY-MM-DD&to=YYYY-MM-DD`), each day defaulting on its own. */
export function readRange(params: URLSearchParams, now = new Date()): DayRange {
  const fallback = defaultRange(now);
  const from = params.get('from');
  const to = params.get('to');
  return { from: validDay(from) ? from : fallback.from, to: validDay(to) ? to : fallback.to };
}

/**
 * What the API takes: instants where the days start in the dashboards' zone; `to` is exclusive, so the last
 * picked day runs to the next day's start.
 */
export function apiRange(range: DayRange): { from: string; to: string } {
  const next = new Date(`${range.to}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return {
    from: zonedMidnight(range.from, DASHBOARD_TIME_ZONE).toISOString(),
    to: zonedMidnight(isoDay(next), DASHBOARD_TIME_ZONE).toISOString(),
  };
}
