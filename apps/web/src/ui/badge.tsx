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
