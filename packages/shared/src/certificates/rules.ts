import { CPD_ROUNDING_SEC } from './copy.ts';

/** CPD hours for a duration: rounded to the nearest half hour (a quarter hour rounds up). */
export function cpdHoursFor(durationSec: number): number {
  const halfHours = Math.round(Math.max(0, durationSec) / CPD_ROUNDING_SEC);
  return halfHours / 2;
}

/** '1.5 CPD hours', '1 CPD hour', '0 CPD hours'. */
export const formatCpdHours = (hours: number): string => `${hours} CPD hour${hours === 1 ? '' : 's'}`;
