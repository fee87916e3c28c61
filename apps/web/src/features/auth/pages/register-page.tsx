import { RegisterBody } from '@medprep/shared';
import {
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  REGISTER_DEFAULT_NEXT,
  safeNextPath,
} from '@medprep/shared/constants';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { describeError, fieldErrors } from '../form-errors';

export default function RegisterPage() {
  useTitle('Create your account');
  const [params] = useSearchParams();
  // Only a same-site path starting with a single slash is accepted (platform.md §2).
  const next = safeNextPath(params.get('next'), REGISTER_DEFAULT_NEXT);
  const { user, loading, register, loginWithGoogle } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  if (!loading && user && !busy) return <Navigate to={next} replace />;

  const run = async (action: () => Promise<unknown>, fallback: string) => {
    setBusy(true);
    setFormError('');
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
    const parsed = RegisterBody.safeParse(form);
    if (!parsed.success) {
      setFields(fieldErrors(parsed.error));
      setFormError('');
      return;
    }
    setFields({});
    void run(() => register(parsed.data), AUTH_MESSAGES.registrationFailed);
  };

  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  return (
    <AuthCard
      title="Create your account"
      subtitle={
        <>
          Already have one?{' '}
          <Link
            to={paths.login(params.get('next') ?? undefined)}
            className="font-semibold text-brand-700 underline"
          >
            Log in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field
          label="Name"
          autoComplete="name"
          value={form.name}
          onChange={set('name')}
          error={fields.name}
        />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={fields.email}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={form.password}
          onChange={set('password')}
          error={fields.password}
        />
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        <Button type="submit" size="lg" loading={busy}>
          Create account
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
