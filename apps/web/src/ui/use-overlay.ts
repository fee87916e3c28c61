import { type RefObject, useEffect, useRef } from 'react';

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements marked with this attribute stay reachable behind an overlay (the announcers, the toasts). */
export const KEEP_LIVE_ATTRIBUTE = 'data-live-region';

export interface OverlayOptions {
  open: boolean;
  /** The element focus is kept inside while open. */
  containerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** Lock the page's scrolling while open (default true). */
  lockScroll?: boolean;
  /** Make everything outside the overlay inert while open (default true). */
  modal?: boolean;
  /** The element that takes focus on open (default: the first focusable element inside). */
  initialFocus?: () => HTMLElement | null | undefined;
}

/**
 * Makes every other child of <body> inert (unreachable by keyboard, pointer and assistive technology) and
 * returns the function that gives them back. Elements that were inert already are left as they were, so
 * overlays can stack.
 */
export function inertOutside(container: HTMLElement): () => void {
  let root: HTMLElement = container;
  while (root.parentElement && root.parentElement !== document.body) root = root.parentElement;
  const changed: HTMLElement[] = [];
  for (const child of Array.from(document.body.children)) {
    if (!(child instanceof HTMLElement) || child === root || child.inert) continue;
    if (child.hasAttribute(KEEP_LIVE_ATTRIBUTE) || child.tagName === 'SCRIPT') continue;
    child.inert = true;
    // jsdom and older browsers: the attribute is what counts.
    child.setAttribute('inert', '');
    changed.push(child);
  }
  return () => {
    for (const child of changed) {
      child.inert = false;
      child.removeAttribute('inert');
    }
  };
}

/**
 * What every overlay (modal, phone menu, search) does while open: everything behind it is inert, the
 * initial element takes focus, Tab and Shift+Tab stay inside, Escape closes, the page does not scroll, and
 * focus returns to whatever had it before (normally the button that opened it) on close.
 */
export function useOverlay({
  open,
  containerRef,
  onClose,
  lockScroll = true,
  modal = true,
  initialFocus,
}: OverlayOptions) {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const initialRef = useRef(initialFocus);
  initialRef.current = initialFocus;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = containerRef.current;
    const restoreInert = modal && container ? inertOutside(container) : () => {};
    (initialRef.current?.() ?? container?.querySelector<HTMLElement>(FOCUSABLE))?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !container) return;
      const items = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const inside = container.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    if (lockScroll) document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      if (lockScroll) document.body.style.overflow = overflow;
      restoreInert();
      if (previous?.isConnected) previous.focus();
    };
  }, [open, containerRef, lockScroll, modal]);
}
