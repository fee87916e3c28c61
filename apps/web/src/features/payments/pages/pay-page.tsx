import { LocalPayBody, type LocalSession } from '@medprep/shared';
import { normalizeCardNumber, PAYMENT_MESSAGES, TEST_CARD_PAYS } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { Badge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { useCancelLocalSession, useLocalSession, usePayLocalSession } from '../api';
import { groupCard, PAYMENT_TEXT, TEST_CARD_HINT } from '../content';

const CLOSED_MESSAGES: Record<Exclude<LocalSession['status'], 'open'>, string> = {
  paid: PAYMENT_MESSAGES.alreadyPaid,
  cancelled: PAYMENT_MESSAGES.cancelled,
  expired: PAYMENT_MESSAGES.expired,
};

/** The longest card number accepted, in digits. */
const CARD_MAX_DIGITS = 19;

/** The server's body schema, plus what the form checks before sending: a card number at all. */
const PayForm = LocalPayBody.extend({
  cardNumber: LocalPayBody.shape.cardNumber.refine((value) => normalizeCardNumber(value) !== '', {
    message: PAYMENT_MESSAGES.unknownCard,
  }),
});

/** A refusal of the payment itself (402, a declined card): the form's line, not the field's error. */
class PaymentRefused extends Error {}

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-lg px-4 py-8 sm:py-12">{children}</div>;
}

function TestModeBanner() {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <Badge tone="amber" className="shrink-0 uppercase">
        {PAYMENT_TEXT.testMode}
      </Badge>
      <p>{PAYMENT_TEXT.testModeBody}</p>
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
        <h1 className="text-xl font-bold text-slate-900">{PAYMENT_TEXT.checkoutTitle}</h1>
        <p className="text-slate-700">{message}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {paid && <ButtonLink to={paths.myEnrollments()}>{PAYMENT_TEXT.myCourses}</ButtonLink>}
          <ButtonLink to={paths.plans()} variant={paid ? 'secondary' : 'primary'}>
            {PAYMENT_TEXT.backToPlans}
          </ButtonLink>
        </div>
      </div>
    </Shell>
  );
}

/** /pay/:sessionId: the built-in test checkout (test cards only, no real money). */
export default function PayPage() {
  useTitle(PAYMENT_TEXT.checkoutTitle);
  const { sessionId = '' } = useParams();
  const session = useLocalSession(sessionId);
  const pay = usePayLocalSession(sessionId);
  const cancel = useCancelLocalSession(sessionId);
  const form = useZodForm(PayForm, { defaultValues: { cardNumber: '' } });
  const requests = useFormRequests(form);

  // Pay: a declined card (402) is one message in the form's alert, which takes focus; a card number the
  // server rejects (400 fields.cardNumber) goes under the field, which takes focus (lib/form).
  const payWith = requests.submit(
    async ({ cardNumber }) => {
      if (pay.isSuccess) return; // On the way to the success page.
      try {
        await pay.mutateAsync(normalizeCardNumber(cardNumber));
      } catch (error) {
        if (error instanceof ApiError && error.status === 402) throw new PaymentRefused(error.message);
        // The session may have expired or been paid elsewhere: show its state.
        if (!(error instanceof ApiError && error.fields.cardNumber)) void session.refetch();
        throw error;
      }
    },
    { fallback: PAYMENT_MESSAGES.checkoutFailed },
  );
  const cancelCheckout = () =>
    requests.run(
      async () => {
        if (cancel.isSuccess) return;
        await cancel.mutateAsync();
      },
      { fallback: PAYMENT_MESSAGES.checkoutFailed, key: 'cancel' },
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
  // A request is running, or the browser is leaving: further clicks do nothing (the buttons stay focusable).
  const leaving = requests.pending !== false || pay.isSuccess || cancel.isSuccess;

  return (
    <Shell>
      <TestModeBanner />
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{PAYMENT_TEXT.checkoutTitle}</h1>
        <dl className="mt-5 flex flex-col gap-3 rounded-xl bg-slate-50 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <dt className="text-sm text-slate-600">You are buying</dt>
            <dd className="font-semibold break-words text-slate-900">{checkout.title}</dd>
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-slate-200 pt-3">
            <dt className="text-sm text-slate-600">Total ({PAYMENT_TEXT.oneTime.toLowerCase()})</dt>
            <dd className="text-2xl font-bold text-slate-900">{price}</dd>
          </div>
        </dl>

        <form
          noValidate
          onSubmit={(event) => void payWith(event)}
          className="mt-6 flex flex-col gap-4"
          aria-label="Card payment"
        >
          <Controller
            control={form.control}
            name="cardNumber"
            render={({ field, fieldState }) => (
              <Field
                {...field}
                label={PAYMENT_TEXT.cardNumber}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder={groupCard(TEST_CARD_PAYS)}
                onChange={(event) =>
                  field.onChange(groupCard(event.target.value.replace(/\D/g, '').slice(0, CARD_MAX_DIGITS)))
                }
                hint={TEST_CARD_HINT}
                error={fieldState.error?.message}
              />
            )}
          />
          <FormError control={form.control} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              size="lg"
              onClick={() => void cancelCheckout()}
              loading={requests.pending === 'cancel' || cancel.isSuccess}
              aria-disabled={leaving || undefined}
            >
              {PAYMENT_TEXT.cancel}
            </Button>
            <Button
              type="submit"
              size="lg"
              loading={requests.pending === 'submit' || pay.isSuccess}
              aria-disabled={leaving || undefined}
            >
              {PAYMENT_TEXT.pay(price)}
            </Button>
          </div>
        </form>
        <p className="mt-4 text-xs text-slate-500">
          {PAYMENT_TEXT.expiresAt(formatDateTime(checkout.expiresAt))}
        </p>
      </div>
    </Shell>
  );
}
