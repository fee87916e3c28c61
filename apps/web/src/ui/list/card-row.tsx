import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One card of a list of rows (a ListView's `rowCards`): a small eyebrow, the title (a link when `to`), the
 * lines under it (`children`), its badges, and its actions at the end (under it when narrow).
 */
export function CardRow({
  eyebrow,
  title,
  to,
  children,
  badges,
  actions,
  actionsTestId,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  to?: string;
  children?: ReactNode;
  badges?: ReactNode;
  actions?: ReactNode;
  actionsTestId?: string;
}) {
  return (
    <>
      <div className="flex min-w-0 flex-col gap-1">
        {eyebrow && <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{eyebrow}</p>}
        {to ? (
          <Link
            to={to}
            className="self-start font-semibold break-words text-slate-900 underline-offset-2 hover:underline"
          >
            {title}
          </Link>
        ) : (
          <p className="font-semibold break-words text-slate-900">{title}</p>
        )}
        {children}
        {badges && <div className="flex flex-wrap items-center gap-2">{badges}</div>}
      </div>
      {actions && (
        <div className="flex flex-wrap items-center gap-2 sm:justify-end" data-testid={actionsTestId}>
          {actions}
        </div>
      )}
    </>
  );
}
