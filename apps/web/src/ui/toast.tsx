import { clsx } from 'clsx';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** How long a toast stays on screen. */
const TOAST_DURATION_MS = 4000;

export type ToastTone = 'success' | 'error' | 'info';
interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

type ShowToast = (message: string, tone?: ToastTone) => void;

const ToastContext = createContext<ShowToast>(() => {});

let nextId = 1;

/** Short messages at the bottom of the screen, announced politely, each dismissible and gone after a while. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback<ShowToast>(
    (message, tone = 'info') => {
      const id = nextId++;
      setItems((list) => [...list, { id, message, tone }]);
      setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4"
      >
        {items.map((t) => (
          <div
            key={t.id}
            role="status"
            className={clsx(
              'pointer-events-auto flex items-center gap-3 rounded-lg py-1.5 pl-4 pr-1.5 text-sm font-medium shadow-lg',
              t.tone === 'success' && 'bg-emerald-700 text-white',
              t.tone === 'error' && 'bg-red-700 text-white',
              t.tone === 'info' && 'bg-slate-800 text-white',
            )}
          >
            <span>{t.message}</span>
            <button
              type="button"
              aria-label="Dismiss"
              onClick={() => dismiss(t.id)}
              className="inline-flex size-7 items-center justify-center rounded-md hover:bg-white/15"
            >
              <span aria-hidden>×</span>
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows a toast: `toast('Saved', 'success')`. */
export const useToast = () => useContext(ToastContext);
