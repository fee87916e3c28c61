import { MODAL_CLOSE_LABEL } from '@medprep/shared/constants';
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { FOCUSABLE, useOverlay } from './use-overlay';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /**
   * What takes focus on open: an element of the caller's (a ref), or 'close' for the Modal's own Close
   * button. By default, the first focusable element of the body, else Close: never a footer action, so a
   * destructive confirmation opens on the safe choice.
   */
  initialFocus?: RefObject<HTMLElement | null> | 'close';
}

/**
 * A modal dialog: title, body and a Close button; everything behind it is inert; closes on Escape or a
 * backdrop click; keeps focus inside while open and gives it back to the opener on close. The body scrolls
 * and can be scrolled with the keyboard (it is focusable).
 */
export function Modal({ open, title, onClose, children, footer, initialFocus }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useOverlay({
    open,
    containerRef: dialogRef,
    onClose,
    initialFocus: () => {
      if (initialFocus === 'close') return closeRef.current;
      if (initialFocus) return initialFocus.current;
      const body = bodyRef.current;
      const first = body ? Array.from(body.querySelectorAll<HTMLElement>(FOCUSABLE))[0] : undefined;
      return first ?? closeRef.current;
    },
  });

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        data-testid="modal-backdrop"
        className="absolute inset-0 bg-slate-900/50"
        onClick={onClose}
        aria-hidden
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative flex max-h-[90vh] w-full max-w-lg flex-col rounded-t-2xl bg-white shadow-xl sm:rounded-2xl"
      >
        <div className="border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
        </div>
        <section
          ref={bodyRef}
          aria-labelledby={titleId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          data-testid="modal-body"
          className="overflow-y-auto px-5 py-4 text-sm leading-relaxed text-slate-700"
        >
          {children}
        </section>
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">
          {footer}
          <Button ref={closeRef} variant="secondary" onClick={onClose}>
            {MODAL_CLOSE_LABEL}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
