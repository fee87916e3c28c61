import { TIMER_TICK_MS } from '@medprep/shared/constants';
import { useEffect, useState } from 'react';

/**
 * Seconds left until `expiresAt` (the server's clock; `offsetMs` = server time − this device's time), read
 * every 500 ms; null for an untimed attempt. Computed from the end time, never counted down, so it is right
 * after a reload, a sleeping tab or a slow tick.
 */
export function useCountdown(expiresAt: string | null, offsetMs = 0): number | null {
  const end = expiresAt ? Date.parse(expiresAt) : null;
  const left = () => (end === null ? null : Math.max(0, Math.ceil((end - (Date.now() + offsetMs)) / 1000)));
  const [remaining, setRemaining] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only end and offsetMs
  useEffect(() => {
    setRemaining(left());
    if (end === null) return;
    const timer = setInterval(() => setRemaining(left()), TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [end, offsetMs]);
  return remaining;
}

/** 75 → '1:15'; 3725 → '1:02:05'. */
export function formatClock(totalSec: number): string {
  const h = Math.floor(totalSec / 3600);
  const m = Math.floor((totalSec % 3600) / 60);
  const s = totalSec % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
