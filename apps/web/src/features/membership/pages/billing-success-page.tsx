import type { MembershipResponse } from '@medprep/shared';
import { PAYMENT_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { ButtonLink } from '../../../ui/button';
import { ErrorState } from '../../../ui/states';
import { membershipKeys, syncMembership } from '../api';
import { MEMBERSHIP_TEXT } from '../content';

/** A paid Stripe session can take a moment to read as paid: ask again a few times. */
const SYNC_TRIES = 5;
const SYNC_RETRY_MS = 1500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type SyncState =
  | { kind: 'confirming' }
  | { kind: 'still-pending' }
  | { kind: 'not-paid' }
  | { kind: 'refunded' }
  | { kind: 'error'; message: string };

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
        {children}
      </div>
    </div>
  );
}

/** The payment's panel saying why it cannot go on (an alert), with the links onward. */
function NoticePanel({ message, children }: { message: ReactNode; children: ReactNode }) {
  return (
    <Panel>
      <h1 className="text-xl font-bold text-slate-900">Payment</h1>
      <p role="alert" className="text-slate-700">
        {message}
      </p>
      {children}
    </Panel>
  );
}

/** /billing/success: confirms the membership payment (POST /membership/sync), then goes to My courses. */
export default function BillingSuccessPage() {
  useTitle('Payment');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [state, setState] = useState<SyncState>({ kind: 'confirming' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!sessionId) return;
    void round; // a new round (Retry) syncs again
    let cancelled = false;
    setState({ kind: 'confirming' });
    (async () => {
      for (let attempt = 1; attempt <= SYNC_TRIES; attempt++) {
        try {
          const answer = await syncMembership(sessionId);
          if (cancelled) return;
          if (answer.fulfilled || answer.status === 'fulfilled') {
            if (answer.membership !== undefined) {
              client.setQueryData<MembershipResponse>(membershipKeys.mine, { membership: answer.membership });
            }
            void client.invalidateQueries();
            navigate(paths.myEnrollments(), { replace: true });
            return;
          }
          if (answer.status === 'refunded') {
            // Paid for what the caller already had (two tabs): the payment went back.
            void client.invalidateQueries();
            setState({ kind: 'refunded' });
            return;
          }
          if (answer.status !== 'pending') {
            setState({ kind: 'not-paid' });
            return;
          }
        } catch (error) {
          if (!cancelled) {
            setState({ kind: 'error', message: (error as Error).message || MEMBERSHIP_TEXT.syncFailed });
          }
          return;
        }
        if (attempt < SYNC_TRIES) await wait(SYNC_RETRY_MS);
        if (cancelled) return;
      }
      setState({ kind: 'still-pending' });
    })();
    return () => {
      cancelled = true;
    };
  }, [sessionId, round, client, navigate]);

  if (!sessionId) {
    return (
      <NoticePanel message={MEMBERSHIP_TEXT.missingSession}>
        <ButtonLink to={paths.plans()}>{MEMBERSHIP_TEXT.backToPlans}</ButtonLink>
      </NoticePanel>
    );
  }

  if (state.kind === 'error') {
    return (
      <div className="mx-auto max-w-lg px-4 py-12">
        <ErrorState
          message={MEMBERSHIP_TEXT.syncFailed}
          detail={state.message}
          onRetry={() => setRound((r) => r + 1)}
        />
        <p className="mt-4 text-center">
          <ButtonLink to={paths.plans()} variant="ghost">
            {MEMBERSHIP_TEXT.backToPlans}
          </ButtonLink>
        </p>
      </div>
    );
  }

  if (state.kind === 'refunded') {
    return (
      <NoticePanel message={PAYMENT_MESSAGES.refunded}>
        <ButtonLink to={paths.myEnrollments()}>{MEMBERSHIP_TEXT.myCourses}</ButtonLink>
      </NoticePanel>
    );
  }

  if (state.kind === 'not-paid' || state.kind === 'still-pending') {
    return (
      <NoticePanel
        message={state.kind === 'not-paid' ? MEMBERSHIP_TEXT.notConfirmed : MEMBERSHIP_TEXT.stillConfirming}
      >
        <div className="flex flex-wrap justify-center gap-2">
          <ButtonLink to={paths.myEnrollments()}>{MEMBERSHIP_TEXT.myCourses}</ButtonLink>
          <ButtonLink to={paths.plans()} variant="secondary">
            {MEMBERSHIP_TEXT.backToPlans}
          </ButtonLink>
        </div>
      </NoticePanel>
    );
  }

  return (
    <Panel>
      <span
        aria-hidden
        className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
      />
      <div role="status">
        <h1 className="text-xl font-bold text-slate-900">{MEMBERSHIP_TEXT.confirming}</h1>
      </div>
    </Panel>
  );
}
