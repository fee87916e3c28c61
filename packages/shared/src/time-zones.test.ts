import { describe, expect, it } from 'vitest';
import { CURRENT_ZONE_NAMES, currentZoneName, isIanaTimeZone } from './time-zones.ts';

describe('zones by their current names', () => {
  it('are the same zone as the older name Intl lists, and a tutor may keep either', () => {
    for (const [older, current] of Object.entries(CURRENT_ZONE_NAMES)) {
      const resolved = (zone: string) =>
        new Intl.DateTimeFormat('en-GB', { timeZone: zone }).resolvedOptions().timeZone;
      expect(resolved(current)).toBe(resolved(older));
      expect(isIanaTimeZone(current)).toBe(true);
      expect(isIanaTimeZone(older)).toBe(true);
    }
  });

  it('rename only the older names', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentZoneName('Europe/London')).toBe('Europe/London');
  });
});
