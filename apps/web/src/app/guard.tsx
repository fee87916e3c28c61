import { type ReactNode, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { LoadingBlock } from '../ui/loading';
import { paths } from './paths';

/**
 * Sends a guest to /login carrying where they were going. A user who signs out while on
 * the page goes home instead: they asked to leave, not to sign in again.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;
  if (loading) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadingBlock label="Checking your session…" />
      </div>
    );
  }
  if (!user) {
    if (wasSignedIn.current) return <Navigate to={paths.home()} replace />;
    return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
  }
  return <>{children}</>;
}
