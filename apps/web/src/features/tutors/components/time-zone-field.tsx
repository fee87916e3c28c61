import type { Ref } from 'react';
import { ComboboxField } from '../../../ui/combobox-field';
import { TUTORS_UI } from '../text';
import { timeZoneChoices } from '../time';

interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  error?: string | undefined;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

/**
 * The tutor's zone, searched and chosen from the IANA zones the browser knows and UTC (the device's own first),
 * so that only a zone the server accepts can be picked (docs/decisions/671).
 */
export function TimeZoneField({ value, onChange, error, hint, inputRef, name }: TimeZoneFieldProps) {
  const choices = timeZoneChoices(value);
  const device = choices[0];
  const options = choices.map((zone) => ({
    value: zone,
    label: zone === device ? TUTORS_UI.thisDevice(zone) : zone,
  }));
  return (
    <ComboboxField
      label={TUTORS_UI.timezone}
      hint={hint}
      error={error}
      value={value}
      onChange={onChange}
      options={options}
      listLabel={TUTORS_UI.timezoneList}
      placeholder={TUTORS_UI.timezoneSearch}
      noMatch={TUTORS_UI.timezoneNoMatch}
      countLabel={TUTORS_UI.timezoneCount}
      {...(inputRef ? { inputRef } : {})}
      {...(name ? { name } : {})}
    />
  );
}
