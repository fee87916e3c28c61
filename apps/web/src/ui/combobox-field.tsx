import { type ReactNode, type Ref, useMemo } from 'react';
import { Combobox, useComboboxState } from './combobox';

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
  const state = useComboboxState();
  const items = useMemo(
    () => (state.open ? matchOptions(options, state.search) : []),
    [state.open, options, state.search],
  );
  const selected = options.find((option) => option.value === value);
  return (
    <Combobox
      state={state}
      items={items}
      itemKey={(option) => option.value}
      isChosen={(option) => option.value === value}
      onChoose={(option) => onChange(option.value)}
      renderOption={(option) => (
        <>
          {option.value === value && <span aria-hidden>✓</span>}
          <span className="min-w-0 break-words">{option.label}</span>
        </>
      )}
      optionClassName="flex items-center gap-2 text-slate-900"
      shown={selected?.label ?? value}
      enterPicksOnlyOption
      selectOnFocus
      label={label}
      hint={hint}
      error={error}
      placeholder={placeholder}
      listLabel={listLabel}
      below={
        items.length === 0 && <p className="px-3 py-2 text-sm text-slate-600">{noMatch(state.text.trim())}</p>
      }
      status={items.length === 0 && state.searching ? noMatch(state.text.trim()) : countLabel(items.length)}
      {...(inputRef ? { inputRef } : {})}
      {...(name ? { name } : {})}
    />
  );
}
