import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { PurchaseWatcher } from '../features/payments/components/purchase-watcher';
import { useToast } from '../ui/toast';
import { Footer } from './footer';
import { isNotFoundState } from './not-found';
import { RouteAnnouncer } from './route-focus';
import type { RouteHandle } from './route-table';
import { SHELL_TEXT } from './shell-text';
import { TopBar } from './top-bar';

const MAIN_ID = 'main';

/** An unknown address came home (not-found.tsx): say so once, then forget it. */
function useNotFoundNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!isNotFoundState(location.state) || shown.current === location.key) return;
    shown.current = location.key;
    toast(SHELL_TEXT.notFound, 'info');
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate, toast]);
}

export function Layout() {
  const { pathname } = useLocation();
  const firstPage = useRef<string | null>(pathname);
  // Scroll to the top on every new page, but not on the first: the reader may have scrolled the server's
  // first paint before the app took over.
  useEffect(() => {
    if (firstPage.current === pathname) return;
    firstPage.current = null;
    window.scrollTo?.(0, 0);
  }, [pathname]);
  useNotFoundNotice();
  // A focused route (the exam screen) is drawn without the shell: its page has its own slim bar. The tree
  // keeps its shape either way, so the announcer and the page are not remounted by the switch.
  const focused = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.layout === 'focused');
  return (
    <div className="flex min-h-screen flex-col">
      {!focused && (
        <a
          href={`#${MAIN_ID}`}
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
      )}
      <RouteAnnouncer mainId={MAIN_ID} />
      <PurchaseWatcher />
      {!focused && <TopBar />}
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      {!focused && <Footer />}
    </div>
  );
}
