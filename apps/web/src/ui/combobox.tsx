import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useState } from 'react';
import { FieldShell, inputClass } from './field';

/**
 * A combobox's state (WAI-ARIA combobox pattern): what is typed, whether the list is open, and the highlighted
 * option. The caller derives its options from `open` and `search` (filtered here, or fetched).
 */
export function useComboboxState() {
  const listId = useId();
  const [text, setText] = useState('');
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  return {
    listId,
    text,
    editing,
    open,
    active,
    setActive,
    /** What the list is searched with: the typed text while typing, else nothing. */
    search: editing ? text.trim() : '',
    /** Whether the learner is searching (typed something), as opposed to browsing the whole list. */
    searching: editing && text.trim() !== '',
    type(value: string) {
      setEditing(true);
      setText(value);
      setOpen(true);
      setActive(-1);
    },
    show() {
      setOpen(true);
      setActive(-1);
    },
    close() {
      setOpen(false);
      setEditing(false);
      setText('');
      setActive(-1);
    },
  };
}

export type ComboboxState = ReturnType<typeof useComboboxState>;

interface ComboboxProps<T> {
  state: ComboboxState;
  /** The options shown (none while closed). */
  items: readonly T[];
  itemKey: (item: T) => string;
  isChosen: (item: T) => boolean;
  /** Chooses an option; the list closes. */
  onChoose: (item: T) => void;
  /** An option's content (after the ✓ of the chosen one). */
  renderOption: (item: T) => ReactNode;
  optionClassName?: string;
  /** What the input shows when not being typed in: the chosen option. */
  shown: string;
  /** Enter with nothing highlighted chooses the only option left. */
  enterPicksOnlyOption?: boolean;
  /** Typing replaces the shown choice rather than adding to it. */
  selectOnFocus?: boolean;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  placeholder?: string;
  /** The listbox's accessible name. */
  listLabel: string;
  /** Under the list: loading, failure or no-match messages. */
  below?: ReactNode;
  /** What a screen reader hears of the list ('12 zones', 'No zone matches …'). */
  status: string;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

/**
 * A searchable select: an input with role combobox that keeps focus, and a listbox it points into with
 * aria-activedescendant (arrows move, Enter chooses, Escape closes and keeps the choice; a click chooses). The
 * listbox scrolls itself, so the region the combobox controls needs no focus of its own.
 */
export function Combobox<T>({
  state,
  items,
  itemKey,
  isChosen,
  onChoose,
  renderOption,
  optionClassName,
  shown,
  enterPicksOnlyOption = false,
  selectOnFocus = false,
  label,
  hint,
  error,
  placeholder,
  listLabel,
  below,
  status,
  inputRef,
  name,
}: ComboboxProps<T>) {
  const { listId, open, active, setActive } = state;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const choose = (item: T) => {
    onChoose(item);
    state.close();
  };

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, listId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) return state.show();
      setActive((i) => Math.min(i + 1, items.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted option; it never submits the form from here.
      if (open) event.preventDefault();
      const item = items[active] ?? (enterPicksOnlyOption && items.length === 1 ? items[0] : undefined);
      if (open && item !== undefined) choose(item);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      state.close();
    }
  };

  return (
    <FieldShell label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={id}
            ref={inputRef}
            name={name}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={
              open && active >= 0 && items[active] !== undefined ? optionId(active) : undefined
            }
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            placeholder={placeholder}
            value={state.editing ? state.text : shown}
            onChange={(event) => state.type(event.target.value)}
            onFocus={selectOnFocus ? (event) => event.target.select() : undefined}
            onClick={() => {
              if (!open) state.show();
            }}
            onKeyDown={onKeyDown}
            onBlur={state.close}
            className={clsx(inputClass(invalid), 'pr-9')}
          />
          <svg
            aria-hidden
            viewBox="0 0 20 20"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
          >
            <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <div
            className={clsx(
              'absolute inset-x-0 top-full z-20 mt-1 rounded-xl border border-slate-200 bg-white shadow-lg',
              !open && 'hidden',
            )}
          >
            <div id={listId} role="listbox" aria-label={listLabel} className="max-h-72 overflow-y-auto py-1">
              {items.map((item, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive: the combobox keeps focus and points here with aria-activedescendant
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows, Enter, Escape)
                <div
                  key={itemKey(item)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isChosen(item)}
                  // Keeps focus in the input, so the click chooses before the input's blur closes the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(item)}
                  onMouseMove={() => setActive(index)}
                  className={clsx(
                    'cursor-pointer px-3 py-2 text-sm',
                    optionClassName,
                    index === active && 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-700',
                  )}
                >
                  {renderOption(item)}
                </div>
              ))}
            </div>
            {open && below}
          </div>
          <p role="status" className="sr-only">
            {open ? status : ''}
          </p>
        </div>
      )}
    </FieldShell>
  );
}
