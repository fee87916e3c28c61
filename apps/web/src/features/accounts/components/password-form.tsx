import { ChangePasswordBody } from '@medprep/shared';
import { ACCOUNT_MESSAGES } from '@medprep/shared/constants';
import { FormError } from '../../../lib/form';
import { accountKeys, changePassword } from '../api';
import { ACCOUNT_TEXT } from '../content';
import { CurrentPasswordField, NewPasswordField, SaveRow, useChangeForm } from './form-parts';

export function PasswordForm() {
  const { form, onSubmit, busy, saved } = useChangeForm(
    ChangePasswordBody,
    { currentPassword: '', newPassword: '' },
    { change: changePassword, done: ACCOUNT_MESSAGES.passwordChanged, touches: accountKeys.devices },
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <CurrentPasswordField
        error={form.formState.errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordField
        error={form.formState.errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <FormError control={form.control} />
      <SaveRow label={ACCOUNT_TEXT.changePassword} busy={busy} saved={saved} />
    </form>
  );
}
