import { LoginBody } from '@medprep/shared';
import {
  ACCOUNT_MENU_LABELS,
  AUTH_MESSAGES,
  LOGIN_DEFAULT_NEXT,
  safeNextPath,
} from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { AuthCard } from '../../../ui/auth-card';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { GoogleButton } from '../components/google-button';

export default function LoginPage() {
  useTitle('Log in');
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next') ?? params.get('returnTo'), LOGIN_DEFAULT_NEXT);
  const { user, loading, login, loginWithGoogle } = useSession();
  const navigate = useNavigate();
  const form = useZodForm(LoginBody, { defaultValues: { email: '', password: '' } });
  const { submit, run, pending } = useFormRequests(form);
  const { errors } = form.formState;

  if (!loading && user && !pending) return <Navigate to={next} replace />;

  const onSubmit = submit(
    async (values) => {
      await login(values);
      navigate(next, { replace: true });
    },
    { fallback: AUTH_MESSAGES.loginFailed },
  );

  return (
    <AuthCard
      title="Log in"
      subtitle={
        <>
          New here?{' '}
          <Link
            to={paths.register(params.get('next') ?? params.get('returnTo') ?? undefined)}
            className="font-semibold text-brand-700 underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
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
        <Button type="submit" size="lg" loading={pending === 'submit'}>
          Log in
        </Button>
      </form>
      <div className="mt-4">
        <GoogleButton
          onCredential={(idToken) =>
            void run(
              async () => {
                await loginWithGoogle(idToken);
                navigate(next, { replace: true });
              },
              { fallback: AUTH_MESSAGES.googleFailed, key: 'google' },
            )
          }
        />
      </div>
    </AuthCard>
  );
}
