import { countdownText } from '@medprep/shared/constants';
import { useEffect, useState } from 'react';

/** 'Starts in 2d 4h', or 'Starts in 1h 5m 9s' ticking each second; 'Starting now' at zero. */
export function Countdown({ startAt }: { startAt: string }) {
  const start = new Date(startAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = start - now;
  const done = left <= 0;
  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done]);
  return (
    <p className="text-lg font-semibold text-brand-800" data-testid="countdown">
      {/* Announced once, not every second. */}
      <span aria-live="off">{countdownText(left)}</span>
    </p>
  );
}
