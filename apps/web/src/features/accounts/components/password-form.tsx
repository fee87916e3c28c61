import { ChangePasswordBody } from '@medprep/shared';
import { ACCOUNT_MESSAGES } from '@medprep/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { Field } from '../../../ui/field';
import { accountKeys, changePassword } from '../api';
import { ACCOUNT_TEXT } from '../content';
import { CurrentPasswordField, SaveRow } from './form-parts';

export function PasswordForm() {
  const client = useQueryClient();
  const form = useZodForm(ChangePasswordBody, { defaultValues: { currentPassword: '', newPassword: '' } });
  const { submit, pending } = useFormRequests(form);
  const [saved, setSaved] = useState<string | null>(null);
  const onSubmit = submit(
    async (values) => {
      setSaved(null);
      await changePassword(values);
      form.reset({ currentPassword: '', newPassword: '' });
      setSaved(ACCOUNT_MESSAGES.passwordChanged);
      await client.invalidateQueries({ queryKey: accountKeys.devices });
    },
    { fallback: ACCOUNT_TEXT.saveFailed },
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <CurrentPasswordField
        error={form.formState.errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <Field
        label={ACCOUNT_TEXT.newPassword}
        type="password"
        autoComplete="new-password"
        error={form.formState.errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <FormError control={form.control} />
      <SaveRow label={ACCOUNT_TEXT.changePassword} busy={pending === 'submit'} saved={saved} />
    </form>
  );
}
