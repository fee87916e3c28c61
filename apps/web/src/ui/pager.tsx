import { PAGER_TEXT, pageLabel } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import type { RefObject } from 'react';
import { Button } from './button';

/** Scrolls `target` into view (below the sticky top bar, by scroll-padding) and gives it focus. */
export function focusListTop(target: HTMLElement | null | undefined) {
  if (!target) return;
  if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea'))
    target.setAttribute('tabindex', '-1');
  target.scrollIntoView?.({ block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * Previous and Next around 'Page N'. Turning the page scrolls the list's top into view and moves focus
 * there: `scrollTargetRef` or the element with id `scrollTargetId` (a heading or the list itself), else the
 * page's h1.
 */
export function Pager({
  page,
  hasNextPage,
  onPage,
  scrollTargetRef,
  scrollTargetId,
  previousLabel = PAGER_TEXT.previous,
  nextLabel = PAGER_TEXT.next,
  className,
}: {
  page: number;
  hasNextPage: boolean;
  onPage: (page: number) => void;
  scrollTargetRef?: RefObject<HTMLElement | null>;
  scrollTargetId?: string;
  /** A list's own words for the buttons (the library's 'Prev'). */
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}) {
  const turn = (next: number) => {
    onPage(next);
    const target =
      scrollTargetRef?.current ??
      (scrollTargetId ? document.getElementById(scrollTargetId) : null) ??
      document.querySelector<HTMLElement>('main h1');
    focusListTop(target);
  };
  return (
    <nav
      aria-label={PAGER_TEXT.label}
      className={clsx('mt-6 flex items-center justify-center gap-3', className)}
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => turn(page - 1)}>
        {previousLabel}
      </Button>
      <span className="text-sm text-slate-700" aria-current="page">
        {pageLabel(page)}
      </span>
      <Button variant="secondary" size="sm" disabled={!hasNextPage} onClick={() => turn(page + 1)}>
        {nextLabel}
      </Button>
    </nav>
  );
}
