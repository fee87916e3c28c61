/** Time spans and the date formatting the tutor files share. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
