import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type Tone = 'green' | 'amber' | 'gray' | 'red' | 'blue' | 'brand';

const tones: Record<Tone, string> = {
  green: 'bg-emerald-100 text-emerald-800',
  amber: 'bg-amber-100 text-amber-800',
  gray: 'bg-slate-200 text-slate-700',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-sky-100 text-sky-800',
  brand: 'bg-brand-100 text-brand-800',
};

/** The one pill: a short word on a tone. */
export function Badge({
  tone = 'gray',
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** How a feature shows its statuses: a tone and a label for each (a status missing from `tones` is gray). */
export interface StatusScheme<S extends string> {
  tones: Partial<Record<S, Tone>>;
  labels: Record<S, string> | ((status: S) => string);
}

export const statusText = <S extends string>(scheme: StatusScheme<S>, status: S) =>
  typeof scheme.labels === 'function' ? scheme.labels(status) : scheme.labels[status];

/** The one status badge: a feature passes its scheme (courses, live sessions, applications …). */
export function StatusBadge<S extends string>({
  status,
  scheme,
  className,
}: {
  status: S;
  scheme: StatusScheme<S>;
  className?: string;
}) {
  return (
    <Badge tone={scheme.tones[status] ?? 'gray'} className={clsx('shrink-0 whitespace-nowrap', className)}>
      {statusText(scheme, status)}
    </Badge>
  );
}
