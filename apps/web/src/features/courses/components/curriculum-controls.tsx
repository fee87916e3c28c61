import { clsx } from 'clsx';
import { type ReactNode, useEffect, useState } from 'react';

/** The curriculum editor's field errors, by name ("sections.0.lessons.1.title"). */
export type Errors = Record<string, string>;

const ICONS = {
  up: 'M5 12l5-5 5 5',
  down: 'M5 8l5 5 5-5',
  delete: 'M5 6h10M8 6V4h4v2M6.5 6l.7 10h5.6l.7-10',
} as const;

export function IconButton({
  icon,
  label,
  onClick,
  disabled,
  focusId,
  tone = 'default',
}: {
  icon: keyof typeof ICONS;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  focusId?: string;
  tone?: 'default' | 'danger';
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      data-focus-id={focusId}
      className={clsx(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-md disabled:opacity-30',
        tone === 'danger'
          ? 'text-red-700 hover:bg-red-50'
          : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <svg
        aria-hidden
        viewBox="0 0 20 20"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={ICONS[icon]} />
      </svg>
    </button>
  );
}

/** Keeps keyboard focus on a Move button after the item moved (or on its twin at the end of the list). */
export function useFocusAfterMove() {
  const [target, setTarget] = useState<{ id: string; fallback: string } | null>(null);
  useEffect(() => {
    if (!target) return;
    const find = (id: string) =>
      document.querySelector<HTMLButtonElement>(`[data-focus-id="${CSS.escape(id)}"]`);
    const button = find(target.id);
    (button && !button.disabled ? button : find(target.fallback))?.focus();
    setTarget(null);
  }, [target]);
  return (key: string, direction: 'up' | 'down') =>
    setTarget({ id: `${key}-${direction}`, fallback: `${key}-${direction === 'up' ? 'down' : 'up'}` });
}

export function Numbered({ prefix, children }: { prefix: string; children: ReactNode }) {
  return (
    <>
      <span className="sr-only">{prefix}</span> {children}
    </>
  );
}
