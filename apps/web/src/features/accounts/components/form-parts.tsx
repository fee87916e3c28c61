import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useFormRequests, useZodForm } from '../../../lib/form';
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

/** The new-password input (a change or a reset). */
export function NewPasswordField(
  props: Omit<ComponentProps<typeof Field>, 'label' | 'type' | 'autoComplete'>,
) {
  return <Field label={ACCOUNT_TEXT.newPassword} type="password" autoComplete="new-password" {...props} />;
}

/**
 * A settings change made from empty fields (email, password): on success the fields empty again, the
 * confirmation shows, and what the change touched is read again.
 */
export function useChangeForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  empty: DefaultValues<z.input<S>>,
  {
    change,
    done,
    touches,
  }: { change: (values: z.output<S>) => Promise<unknown>; done: string; touches: QueryKey },
) {
  const client = useQueryClient();
  const form = useZodForm(schema, { defaultValues: empty });
  const { submit, pending } = useFormRequests(form);
  const [saved, setSaved] = useState<string | null>(null);
  const onSubmit = submit(
    async (values) => {
      setSaved(null);
      await change(values);
      form.reset(empty);
      setSaved(done);
      await client.invalidateQueries({ queryKey: touches });
    },
    { fallback: ACCOUNT_TEXT.saveFailed },
  );
  return { form, onSubmit, busy: pending === 'submit', saved };
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
