import { SEARCH_PLACEHOLDER, SEARCH_TEXT } from '@medprep/shared/constants';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { useOverlay } from '../ui/use-overlay';
import { paths } from './paths';

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

/** The phone search overlay, a modal dialog (the page behind is inert); Escape or the backdrop closes it. */
export function MobileSearch() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  useOverlay({ open, containerRef: formRef, onClose: () => setOpen(false) });

  return (
    <>
      <button
        type="button"
        aria-label={SEARCH_TEXT.open}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <SearchIcon />
      </button>
      {open &&
        createPortal(
          <div className="fixed inset-0 z-50" role="dialog" aria-modal="true" aria-label={SEARCH_TEXT.label}>
            <div className="absolute inset-0 bg-slate-900/50" onClick={() => setOpen(false)} aria-hidden />
            <form
              ref={formRef}
              aria-label={SEARCH_TEXT.label}
              className="relative flex items-center gap-2 bg-white p-3 shadow-lg"
              onSubmit={(event) => {
                event.preventDefault();
                setOpen(false);
                navigate(courseSearchPath(text));
              }}
            >
              <span className="pointer-events-none absolute left-6 text-slate-400">
                <SearchIcon />
              </span>
              <input
                type="search"
                aria-label={SEARCH_TEXT.label}
                placeholder={SEARCH_PLACEHOLDER}
                value={text}
                onChange={(e) => setText(e.target.value)}
                enterKeyHint="search"
                className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 py-2 pl-10 pr-3 text-base"
              />
              <button
                type="submit"
                className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {SEARCH_TEXT.submit}
              </button>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="min-h-11 rounded-lg px-3 text-sm text-slate-700 hover:bg-slate-100"
              >
                {SEARCH_TEXT.cancel}
              </button>
            </form>
          </div>,
          document.body,
        )}
    </>
  );
}
