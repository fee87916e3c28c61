import { clsx } from 'clsx';
import type { AriaAttributes, ReactNode } from 'react';

/** The card's look; `padded` false for a card whose content brings its own spacing (a table). */
export const cardClass = (extra?: string, padded = true) =>
  clsx('rounded-2xl border border-slate-200 bg-white shadow-sm', padded && 'p-4', extra);

/**
 * The app's card: a white, bordered, rounded box. `as="li"` inside a list; `padded={false}` when the
 * content brings its own spacing; aria-* attributes (a section's aria-labelledby) pass through.
 */
export function Card({
  as: Tag = 'div',
  padded = true,
  id,
  className,
  children,
  ...aria
}: AriaAttributes & {
  as?: 'div' | 'li' | 'section' | 'article';
  padded?: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag id={id} className={cardClass(className, padded)} {...aria}>
      {children}
    </Tag>
  );
}
