import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The card's look; `padded` false for a card whose content brings its own spacing (a table). */
export const cardClass = (extra?: string, padded = true) =>
  clsx('rounded-2xl border border-slate-200 bg-white shadow-sm', padded && 'p-4', extra);

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
