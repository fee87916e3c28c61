import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The focused exam screen's slim bar (docs/decisions/370): sticky at the top, in place of the site's top
 * bar, with a way out first. The play screen fills it with the title, progress, timer and Submit; while
 * the attempt opens, or when it cannot, it holds the way back alone.
 */
export function ExamBar({
  leaveTo,
  leaveText,
  leaveLabel,
  compactLeave = false,
  children,
}: {
  leaveTo: string;
  leaveText: string;
  /** A fuller name for the way out, which must contain `leaveText` (label in name). */
  leaveLabel?: string;
  /** Only the arrow on a phone, to leave room for the rest of the bar. */
  compactLeave?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex min-h-15 max-w-6xl items-center gap-2 px-3 py-2 sm:gap-4 sm:px-4">
        <Link
          to={leaveTo}
          aria-label={leaveLabel}
          className="flex min-h-11 shrink-0 items-center rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          <span aria-hidden>←</span>
          <span className={compactLeave ? 'ml-1 hidden sm:inline' : 'ml-1'}>{leaveText}</span>
        </Link>
        {children}
      </div>
    </header>
  );
}
