import { type Account, ChangeEmailBody } from '@medprep/shared';
import { ACCOUNT_MESSAGES } from '@medprep/shared/constants';
import { FormError } from '../../../lib/form';
import { Field } from '../../../ui/field';
import { accountKeys, changeEmail } from '../api';
import { ACCOUNT_TEXT } from '../content';
import { CurrentPasswordField, SaveRow, useChangeForm } from './form-parts';

export function EmailForm({ account }: { account: Account }) {
  const { form, onSubmit, busy, saved } = useChangeForm(
    ChangeEmailBody,
    { email: '', password: '' },
    { change: changeEmail, done: ACCOUNT_MESSAGES.emailChangeSent, touches: accountKeys.account },
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Current: <span className="font-semibold break-all">{account.email}</span>
      </p>
      {account.pendingEmail && (
        <p className="text-sm text-amber-800">{ACCOUNT_TEXT.pendingEmail(account.pendingEmail)}</p>
      )}
      <Field
        label={ACCOUNT_TEXT.newEmail}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <CurrentPasswordField error={form.formState.errors.password?.message} {...form.register('password')} />
      <FormError control={form.control} />
      <SaveRow label={ACCOUNT_TEXT.changeEmail} busy={busy} saved={saved} />
    </form>
  );
}
