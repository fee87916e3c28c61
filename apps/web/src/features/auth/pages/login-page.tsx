import { LoginBody } from '@medprep/shared';
import { ACCOUNT_MENU_LABELS, AUTH_MESSAGES, LOGIN_DEFAULT_NEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link, Navigate } from 'react-router';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { Field } from '../../../ui/field';
import { AuthForm, useAuthNext } from '../components/auth-form';

export default function LoginPage() {
  useTitle('Log in');
  const { asked, next, goNext } = useAuthNext(LOGIN_DEFAULT_NEXT);
  const { user, loading, login } = useSession();
  const form = useZodForm(LoginBody, { defaultValues: { email: '', password: '' } });
  const { submit, run, pending } = useFormRequests(form);
  const { errors } = form.formState;

  if (!loading && user && !pending) return <Navigate to={next} replace />;

  const onSubmit = submit(
    async (values) => {
      await login(values);
      goNext();
    },
    { fallback: AUTH_MESSAGES.loginFailed },
  );

  return (
    <AuthForm
      title="Log in"
      prompt="New here?"
      switchLabel="Create an account"
      switchTo={paths.register(asked)}
      onSubmit={onSubmit}
      submitLabel="Log in"
      submitting={pending === 'submit'}
      run={run}
      goNext={goNext}
    >
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <p className="-mt-2 text-right text-sm">
        <Link to={paths.forgotPassword()} className="font-semibold text-brand-700 underline">
          {ACCOUNT_MENU_LABELS.forgotPassword}
        </Link>
      </p>
      <FormError control={form.control} />
    </AuthForm>
  );
}
