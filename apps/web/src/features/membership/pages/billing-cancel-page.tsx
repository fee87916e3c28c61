import { paths } from '@medprep/shared/paths';
import { useTitle } from '../../../lib/use-title';
import { ButtonLink } from '../../../ui/button';
import { MEMBERSHIP_TEXT } from '../content';

/** /billing/cancel: the checkout was left without paying. */
export default function BillingCancelPage() {
  useTitle(MEMBERSHIP_TEXT.paymentCancelled);
  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{MEMBERSHIP_TEXT.paymentCancelled}</h1>
        <p className="text-slate-700">{MEMBERSHIP_TEXT.paymentCancelledBody}</p>
        <ButtonLink to={paths.plans()}>{MEMBERSHIP_TEXT.backToPlans}</ButtonLink>
      </div>
    </div>
  );
}
