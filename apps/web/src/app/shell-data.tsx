import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSession } from '../lib/session';
import { SHELL_DATA_UNKNOWN, type ShellData, ShellDataContext } from '../lib/shell-data';
import { withQueries } from '../lib/with-queries';

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
