import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useMemo, useState } from 'react';
import { FieldShell, inputClass } from './field';

export interface ComboboxOption {
  value: string;
  label: string;
}

/** The options whose label or value holds every word of the search, case and '_' ignored ('new york'). */
export function matchOptions<O extends ComboboxOption>(options: readonly O[], search: string): O[] {
  const words = search.toLowerCase().replaceAll('_', ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const haystack = `${option.label} ${option.value}`.toLowerCase().replaceAll('_', ' ');
    return words.every((word) => haystack.includes(word));
  });
}

interface ComboboxFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** The chosen option's value. */
  value: string;
  onChange: (value: string) => void;
  options: readonly ComboboxOption[];
  /** The listbox's accessible name. */
  listLabel: string;
  placeholder?: string;
  /** What the list says when nothing matches the search. */
  noMatch: (search: string) => string;
  /** What a screen reader hears of the list's length ('12 zones'). */
  countLabel: (count: number) => string;
  /** The input's ref, so that a form can focus the field with an error. */
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

/**
 * A searchable select over a fixed list of options (WAI-ARIA combobox pattern, as the quiz picker: typing filters,
 * arrows move, Enter chooses, Escape closes and keeps the choice). The input shows the chosen option's label
 * when it is not being typed in; leaving it without choosing keeps the value it had.
 */
export function ComboboxField({
  label,
  hint,
  error,
  value,
  onChange,
  options,
  listLabel,
  placeholder,
  noMatch,
  countLabel,
  inputRef,
  name,
}: ComboboxFieldProps) {
  const listId = useId();
  const [text, setText] = useState('');
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const items = useMemo(
    () => (open ? matchOptions(options, editing ? text : '') : []),
    [open, options, editing, text],
  );
  const selected = options.find((option) => option.value === value);
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const close = () => {
    setOpen(false);
    setEditing(false);
    setText('');
    setActive(-1);
  };
  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    close();
  };
  const show = () => {
    setOpen(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) return show();
      setActive((i) => Math.min(i + 1, items.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted option; it never submits the form from here.
      if (open) event.preventDefault();
      const option = items[active] ?? (items.length === 1 ? items[0] : undefined);
      if (open && option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const searching = editing && text.trim() !== '';
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
            aria-activedescendant={open && active >= 0 && items[active] ? optionId(active) : undefined}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            placeholder={placeholder}
            value={editing ? text : (selected?.label ?? value)}
            onChange={(event) => {
              setEditing(true);
              setText(event.target.value);
              show();
            }}
            // Typing replaces the shown choice rather than adding to it.
            onFocus={(event) => event.target.select()}
            onClick={() => {
              if (!open) show();
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
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
              {items.map((option, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive: the combobox keeps focus and points here with aria-activedescendant
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows, Enter, Escape)
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.value === value}
                  // Keeps focus in the input, so the click chooses before the input's blur closes the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  onMouseMove={() => setActive(index)}
                  className={clsx(
                    'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-900',
                    index === active && 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-700',
                  )}
                >
                  {option.value === value && <span aria-hidden>✓</span>}
                  <span className="min-w-0 break-words">{option.label}</span>
                </div>
              ))}
            </div>
            {open && items.length === 0 && (
              <p className="px-3 py-2 text-sm text-slate-600">{noMatch(text.trim())}</p>
            )}
          </div>
          <p role="status" className="sr-only">
            {open ? (items.length === 0 && searching ? noMatch(text.trim()) : countLabel(items.length)) : ''}
          </p>
        </div>
      )}
    </FieldShell>
  );
}
