import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PurchaseWatcher } from '../features/membership/components/purchase-watcher';
import { Footer } from './footer';
import { TopBar } from './top-bar';

export function Layout() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the top on every new page
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <PurchaseWatcher />
      <TopBar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
