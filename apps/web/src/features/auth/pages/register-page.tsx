import { RegisterBody } from '@medprep/shared';
import {
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  REGISTER_DEFAULT_NEXT,
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

export default function RegisterPage() {
  useTitle('Create your account');
  const [params] = useSearchParams();
  // Only a same-site path starting with a single slash is accepted (platform.md §2).
  const next = safeNextPath(params.get('next') ?? params.get('returnTo'), REGISTER_DEFAULT_NEXT);
  const { user, loading, register, loginWithGoogle } = useSession();
  const navigate = useNavigate();
  const form = useZodForm(RegisterBody, { defaultValues: { name: '', email: '', password: '' } });
  const { submit, run, pending } = useFormRequests(form);
  const { errors } = form.formState;

  if (!loading && user && !pending) return <Navigate to={next} replace />;

  const onSubmit = submit(
    async (values) => {
      await register(values);
      navigate(next, { replace: true });
    },
    { fallback: AUTH_MESSAGES.registrationFailed },
  );

  return (
    <AuthCard
      title="Create your account"
      subtitle={
        <>
          Already have one?{' '}
          <Link
            to={paths.login(params.get('next') ?? params.get('returnTo') ?? undefined)}
            className="font-semibold text-brand-700 underline"
          >
            Log in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
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
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormError control={form.control} />
        <Button type="submit" size="lg" loading={pending === 'submit'}>
          Create account
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
