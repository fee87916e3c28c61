import { describe, expect, it } from 'vitest';
import { cpdHoursFor, formatCpdHours } from './rules.ts';

describe('CPD hours', () => {
  it('rounds a duration to the nearest half hour, a quarter hour up', () => {
    expect(cpdHoursFor(0)).toBe(0);
    expect(cpdHoursFor(14 * 60)).toBe(0);
    expect(cpdHoursFor(15 * 60)).toBe(0.5);
    expect(cpdHoursFor(44 * 60)).toBe(0.5);
    expect(cpdHoursFor(45 * 60)).toBe(1);
    expect(cpdHoursFor(75 * 60)).toBe(1.5);
    expect(cpdHoursFor(3 * 3600 + 10 * 60)).toBe(3);
  });
  it('says the hours', () => {
    expect(formatCpdHours(1)).toBe('1 CPD hour');
    expect(formatCpdHours(1.5)).toBe('1.5 CPD hours');
    expect(formatCpdHours(0)).toBe('0 CPD hours');
  });
});
