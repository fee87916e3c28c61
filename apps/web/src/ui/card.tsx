import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export const cardClass = (extra?: string) =>
  clsx('rounded-2xl border border-slate-200 bg-white p-4 shadow-sm', extra);

/** The app's card: a white, bordered, rounded box. `as="li"` inside a list. */
export function Card({
  as: Tag = 'div',
  className,
  children,
}: {
  as?: 'div' | 'li' | 'section' | 'article';
  className?: string;
  children: ReactNode;
}) {
  return <Tag className={cardClass(className)}>{children}</Tag>;
}
