import { ResetPasswordBody } from '@medprep/shared';
import { REGISTER_DEFAULT_NEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link, useSearchParams } from 'react-router';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { useTitle } from '../../../lib/use-title';
import { AuthCard } from '../../../ui/auth-card';
import { Button } from '../../../ui/button';
import { resetPassword } from '../api';
import { NewPasswordField } from '../components/form-parts';
import { ACCOUNT_TEXT } from '../content';

export default function ResetPasswordPage() {
  useTitle(ACCOUNT_TEXT.resetTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useZodForm(ResetPasswordBody, { defaultValues: { token, password: '' } });
  const { submit, pending } = useFormRequests(form);
  const tokenError = form.formState.errors.token?.message;
  const onSubmit = submit(
    async (values) => {
      await resetPassword(values);
      // A full load: the session starts again from the refresh cookie the reset has set.
      window.location.assign(REGISTER_DEFAULT_NEXT);
    },
    { fallback: ACCOUNT_TEXT.resetFailed },
  );
  if (!token) {
    return (
      <AuthCard
        title={ACCOUNT_TEXT.resetTitle}
        back={{ to: paths.forgotPassword(), label: ACCOUNT_TEXT.askNewLink }}
      >
        <p role="alert" className="text-sm text-slate-700">
          {ACCOUNT_TEXT.resetNoToken}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={ACCOUNT_TEXT.resetTitle}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <input type="hidden" {...form.register('token')} />
        {tokenError && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p>{tokenError}</p>
            <Link to={paths.forgotPassword()} className="mt-1 inline-block font-semibold underline">
              {ACCOUNT_TEXT.askNewLink}
            </Link>
          </div>
        )}
        <NewPasswordField error={form.formState.errors.password?.message} {...form.register('password')} />
        <FormError control={form.control} />
        <Button type="submit" size="lg" loading={pending === 'submit'}>
          {ACCOUNT_TEXT.resetSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
