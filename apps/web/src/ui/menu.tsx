import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const menuItemBase =
  'flex min-h-9 w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100';
export const menuItemClass = `${menuItemBase} text-slate-700`;
/** A destructive or leaving item (Logout). */
export const menuItemDangerClass = `${menuItemBase} text-red-700`;

export interface MenuProps {
  /** The accessible name of the menu itself. */
  label: string;
  /** The accessible name of the button that opens it. */
  buttonLabel: string;
  button: ReactNode;
  width?: string;
  /** Items (role="menuitem"); `close` closes the menu. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button and its drop-down menu: closes on outside click, Escape (focus returns to the button) and route
 * change, and when Tab leaves it; arrow keys, Home and End move between items; the first item takes focus
 * on open.
 */
export function Menu({ label, buttonLabel, button, width, children }: MenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the route changes
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      // Leaving the menu with Tab closes it; focus moves on as usual.
      setOpen(false);
      return;
    }
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    const target =
      event.key === 'ArrowDown'
        ? (index + 1) % items.length
        : event.key === 'ArrowUp'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    items[target]?.focus();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="rounded-full"
      >
        {button}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          style={width ? { width } : undefined}
          className="absolute right-0 z-50 mt-2 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
