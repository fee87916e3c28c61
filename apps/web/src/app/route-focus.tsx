import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a new page's h1 (a page may show a loading state first). */
const H1_WAIT_MS = 10_000;
/** Let the page's effects set its title before the announcement reads it. */
const ANNOUNCE_DELAY_MS = 60;

/** Moves focus to `heading` unless the page has already put focus somewhere inside the main content. */
export function focusHeading(heading: HTMLElement, main: HTMLElement) {
  const active = document.activeElement;
  const pageChoseFocus =
    active instanceof HTMLElement && active !== document.body && active.isConnected && main.contains(active);
  if (pageChoseFocus) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * On every route change (a new pathname, not the first page load): focus moves to the new page's h1 once
 * it is there, and a polite live region announces the new document title. Returns the announcer to render.
 */
export function RouteAnnouncer({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const first = useRef(true);
  const [message, setMessage] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new pathname
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    let announceTimer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      focusHeading(heading, main);
      observer.disconnect();
      clearTimeout(giveUp);
      setMessage('');
      announceTimer = setTimeout(() => setMessage(document.title), ANNOUNCE_DELAY_MS);
      return true;
    };
    const observer = new MutationObserver(() => settle());
    const giveUp = setTimeout(() => {
      observer.disconnect();
      setMessage(document.title);
    }, H1_WAIT_MS);
    if (!settle()) observer.observe(main, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
      clearTimeout(announceTimer);
    };
  }, [pathname, mainId]);

  return (
    <div data-testid="route-announcer" aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}
