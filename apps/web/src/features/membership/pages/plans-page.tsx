import type { Plan } from '@medprep/shared';
import { isMembershipActive, PAYMENT_MESSAGES } from '@medprep/shared/constants';
import { useSession } from '../../../lib/session';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useTitle } from '../../../lib/use-title';
import { ErrorState, ownDetail, Skeleton } from '../../../ui/states';
import { useMembershipCheckout, useMyMembership, usePlans } from '../api';
import { CurrentMembership } from '../components/current-membership';
import { PlanCard, planOffer } from '../components/plan-card';
import { MEMBERSHIP_TEXT } from '../content';

function PlansSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 md:grid-cols-2">
      <span className="sr-only">Loading plans…</span>
      <Skeleton className="h-96" />
      <Skeleton className="h-96" />
    </div>
  );
}

/** /billing/plans: the membership plans, the viewer's membership, and Buy / Renew / Log in to buy. */
export default function PlansPage() {
  useTitle(MEMBERSHIP_TEXT.plansTitle);
  const { user, loading } = useSession();
  const plans = usePlans();
  const mine = useMyMembership();
  const checkout = useMembershipCheckout();

  const membership = user ? mine.membership : null;
  const activePlan = membership && isMembershipActive(membership) ? membership.plan : null;
  const viewer = {
    signedIn: Boolean(user),
    checking: loading || (Boolean(user) && mine.isPending),
    activePlan,
  };

  // One checkout at a time: a double click on Buy sends one request, and after a successful start the
  // browser is leaving for the payment page, so the guard stays closed.
  const buy = useSingleFlight((plan: Plan) => checkout.mutateAsync(plan.id), { holdAfterSuccess: true });
  // After a successful start the browser is on its way to the checkout page.
  const leaving = checkout.isPending || checkout.isSuccess;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Membership</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {MEMBERSHIP_TEXT.plansTitle}
        </h1>
        <p className="mt-3 text-base leading-relaxed text-slate-600">{MEMBERSHIP_TEXT.plansIntro}</p>
      </header>

      {membership && plans.data && (
        <div className="mt-8">
          <CurrentMembership membership={membership} plans={plans.data.plans} />
        </div>
      )}

      {activePlan === 'lifetime' && (
        <p className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
          {PAYMENT_MESSAGES.lifetimeActive}
        </p>
      )}

      {checkout.isError && (
        <p
          role="alert"
          className="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {checkout.error.message || PAYMENT_MESSAGES.checkoutFailed}
        </p>
      )}

      <section aria-label="Plans" className="mt-8">
        {plans.isPending ? (
          <PlansSkeleton />
        ) : plans.isError ? (
          <ErrorState
            message={PAYMENT_MESSAGES.loadPlansFailed}
            detail={ownDetail(plans.error, PAYMENT_MESSAGES.loadPlansFailed)}
            onRetry={() => void plans.refetch()}
          />
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            {plans.data.plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                offer={planOffer(plan, viewer)}
                current={activePlan === plan.id}
                pending={leaving && checkout.variables === plan.id}
                disabled={leaving}
                onBuy={() => void buy(plan)}
              />
            ))}
          </div>
        )}
      </section>

      <p className="mt-8 text-center text-sm text-slate-600">{MEMBERSHIP_TEXT.support}</p>
    </div>
  );
}
