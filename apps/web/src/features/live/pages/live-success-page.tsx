import { LIVE_MESSAGES, LIVE_TEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { ButtonLink } from '../../../ui/button';
import { ErrorState } from '../../../ui/states';
import { confirmLivePurchase, liveKeys } from '../api';

/**
 * /billing/live/success: reads session_id, confirms, then opens /live/{id}?purchased=1&session_id=… (which
 * polls the entitlement, then greets the buyer with the post-payment banner and its receipt).
 */
export default function LiveSuccessPage() {
  useTitle(LIVE_TEXT.successTitle);
  const [params] = useSearchParams();
  // Read once: the app's purchase watcher may tidy the address meanwhile.
  const [sessionId] = useState(() => params.get('session_id'));
  const [liveId] = useState(() => params.get('live'));
  const navigate = useNavigate();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!sessionId || !liveId) return;
    let cancelled = false;
    confirmLivePurchase(liveId, sessionId)
      .catch(() => undefined) // the detail page polls the entitlement either way
      .then(() => {
        if (cancelled) return;
        void client.invalidateQueries({ queryKey: liveKeys.all });
        navigate(paths.liveSession(liveId, { purchased: 1, session_id: sessionId }), { replace: true });
      })
      .catch((e: Error) => setError(e.message));
    return () => {
      cancelled = true;
    };
  }, [sessionId, liveId, navigate, client]);

  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{LIVE_TEXT.successTitle}</h1>
      {!sessionId || !liveId ? (
        <div className="mt-6">
          <ErrorState message={LIVE_MESSAGES.notFound} />
          <ButtonLink to={paths.live()} className="mt-4">
            {LIVE_TEXT.backToLive}
          </ButtonLink>
        </div>
      ) : error ? (
        <ErrorState message={error} />
      ) : (
        <p role="status" className="mt-4 text-slate-700">
          {LIVE_TEXT.successConfirming}
        </p>
      )}
    </div>
  );
}
