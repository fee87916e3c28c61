/** Pure rules of reviews. */

/** How a reviewer is named in public: first name and the initial of the last ('Asha K.'). */
export function reviewerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '';
  const first = parts[0]!;
  if (parts.length === 1) return first;
  const last = parts[parts.length - 1]!;
  return `${first} ${Array.from(last)[0]!.toUpperCase()}.`;
}

/** An average as shown and stored: one decimal, rounded half up. */
export const roundRating = (average: number): number => Math.round(average * 10) / 10;

/** Each bar's share of the reviews, in whole percent (0 when there are none). */
export const histogramShares = (histogram: readonly number[]): number[] => {
  const total = histogram.reduce((a, b) => a + b, 0);
  return histogram.map((n) => (total === 0 ? 0 : Math.round((n / total) * 100)));
};
