import { CURRENCIES } from '@medprep/shared/constants';
import type { ComponentProps, SelectHTMLAttributes } from 'react';
import { labelled } from './field';

type Option = string | { value: string; label: string };

/** A labelled select wired like Field: hint and error are announced with the control. */
export const SelectField = labelled<
  SelectHTMLAttributes<HTMLSelectElement> & {
    /** The choices in order; a plain string is both the value and the label. */
    options: readonly Option[];
  }
>('SelectField', (control, { options, ...select }) => (
  <select {...control} {...select}>
    {options.map((option) => {
      const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
      return (
        <option key={value} value={value}>
          {text}
        </option>
      );
    })}
  </select>
));

/** The currency a price is in, from the currencies the platform sells in. */
export function CurrencyField(props: Omit<ComponentProps<typeof SelectField>, 'label' | 'options'>) {
  return <SelectField label="Currency" options={CURRENCIES} {...props} />;
}
