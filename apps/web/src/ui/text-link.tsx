import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An in-app link in running text or under a heading (back to a list, View profile …): small, brand, underlined. */
export function TextLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={clsx('text-sm font-medium text-brand-700 underline', className)}>
      {children}
    </Link>
  );
}
