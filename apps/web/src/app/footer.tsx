import { BRAND_NAME, FOOTER_POPUP_TITLES, FOUNDED_YEAR } from '@medprep/shared/constants';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { lazyOnDemand, OnDemand, usePreloadWhenIdle } from '../lib/lazy-on-demand';
import type { Popup } from './footer-popups';
import { teachItem } from './nav-items';
import { paths } from './paths';

/** The dialog's code and texts load when the browser is idle, or when a footer button is pointed at or focused. */
const popupDialog = lazyOnDemand(() => import('./footer-popup'));

const APP_STORE_LABELS = { appStore: 'App Store', googlePlay: 'Google Play' } as const;
const APP_STORE_URL = 'https://apps.apple.com/gb/search?term=MedPrep%20Academy';
const GOOGLE_PLAY_URL = 'https://play.google.com/store/search?q=MedPrep%20Academy&c=apps';

const storeClass =
  'inline-flex min-h-10 items-center rounded-lg border border-slate-600 px-3 py-2 text-sm text-white hover:bg-slate-800';

export function Footer() {
  const [popup, setPopup] = useState<Popup | null>(null);
  usePreloadWhenIdle(popupDialog.load);
  const preload = () => void popupDialog.load().catch(() => {});
  const link =
    'inline-flex min-h-6 items-center text-sm text-slate-300 underline-offset-4 hover:text-white hover:underline';
  return (
    <footer className="on-dark mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{BRAND_NAME}</p>
          <p className="mt-2 text-sm">UK medical and exam preparation since {FOUNDED_YEAR}.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-col items-start gap-2">
          {(Object.keys(FOOTER_POPUP_TITLES) as Popup[]).map((key) => (
            <button
              key={key}
              type="button"
              className={link}
              onClick={() => setPopup(key)}
              onPointerEnter={preload}
              onFocus={preload}
            >
              {FOOTER_POPUP_TITLES[key]}
            </button>
          ))}
          <Link to={paths.courses()} className={link}>
            Browse courses
          </Link>
          <Link to={teachItem.to} className={link}>
            {teachItem.label}
          </Link>
        </nav>
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm font-semibold text-white">Get the app</p>
          <div className="flex flex-wrap gap-2">
            <a href={APP_STORE_URL} target="_blank" rel="noreferrer" className={storeClass}>
              {APP_STORE_LABELS.appStore}
            </a>
            <a href={GOOGLE_PLAY_URL} target="_blank" rel="noreferrer" className={storeClass}>
              {APP_STORE_LABELS.googlePlay}
            </a>
          </div>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {BRAND_NAME}
      </p>
      {popup && (
        <Suspense fallback={null}>
          <OnDemand of={popupDialog} props={{ popup, onClose: () => setPopup(null) }} />
        </Suspense>
      )}
    </footer>
  );
}
