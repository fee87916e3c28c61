import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { BackLink } from '../text-link';

const widths = {
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
  '7xl': 'max-w-7xl',
} as const;

/** A list screen's frame: centred, padded, its parts stacked 1.5 rem apart. */
export function ListPage({
  width = '7xl',
  className,
  children,
}: {
  width?: keyof typeof widths;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx('mx-auto flex flex-col gap-6 px-4 py-8 sm:py-10', widths[width], className)}>
      {children}
    </div>
  );
}

/**
 * The list's h1 with its primary action (New course …) beside it, wrapping under it when narrow; an
 * optional eyebrow above (Instructor), a back link above that, and an intro line under the title.
 */
export function ListHeader({
  title,
  titleId,
  eyebrow,
  back,
  intro,
  action,
}: {
  title: ReactNode;
  /** The h1's id, for a pager to scroll to. */
  titleId?: string;
  eyebrow?: ReactNode;
  back?: { to: string; label: ReactNode };
  intro?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      {back && (
        <BackLink to={back.to} className="self-start">
          {back.label}
        </BackLink>
      )}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          )}
          <h1 id={titleId} className="text-3xl font-bold tracking-tight break-words text-slate-900">
            {title}
          </h1>
          {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
        </div>
        {action}
      </div>
    </div>
  );
}

/** The row of filters above a list (status tabs, search, selects): stacked when narrow, one row when wide. */
export function ListToolbar({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={clsx(
        'flex flex-col gap-4 md:flex-row md:flex-wrap md:items-end md:justify-between',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A list screen: its frame (ListPage) with its header (ListHeader) first, then the filters and the list. */
export function ListScreen({
  width,
  className,
  children,
  ...header
}: Parameters<typeof ListHeader>[0] &
  Omit<Parameters<typeof ListPage>[0], 'children'> & { children?: ReactNode }) {
  return (
    <ListPage width={width} className={className}>
      <ListHeader {...header} />
      {children}
    </ListPage>
  );
}
