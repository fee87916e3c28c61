import { useSearchParams } from 'react-router';
import { type DayRange, readRange } from './range';

/** The dashboard's range, kept in the address (`?from&to`), so that a reload or a shared link shows the same. */
export function useRangeInAddress(): [DayRange, (next: DayRange) => void] {
  const [params, setParams] = useSearchParams();
  const range = readRange(params);
  return [range, (next) => setParams({ from: next.from, to: next.to })];
}
