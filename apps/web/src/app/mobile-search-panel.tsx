import { SEARCH_PLACEHOLDER, SEARCH_TEXT } from '@medprep/shared/constants';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { useOverlay } from '../ui/use-overlay';
import { courseSearchPath } from './course-search-path';
import { SearchIcon } from './shell-icons';

/**
 * The phone search overlay (loaded on demand, see mobile-search.tsx), a modal dialog (the page behind is
 * inert); Escape or the backdrop closes it and focus goes back to the search button.
 */
export default function MobileSearchPanel({
  text,
  onText,
  onClose,
}: {
  text: string;
  onText: (text: string) => void;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  useOverlay({ open: true, containerRef: formRef, onClose });

  return createPortal(
    <div className="fixed inset-0 z-50" role="dialog" aria-modal="true" aria-label={SEARCH_TEXT.label}>
      <div className="absolute inset-0 bg-slate-900/50" onClick={onClose} aria-hidden />
      <form
        ref={formRef}
        aria-label={SEARCH_TEXT.label}
        className="relative flex items-center gap-2 bg-white p-3 shadow-lg"
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
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
          onChange={(e) => onText(e.target.value)}
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
          onClick={onClose}
          className="min-h-11 rounded-lg px-3 text-sm text-slate-700 hover:bg-slate-100"
        >
          {SEARCH_TEXT.cancel}
        </button>
      </form>
    </div>,
    document.body,
  );
}
