import { LIST_SEARCH_DEBOUNCE_MS } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useSearchText } from '../../lib/use-search-text';
import { Button } from '../button';
import { FieldShell } from '../field';

/** A labelled search input showing `search.text` (from useSearchText) and typing into it. */
export function SearchField({
  label,
  search,
  placeholder,
  className,
}: {
  label: ReactNode;
  search: { text: string; setText: (text: string) => void };
  placeholder?: string;
  className?: string;
}) {
  return (
    <FieldShell label={label} className={className}>
      {({ control }) => (
        <input
          {...control}
          type="search"
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
        />
      )}
    </FieldShell>
  );
}

/**
 * A list's search box bound to the address: `value` is the address's text; typing calls `onSearch` with the
 * trimmed text after `delayMs`, Enter at once. The form is named by `formLabel` (a search landmark's name).
 */
export function ListSearch({
  label,
  formLabel,
  value,
  onSearch,
  delayMs = LIST_SEARCH_DEBOUNCE_MS,
  placeholder,
  width = 'md:w-72',
  className,
}: {
  label: ReactNode;
  formLabel?: string;
  value: string;
  onSearch: (text: string) => void;
  delayMs?: number;
  /** An example of what to type, shown in the empty box. */
  placeholder?: string;
  /** Width classes, instead of the default md:w-72 (md:flex-1 to fill the row). */
  width?: string;
  className?: string;
}) {
  const search = useSearchText(value, onSearch, delayMs);
  return (
    <form
      aria-label={formLabel}
      className={clsx('min-w-0', width, className)}
      onSubmit={(event) => {
        event.preventDefault();
        search.flush();
      }}
    >
      <SearchField label={label} search={search} placeholder={placeholder} />
    </form>
  );
}

/** A labelled select filter (Role, State, Per page …); '' may stand for all. */
export function FilterSelect<T extends string | number>({
  label,
  value,
  options,
  onChange,
  width = 'md:w-48',
  className,
}: {
  label: ReactNode;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** Width classes, instead of the default md:w-48. */
  width?: string;
  className?: string;
}) {
  return (
    <FieldShell label={label} className={clsx('min-w-0', width, className)}>
      {({ control }) => (
        <select
          {...control}
          value={String(value)}
          onChange={(event) => {
            const picked = options.find((option) => String(option.value) === event.target.value);
            if (picked) onChange(picked.value);
          }}
        >
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** An empty list's way back: the button that clears every filter (`onClear`), 'Clear filters' unless named. */
export function ClearFilters({
  onClear,
  children = 'Clear filters',
}: {
  onClear: () => void;
  children?: ReactNode;
}) {
  return (
    <Button variant="secondary" onClick={onClear}>
      {children}
    </Button>
  );
}
