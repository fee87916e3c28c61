import { POST_PAYMENT_TEXT, type PostPaymentKind } from '@medprep/shared/constants';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';
import { ReceiptLink } from './receipt-link';

/** What comes next after paying: a link (in the app, or to a part of the page), or a line of text. */
export type PostPaymentNext =
  | { label: string; to: string }
  | { label: string; href: string }
  | { label: string };

/**
 * 'Payment received — you own this': shown by a course, mock, resource, ebook or
 * live-session page when its buyer comes back from a paid checkout and the page shows the thing as theirs.
 * It says what happened, links the receipt (from the checkout's sync; the order history until it is known),
 * and says what comes next. A status region whose heading takes the focus on arrival, so a screen reader
 * reads it and the keyboard starts there; dismissing it hands the focus to the page's main region.
 */
export function PostPaymentBanner({
  kind,
  sessionId,
  next,
  children,
}: {
  kind: PostPaymentKind;
  /** The checkout session the page came back with. */
  sessionId: string;
  next: PostPaymentNext;
  /** More of what comes next (a countdown, calendar buttons). */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  if (!open) return null;
  const dismiss = () => {
    setOpen(false);
    document.getElementById('main')?.focus();
  };
  const nextClass = buttonClass('primary', 'md');
  return (
    <section
      role="status"
      aria-labelledby={headingId}
      data-testid="post-payment-banner"
      className="relative flex flex-col gap-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 pr-12 text-emerald-950 shadow-sm sm:p-5 sm:pr-14"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="grid size-8 shrink-0 place-items-center rounded-full bg-emerald-700 text-lg font-bold text-white"
        >
          ✓
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
            {POST_PAYMENT_TEXT.title}
          </h2>
          <p className="text-sm">{POST_PAYMENT_TEXT.detail[kind]}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:pl-11">
        <span className="sr-only">{POST_PAYMENT_TEXT.whatNext}: </span>
        {'to' in next ? (
          <Link to={next.to} className={nextClass}>
            {next.label}
          </Link>
        ) : 'href' in next ? (
          <a href={next.href} className={nextClass}>
            {next.label}
          </a>
        ) : (
          <p className="font-semibold">{next.label}</p>
        )}
        <ReceiptLink
          sessionId={sessionId}
          className="inline-flex min-h-9 items-center text-sm font-semibold text-emerald-900 underline underline-offset-2"
        />
      </div>
      {children && <div className="sm:pl-11">{children}</div>}
      <button
        type="button"
        onClick={dismiss}
        aria-label={POST_PAYMENT_TEXT.dismissLabel}
        title={POST_PAYMENT_TEXT.dismiss}
        className="absolute top-2 right-2 grid size-9 place-items-center rounded-lg text-xl text-emerald-900 hover:bg-emerald-100"
      >
        <span aria-hidden>×</span>
      </button>
    </section>
  );
}
