import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/session';
import { ToastProvider } from '../ui/toast';
import { ShellDataProvider } from './shell-data';

/**
 * The app's providers. The query library's provider is not among them: it comes with the first page or
 * component that fetches (lib/with-queries.ts), so the home page's first load does without it.
 */
export function Providers({ children, sessionLoading }: { children: ReactNode; sessionLoading?: boolean }) {
  return (
    <SessionProvider initialLoading={sessionLoading}>
      <ShellDataProvider>
        <ToastProvider>{children}</ToastProvider>
      </ShellDataProvider>
    </SessionProvider>
  );
}
