import { SEARCH_TEXT } from '@medprep/shared/constants';
import { Suspense, useState } from 'react';
import { lazyOnDemand, OnDemand, usePreloadWhenIdle } from '../lib/lazy-on-demand';
import { SearchIcon } from './shell-icons';

/** The overlay's code loads when the browser is idle, or when its button is pointed at, focused or pressed. */
const panel = lazyOnDemand(() => import('./mobile-search-panel'));

/**
 * The phone search button and its overlay (mobile-search-panel.tsx), a modal dialog. The button is part of
 * the first paint; the overlay's code is not in the first-load JavaScript. The typed text is kept while the
 * overlay is closed.
 */
export function MobileSearch() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  usePreloadWhenIdle(panel.load);

  const preload = () => void panel.load().catch(() => {});
  return (
    <>
      <button
        type="button"
        aria-label={SEARCH_TEXT.open}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <SearchIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <OnDemand of={panel} props={{ text, onText: setText, onClose: () => setOpen(false) }} />
        </Suspense>
      )}
    </>
  );
}
