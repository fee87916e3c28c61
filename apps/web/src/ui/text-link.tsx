import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const LOOKS = {
  /** In running text or under a heading (back to a list, View profile …): small, brand, underlined. */
  text: 'text-sm font-medium text-brand-700 underline',
  /** A card's title stretched over the whole card (its `::after` covers the card, which must be `relative`). */
  card: "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none",
} as const;

interface LinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

function StyledLink({ look, to, className, children }: LinkProps & { look: keyof typeof LOOKS }) {
  return (
    <Link to={to} className={clsx(LOOKS[look], className)}>
      {children}
    </Link>
  );
}

/** An in-app link in running text or under a heading. */
export const TextLink = (props: LinkProps) => <StyledLink look="text" {...props} />;

/** A card's title link covering the whole card: the card is one link, named by its title. */
export const CardLink = (props: LinkProps) => <StyledLink look="card" {...props} />;

/** The way back above a page's heading (← My courses): small, brand, underlined on hover, the arrow hidden. */
export function BackLink({ to, className, children }: LinkProps) {
  return (
    <Link
      to={to}
      className={clsx(
        'inline-flex min-h-6 items-center text-sm font-medium text-brand-700 hover:underline',
        className,
      )}
    >
      <span aria-hidden>←&nbsp;</span>
      {children}
    </Link>
  );
}
