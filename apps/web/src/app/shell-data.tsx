import { createContext, lazy, type ReactNode, Suspense, use, useState } from 'react';
import { useSession } from '../lib/session';
import { withQueries } from '../lib/with-queries';

/** What the shell shows of the signed-in user's membership and application (the menus, the home hero). */
export interface ShellData {
  /** The membership is still being asked for ('Membership' without a badge meanwhile). */
  membershipPending: boolean;
  membershipActive: boolean;
  /** The user has applied to teach ('My application' entries). */
  hasApplication: boolean;
}

/** A guest's, and a signed-in user's until the answers arrive. */
export const SHELL_DATA_UNKNOWN: ShellData = {
  membershipPending: true,
  membershipActive: false,
  hasApplication: false,
};

const ShellDataContext = createContext<ShellData>(SHELL_DATA_UNKNOWN);

/** Asks the API through the query library, whose code loads only once someone is signed in. */
const Probe = lazy(withQueries(() => import('./shell-data-probe')));

/**
 * Gives the shell the signed-in user's membership and application without the query library in the first
 * load: a guest never loads it here; for a signed-in user a lazy probe asks (sharing the query cache with the
 * pages) and reports its answers.
 */
export function ShellDataProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [data, setData] = useState<ShellData>(SHELL_DATA_UNKNOWN);
  return (
    <ShellDataContext value={user ? data : SHELL_DATA_UNKNOWN}>
      {user && (
        <Suspense fallback={null}>
          <Probe key={user.id} onChange={setData} />
        </Suspense>
      )}
      {children}
    </ShellDataContext>
  );
}

export const useShellData = (): ShellData => use(ShellDataContext);
