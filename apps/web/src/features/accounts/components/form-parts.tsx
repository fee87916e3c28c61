import type { ComponentProps } from 'react';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { ACCOUNT_TEXT } from '../content';
import { Saved } from './section';

/** The current-password input a settings form asks for before a change. */
export function CurrentPasswordField(
  props: Omit<ComponentProps<typeof Field>, 'label' | 'type' | 'autoComplete'>,
) {
  return (
    <Field label={ACCOUNT_TEXT.currentPassword} type="password" autoComplete="current-password" {...props} />
  );
}

/** A settings form's submit button, with its confirmation beside it. */
export function SaveRow({ label, busy, saved }: { label: string; busy: boolean; saved: string | null }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" loading={busy}>
        {label}
      </Button>
      <Saved message={saved} />
    </div>
  );
}
