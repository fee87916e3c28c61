import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyOnDemand, OnDemand, usePreloadWhenIdle } from '../lib/lazy-on-demand';
import { useShellData } from '../lib/shell-data';
import { MenuIcon } from './shell-icons';
import { SHELL_TEXT } from './shell-text';

/** The panel's code loads when the browser is idle, or when its button is pointed at, focused or pressed. */
const panel = lazyOnDemand(() => import('./side-menu-panel'));

/**
 * The phone menu's button and its panel (side-menu-panel.tsx), a modal dialog. The button is part of the
 * first paint; the panel's code is not in the first-load JavaScript. The menu closes on navigation and gives
 * focus back to its button (which keeps focus while the panel's code arrives).
 */
export function SideMenu() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // Asked here, not in the panel, so the 'My application' entry is known before the menu opens.
  const { hasApplication } = useShellData();
  usePreloadWhenIdle(panel.load);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on navigation
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const preload = () => void panel.load().catch(() => {});
  return (
    <>
      <button
        type="button"
        aria-label={SHELL_TEXT.openMenu}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <MenuIcon d="M4 7h16M4 12h16M4 17h16" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <OnDemand of={panel} props={{ onClose: () => setOpen(false), hasApplication }} />
        </Suspense>
      )}
    </>
  );
}
