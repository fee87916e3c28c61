import { type LocalSession, normalizeCardNumber, PAYMENT_MESSAGES, TEST_CARD_PAYS } from '@medprep/shared';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useTitle } from '../../../lib/use-title';
import { Badge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { useCancelLocalSession, useLocalSession, usePayLocalSession } from '../api';
import { groupCard, MEMBERSHIP_TEXT, TEST_CARD_HINT } from '../content';

const CLOSED_MESSAGES: Record<Exclude<LocalSession['status'], 'open'>, string> = {
  paid: PAYMENT_MESSAGES.alreadyPaid,
  cancelled: PAYMENT_MESSAGES.cancelled,
  expired: PAYMENT_MESSAGES.expired,
};

/** The longest card number accepted, in digits. */
const CARD_MAX_DIGITS = 19;

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-lg px-4 py-8 sm:py-12">{children}</div>;
}

function TestModeBanner() {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <Badge tone="amber" className="shrink-0 uppercase">
        {MEMBERSHIP_TEXT.testMode}
      </Badge>
      <p>{MEMBERSHIP_TEXT.testModeBody}</p>
    </div>
  );
}

/** A checkout that can no longer be paid (or was not found), with a way back to the plans. */
function Closed({ message, paid }: { message: string; paid?: boolean }) {
  return (
    <Shell>
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm"
      >
        <h1 className="text-xl font-bold text-slate-900">{MEMBERSHIP_TEXT.checkoutTitle}</h1>
        <p className="text-slate-700">{message}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {paid && <ButtonLink to={paths.myEnrollments()}>{MEMBERSHIP_TEXT.myCourses}</ButtonLink>}
          <ButtonLink to={paths.plans()} variant={paid ? 'secondary' : 'primary'}>
            {MEMBERSHIP_TEXT.backToPlans}
          </ButtonLink>
        </div>
      </div>
    </Shell>
  );
}

/** /pay/:sessionId: the built-in test checkout (DECISIONS §3). */
export default function PayPage() {
  useTitle(MEMBERSHIP_TEXT.checkoutTitle);
  const { sessionId = '' } = useParams();
  const session = useLocalSession(sessionId);
  const pay = usePayLocalSession(sessionId);
  const cancel = useCancelLocalSession(sessionId);
  const [card, setCard] = useState('');
  const [cardError, setCardError] = useState<string | undefined>();
  const [formError, setFormError] = useState('');
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const cardFieldRef = useRef<HTMLDivElement>(null);
  const [focusCard, setFocusCard] = useState(0);

  // A refused payment (a declined card, an expired checkout) is announced (role="alert") and takes focus,
  // so that keyboard and screen-reader users land on it instead of on the page's start.
  useEffect(() => {
    if (formError) formErrorRef.current?.focus();
  }, [formError]);
  // A card number the server refused: focus goes to the field, which its error describes.
  useEffect(() => {
    if (focusCard > 0) cardFieldRef.current?.querySelector('input')?.focus();
  }, [focusCard]);

  const onFail = (error: unknown) => {
    if (!(error instanceof Error)) return;
    // A decline (402) is about the payment, not the typing: one message, in the form's alert.
    const declined = error instanceof ApiError && error.status === 402;
    if (!declined && error instanceof ApiError && error.fields.cardNumber) {
      setCardError(error.fields.cardNumber);
      setFocusCard((n) => n + 1);
      return;
    }
    setFormError(error.message || PAYMENT_MESSAGES.checkoutFailed);
    // The session may have expired or been paid elsewhere: show its state.
    void session.refetch();
  };

  // One request at a time: a double click on Pay or Cancel sends one; after a success the browser leaves.
  const payOnce = useSingleFlight(
    (digits: string) =>
      pay.mutateAsync(digits).catch((error: unknown) => {
        onFail(error);
        throw error;
      }),
    { holdAfterSuccess: true },
  );
  const cancelOnce = useSingleFlight(
    () =>
      cancel.mutateAsync().catch((error: unknown) => {
        onFail(error);
        throw error;
      }),
    { holdAfterSuccess: true },
  );

  if (session.isPending) {
    return (
      <Shell>
        <LoadingBlock label="Loading checkout…" rows={2} />
      </Shell>
    );
  }
  if (session.isError) {
    if (session.error instanceof ApiError && session.error.status === 404) {
      return <Closed message={session.error.message || PAYMENT_MESSAGES.sessionNotFound} />;
    }
    return (
      <Shell>
        <ErrorState
          message={PAYMENT_MESSAGES.sessionNotFound}
          detail={session.error.message}
          onRetry={() => void session.refetch()}
        />
      </Shell>
    );
  }

  const checkout = session.data;
  if (checkout.status !== 'open') {
    return <Closed message={CLOSED_MESSAGES[checkout.status]} paid={checkout.status === 'paid'} />;
  }

  const price = formatPrice(checkout.amountMinor, checkout.currency);
  const leaving = pay.isPending || pay.isSuccess || cancel.isPending || cancel.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (leaving) return;
    setCardError(undefined);
    setFormError('');
    const digits = normalizeCardNumber(card);
    if (!digits) {
      setCardError(PAYMENT_MESSAGES.unknownCard);
      setFocusCard((n) => n + 1);
      return;
    }
    void payOnce(digits);
  };

  const onCancel = () => {
    if (leaving) return;
    setFormError('');
    void cancelOnce();
  };

  return (
    <Shell>
      <TestModeBanner />
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{MEMBERSHIP_TEXT.checkoutTitle}</h1>
        <dl className="mt-5 flex flex-col gap-3 rounded-xl bg-slate-50 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <dt className="text-sm text-slate-600">You are buying</dt>
            <dd className="font-semibold break-words text-slate-900">{checkout.title}</dd>
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-slate-200 pt-3">
            <dt className="text-sm text-slate-600">Total ({MEMBERSHIP_TEXT.oneTime.toLowerCase()})</dt>
            <dd className="text-2xl font-bold text-slate-900">{price}</dd>
          </div>
        </dl>

        <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" aria-label="Card payment">
          <div ref={cardFieldRef}>
            <Field
              label={MEMBERSHIP_TEXT.cardNumber}
              name="cardNumber"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder={groupCard(TEST_CARD_PAYS)}
              value={card}
              onChange={(event) => {
                setCard(groupCard(event.target.value.replace(/\D/g, '').slice(0, CARD_MAX_DIGITS)));
                setCardError(undefined);
              }}
              hint={TEST_CARD_HINT}
              error={cardError}
            />
          </div>
          {formError && (
            <p
              ref={formErrorRef}
              role="alert"
              tabIndex={-1}
              className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {formError}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              size="lg"
              onClick={onCancel}
              loading={cancel.isPending}
              aria-disabled={leaving || undefined}
            >
              {MEMBERSHIP_TEXT.cancel}
            </Button>
            <Button type="submit" size="lg" loading={pay.isPending} aria-disabled={leaving || undefined}>
              {MEMBERSHIP_TEXT.pay(price)}
            </Button>
          </div>
        </form>
        <p className="mt-4 text-xs text-slate-500">
          {MEMBERSHIP_TEXT.expiresAt(formatDateTime(checkout.expiresAt))}
        </p>
      </div>
    </Shell>
  );
}
