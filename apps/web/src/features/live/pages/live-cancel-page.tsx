import { LIVE_TEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useTitle } from '../../../lib/use-title';
import { ButtonLink } from '../../../ui/button';

/** /billing/live/cancel: nothing was charged; back to /live. */
export default function LiveCancelPage() {
  useTitle(LIVE_TEXT.cancelTitle);
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{LIVE_TEXT.cancelTitle}</h1>
      <p className="mt-2 text-slate-700">{LIVE_TEXT.cancelLead}</p>
      <ButtonLink to={paths.live()} className="mt-6">
        {LIVE_TEXT.backToLive}
      </ButtonLink>
    </div>
  );
}
