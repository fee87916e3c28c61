import { paths } from '@medprep/shared/paths';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { invalidateQueries } from '../../../lib/query-registry';
import { useSession } from '../../../lib/session';
import { PURCHASE_PARAM, SESSION_PARAM, syncPurchaseReturn } from '../purchase-return';

/**
 * Reads session_id on any page, syncs the purchase (POST /purchase/sync, failures only logged), refreshes
 * every cached query, then removes session_id and purchase from the address. The
 * success pages that confirm their own checkout (membership, live sessions) are left alone: tidying their
 * address while they navigate on would send the person back to them.
 */
const SELF_CONFIRMING_PAGES: readonly string[] = [
  paths.billingSuccess(),
  paths.liveSuccess(),
  paths.tutorBookingSuccess(),
  paths.tutorRequestSuccess(),
];
/** Resource and ebook pages confirm their own purchase return (`?purchase=success&session_id=…`) themselves. */
const SELF_CONFIRMING_PREFIXES: readonly string[] = [
  paths.libraryDetail('resource', ''),
  paths.libraryDetail('ebook', ''),
];

export function PurchaseWatcher() {
  const { user, loading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(new Set<string>());
  // The address when the sync ends, which may differ from the one it started on.
  const latest = useRef(location);
  latest.current = location;

  const sessionId = new URLSearchParams(location.search).get(SESSION_PARAM);
  const signedIn = Boolean(user);
  const onSuccessPage =
    SELF_CONFIRMING_PAGES.includes(location.pathname) ||
    (new URLSearchParams(location.search).get(PURCHASE_PARAM) === 'success' &&
      SELF_CONFIRMING_PREFIXES.some((prefix) => location.pathname.startsWith(prefix)));

  useEffect(() => {
    if (!sessionId || loading || !signedIn || onSuccessPage) return;
    if (handled.current.has(sessionId)) return;
    handled.current.add(sessionId);
    void (async () => {
      try {
        // Shared with the page's post-payment banner, which shows the receipt of this very sync.
        await syncPurchaseReturn(sessionId);
      } catch (error) {
        console.error('Purchase sync failed', error);
      }
      invalidateQueries();
      const here = latest.current;
      const params = new URLSearchParams(here.search);
      if (params.get(SESSION_PARAM) !== sessionId) return; // the user has moved on
      params.delete(SESSION_PARAM);
      params.delete(PURCHASE_PARAM);
      const search = params.toString();
      navigate(
        { pathname: here.pathname, search: search ? `?${search}` : '', hash: here.hash },
        { replace: true, state: here.state },
      );
    })();
  }, [sessionId, loading, signedIn, onSuccessPage, navigate]);

  return null;
}
