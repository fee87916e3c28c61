import { AUTH_MESSAGES, LOGIN_DEFAULT_NEXT, safeNextPath } from '@medprep/shared/constants';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { describeError } from '../form-errors';

export default function LoginPage() {
  useTitle('Log in');
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), LOGIN_DEFAULT_NEXT);
  const { user, loading, login, loginWithGoogle } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  if (!loading && user && !busy) return <Navigate to={next} replace />;

  const run = async (action: () => Promise<unknown>, fallback: string) => {
    setBusy(true);
    setFormError('');
    setFields({});
    try {
      await action();
      navigate(next, { replace: true });
    } catch (error) {
      const described = describeError(error, fallback);
      setFields(described.fields);
      setFormError(described.message);
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!email.trim()) errors.email = AUTH_MESSAGES.emailRequired;
    if (!password) errors.password = AUTH_MESSAGES.passwordRequired;
    if (Object.keys(errors).length) {
      setFields(errors);
      return;
    }
    void run(() => login({ email: email.trim(), password }), AUTH_MESSAGES.loginFailed);
  };

  return (
    <AuthCard
      title="Log in"
      subtitle={
        <>
          New here?{' '}
          <Link
            to={paths.register(params.get('next') ?? undefined)}
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
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fields.email}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fields.password}
        />
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        <Button type="submit" size="lg" loading={busy}>
          Log in
        </Button>
      </form>
      <div className="mt-4">
        <GoogleButton
          onCredential={(idToken) => void run(() => loginWithGoogle(idToken), AUTH_MESSAGES.googleFailed)}
        />
      </div>
    </AuthCard>
  );
}
