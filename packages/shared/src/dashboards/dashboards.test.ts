import { describe, expect, it } from 'vitest';
import { DASHBOARD_TIME_ZONE } from './copy.ts';
import { csvCell, csvLine, dashboardRange, dayIn, monthIn, monthsBetween, zonedMidnight } from './rules.ts';

describe('dashboard rules', () => {
  it('defaults to the 12 months before `to` (or now)', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(dashboardRange(undefined, undefined, now)).toEqual({
      from: new Date('2025-06-15T12:00:00Z'),
      to: now,
    });
    const to = new Date('2026-01-01T00:00:00Z');
    expect(dashboardRange(undefined, to, now).from).toEqual(new Date('2025-01-01T00:00:00Z'));
  });

  it('cuts months in London time: 23:30 UTC on 31 March 2026 is April (summer time)', () => {
    expect(monthIn(new Date('2026-03-31T23:30:00Z'), DASHBOARD_TIME_ZONE)).toBe('2026-04');
    expect(monthIn(new Date('2026-01-31T23:30:00Z'), DASHBOARD_TIME_ZONE)).toBe('2026-01');
  });

  it('lists every month a range touches, across a year end, `to` excluded', () => {
    expect(
      monthsBetween(new Date('2025-11-15T00:00:00Z'), new Date('2026-02-01T00:00:00Z'), DASHBOARD_TIME_ZONE),
    ).toEqual(['2025-11', '2025-12', '2026-01']);
  });

  it('finds where a London day starts, in winter and in summer', () => {
    expect(zonedMidnight('2026-01-15', DASHBOARD_TIME_ZONE).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(zonedMidnight('2026-06-01', DASHBOARD_TIME_ZONE).toISOString()).toBe('2026-05-31T23:00:00.000Z');
    expect(zonedMidnight('2026-03-29', DASHBOARD_TIME_ZONE).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(dayIn(new Date('2026-05-31T23:00:00Z'), DASHBOARD_TIME_ZONE)).toBe('2026-06-01');
  });

  it('quotes CSV cells that need it and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(csvLine(['x', 1])).toBe('x,1\r\n');
  });
});
