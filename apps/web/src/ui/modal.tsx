import { MODAL_CLOSE_LABEL } from '@medprep/shared/constants';
import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { useOverlay } from './use-overlay';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * Title, body and a Close button; closes on Escape or a backdrop click; keeps focus inside while open and
 * gives it back to the opener on close.
 */
export function Modal({ open, title, onClose, children, footer }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useOverlay({ open, containerRef: dialogRef, onClose });

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
        <div className="overflow-y-auto px-5 py-4 text-sm leading-relaxed text-slate-700">{children}</div>
        <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">
          {footer}
          <Button variant="secondary" onClick={onClose}>
            {MODAL_CLOSE_LABEL}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
