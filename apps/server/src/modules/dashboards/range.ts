import { DASHBOARD_MAX_RANGE_DAYS, DASHBOARD_TEXT, dashboardRange } from '@medprep/shared';
import { AppError } from '../../platform/errors.ts';

const DAY_MS = 86_400_000;

/** The range a dashboard covers: defaults filled in, `from` before `to`, at most the longest range; else 400. */
export function readRange(query: { from?: Date; to?: Date }, now: Date): { from: Date; to: Date } {
  const range = dashboardRange(query.from, query.to, now);
  if (range.from.getTime() >= range.to.getTime()) {
    const field = query.to ? 'to' : 'from';
    throw new AppError('validation_failed', DASHBOARD_TEXT.fromBeforeTo, {
      fields: { [field]: DASHBOARD_TEXT.fromBeforeTo },
    });
  }
  if (range.to.getTime() - range.from.getTime() > DASHBOARD_MAX_RANGE_DAYS * DAY_MS) {
    throw new AppError('validation_failed', DASHBOARD_TEXT.rangeTooLong, {
      fields: { from: DASHBOARD_TEXT.rangeTooLong },
    });
  }
  return range;
}
