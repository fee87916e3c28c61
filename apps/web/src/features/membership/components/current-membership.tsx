import type { Membership, Plan } from '@medprep/shared';
import { isMembershipActive, membershipStatusTone } from '@medprep/shared/constants';
import { useRef, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { useToast } from '../../../ui/toast';
import { useCancelMembership } from '../api';
import { MEMBERSHIP_TEXT, statusLabel } from '../content';

/** The line under the plan name: how long the access lasts. */
export function periodLine(membership: Membership): string {
  if (membership.plan === 'lifetime' && isMembershipActive(membership)) return MEMBERSHIP_TEXT.lifetimeAccess;
  const end = formatDate(membership.currentPeriodEnd);
  if (!isMembershipActive(membership)) return `Ended on ${end}`;
  if (membership.cancelAtPeriodEnd) return `Access until ${end}`;
  return `Valid until ${end}`;
}

/** The viewer's membership: plan, status badge, period end, and (active yearly) Cancel membership. */
export function CurrentMembership({ membership, plans }: { membership: Membership; plans: Plan[] }) {
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const cancel = useCancelMembership();
  const toast = useToast();
  const planName = plans.find((p) => p.id === membership.plan)?.name ?? membership.plan;
  const canCancel =
    membership.plan === 'yearly' && isMembershipActive(membership) && !membership.cancelAtPeriodEnd;

  const closeDialog = () => {
    setConfirming(false);
    cancel.reset();
  };
  // A double click on the destructive button sends one request.
  const confirmCancel = useSingleFlight(async () => {
    await cancel.mutateAsync();
    setConfirming(false);
    toast(MEMBERSHIP_TEXT.cancelledToast, 'success');
  });

  return (
    <section
      aria-labelledby="current-membership-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="min-w-0">
        <h2 id="current-membership-title" className="text-sm font-semibold text-slate-500 uppercase">
          {MEMBERSHIP_TEXT.yourMembership}
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900">
          {planName}
          <Badge tone={membershipStatusTone(membership.status)}>{statusLabel(membership.status)}</Badge>
        </p>
        <p className="mt-1 text-sm text-slate-600">{periodLine(membership)}</p>
      </div>
      {canCancel && (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {MEMBERSHIP_TEXT.cancelMembership}
        </Button>
      )}
      <Modal
        open={confirming}
        title={MEMBERSHIP_TEXT.cancelDialogTitle}
        onClose={closeDialog}
        initialFocus={keepRef}
        footer={
          <>
            {/* The safe choice comes first and takes focus when the dialog opens. */}
            <Button ref={keepRef} variant="primary" onClick={closeDialog}>
              {MEMBERSHIP_TEXT.keepMembership}
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={() => void confirmCancel()}>
              {MEMBERSHIP_TEXT.cancelMembership}
            </Button>
          </>
        }
      >
        <p>
          You keep full access until {formatDate(membership.currentPeriodEnd)}. The membership is a one-time
          payment, so nothing is refunded and nothing will be charged again.
        </p>
        {cancel.isError && (
          <p role="alert" className="mt-3 font-medium text-red-700">
            {cancel.error.message || MEMBERSHIP_TEXT.cancelFailed}
          </p>
        )}
      </Modal>
    </section>
  );
}
