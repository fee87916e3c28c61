import { SEARCH_TEXT } from '@medprep/shared/constants';
import { Suspense, useState } from 'react';
import { lazyOnDemand, OnDemand, usePreloadWhenIdle } from '../lib/lazy-on-demand';
import { paths } from './paths';

/** The overlay's code loads when the browser is idle, or when its button is pointed at, focused or pressed. */
const panel = lazyOnDemand(() => import('./mobile-search-panel'));

export const SearchIcon = () => (
  <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

/** Where a course search goes: /courses?q={trimmed text}, or /courses when the text is empty. */
export const courseSearchPath = (text: string) => {
  const q = text.trim();
  return q ? paths.courses({ q }) : paths.courses();
};

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
