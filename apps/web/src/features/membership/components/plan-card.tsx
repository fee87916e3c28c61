import type { Plan } from '@medprep/shared';
import { paths } from '@medprep/shared/paths';
import { clsx } from 'clsx';
import { useId } from 'react';
import { formatPrice } from '../../../lib/format';
import { Badge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { MEMBERSHIP_TEXT, planFeatures } from '../content';

/** What a plan card offers the viewer. */
export type PlanOffer =
  | { kind: 'login' }
  | { kind: 'checking' }
  | { kind: 'none' }
  /** `text` is both what the button shows and its accessible name (WCAG 2.5.3, label in name). */
  | { kind: 'buy'; text: string };

/** The card's action for a plan, given who is looking and what they hold. */
export function planOffer(
  plan: Plan,
  viewer: {
    signedIn: boolean;
    checking: boolean;
    activePlan: Plan['id'] | null;
  },
): PlanOffer {
  if (viewer.checking) return { kind: 'checking' };
  if (!viewer.signedIn) return { kind: 'login' };
  if (viewer.activePlan === 'lifetime') return { kind: 'none' };
  const price = formatPrice(plan.priceMinor, plan.currency);
  if (viewer.activePlan === 'yearly') {
    if (plan.id === 'yearly') return { kind: 'buy', text: MEMBERSHIP_TEXT.renewPlan(plan.name, price) };
    return { kind: 'buy', text: MEMBERSHIP_TEXT.upgradeFor(price) };
  }
  return { kind: 'buy', text: MEMBERSHIP_TEXT.buyPlan(plan.name) };
}

export function PlanCard({
  plan,
  offer,
  current,
  pending,
  disabled,
  onBuy,
}: {
  plan: Plan;
  offer: PlanOffer;
  /** The viewer's active plan. */
  current: boolean;
  /** This plan's checkout is starting. */
  pending: boolean;
  /** A checkout is starting: clicks are ignored (the button stays focusable). */
  disabled: boolean;
  onBuy: () => void;
}) {
  const titleId = useId();
  const featured = Boolean(plan.badge);
  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
        featured ? 'border-brand-600 ring-2 ring-brand-600/20' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {plan.name}
        </h2>
        {plan.badge && <Badge tone="brand">{plan.badge}</Badge>}
        {current && <Badge tone="green">Your plan</Badge>}
      </div>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          {formatPrice(plan.priceMinor, plan.currency)}
        </span>
        <span className="text-sm text-slate-600">{MEMBERSHIP_TEXT.oneTime.toLowerCase()}</span>
      </p>
      <p className="mt-3 text-sm leading-relaxed text-slate-600">{plan.description}</p>
      <ul className="mt-4 flex flex-col gap-2 text-sm text-slate-700">
        {planFeatures(plan).map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <span aria-hidden className="mt-0.5 font-bold text-emerald-600">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-1 items-end">
        {offer.kind === 'login' && (
          <ButtonLink
            to={paths.login(paths.plans())}
            variant={featured ? 'primary' : 'secondary'}
            size="lg"
            className="w-full"
          >
            {MEMBERSHIP_TEXT.logInToBuy}
          </ButtonLink>
        )}
        {offer.kind === 'checking' && (
          <Button variant="secondary" size="lg" className="w-full" disabled>
            {MEMBERSHIP_TEXT.buy}
          </Button>
        )}
        {offer.kind === 'buy' && (
          <Button
            variant={featured ? 'primary' : 'secondary'}
            size="lg"
            className="w-full"
            loading={pending}
            aria-disabled={disabled || undefined}
            onClick={onBuy}
          >
            {pending ? MEMBERSHIP_TEXT.redirecting : offer.text}
          </Button>
        )}
      </div>
    </article>
  );
}
