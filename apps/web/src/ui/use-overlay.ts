import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface OverlayOptions {
  open: boolean;
  /** The element focus is kept inside while open. */
  containerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** Lock the page's scrolling while open (default true). */
  lockScroll?: boolean;
}

/**
 * What every overlay (modal, phone menu, search) does while open: the first focusable element takes focus,
 * Tab and Shift+Tab stay inside, Escape closes, the page does not scroll, and focus returns to whatever had
 * it before (normally the button that opened it) on close.
 */
export function useOverlay({ open, containerRef, onClose, lockScroll = true }: OverlayOptions) {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = containerRef.current;
    container?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

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
      if (previous?.isConnected) previous.focus();
    };
  }, [open, containerRef, lockScroll]);
}
