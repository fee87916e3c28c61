import { SEARCH_PLACEHOLDER } from '@medprep/shared';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { paths } from './paths';

export const SearchIcon = () => (
  <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

/** The phone search overlay: submit goes to /courses?q={trimmed}, or /courses when empty. */
export function MobileSearch() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        type="button"
        aria-label="Search courses"
        onClick={() => setOpen(true)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <SearchIcon />
      </button>
      {open &&
        createPortal(
          <div className="fixed inset-0 z-50">
            <div className="absolute inset-0 bg-slate-900/50" onClick={() => setOpen(false)} aria-hidden />
            <form
              aria-label="Search courses"
              className="relative flex items-center gap-2 bg-white p-3 shadow-lg"
              onSubmit={(event) => {
                event.preventDefault();
                const q = text.trim();
                setOpen(false);
                navigate(q ? paths.courses({ q }) : paths.courses());
              }}
            >
              <input
                ref={inputRef}
                type="search"
                aria-label="Search courses"
                placeholder={SEARCH_PLACEHOLDER}
                value={text}
                onChange={(e) => setText(e.target.value)}
                className="min-h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-base"
              />
              <button
                type="submit"
                className="min-h-10 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white"
              >
                Search
              </button>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="min-h-10 rounded-lg px-3 text-sm text-slate-700"
              >
                Cancel
              </button>
            </form>
          </div>,
          document.body,
        )}
    </>
  );
}
