import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { LoadingBlock } from '../ui/states';
import { paths } from './paths';

/** Sends a guest to /login carrying where they were going (platform.md §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadingBlock label="Checking your session…" />
      </div>
    );
  }
  if (!user) return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}
