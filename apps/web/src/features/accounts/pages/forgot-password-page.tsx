import { ForgotPasswordBody } from '@medprep/shared';
import { ACCOUNT_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useState } from 'react';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { useTitle } from '../../../lib/use-title';
import { AuthCard } from '../../../ui/auth-card';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { forgotPassword } from '../api';
import { ACCOUNT_TEXT } from '../content';

export default function ForgotPasswordPage() {
  useTitle(ACCOUNT_TEXT.forgotTitle);
  const form = useZodForm(ForgotPasswordBody, { defaultValues: { email: '' } });
  const { submit, pending } = useFormRequests(form);
  const [sent, setSent] = useState(false);
  const onSubmit = submit(
    async ({ email }) => {
      await forgotPassword(email);
      setSent(true);
    },
    { fallback: ACCOUNT_TEXT.forgotFailed },
  );
  return (
    <AuthCard
      title={ACCOUNT_TEXT.forgotTitle}
      subtitle={ACCOUNT_TEXT.forgotIntro}
      back={{ to: paths.login(), label: ACCOUNT_TEXT.backToLogin }}
    >
      <div role="status" aria-live="polite">
        {sent && (
          <p className="mb-4 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
            {ACCOUNT_MESSAGES.forgotSent}
          </p>
        )}
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <FormError control={form.control} />
        <Button type="submit" size="lg" loading={pending === 'submit'}>
          {ACCOUNT_TEXT.forgotSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
