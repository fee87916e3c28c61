import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldShell } from './field';

type Option = string | { value: string; label: string };

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** The choices in order; a plain string is both the value and the label. */
  options: readonly Option[];
};

/** A labelled select wired like Field: hint and error are announced with the control. */
export function SelectField({ label, hint, error, className, options, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      {({ control }) => (
        <select {...control} {...select}>
          {options.map((option) => {
            const { value, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldShell>
  );
}
