import { RegisterBody } from '@medprep/shared';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH, REGISTER_DEFAULT_NEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Navigate } from 'react-router';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { Field } from '../../../ui/field';
import { AuthForm, useAuthNext } from '../components/auth-form';

export default function RegisterPage() {
  useTitle('Create your account');
  const { asked, next, goNext } = useAuthNext(REGISTER_DEFAULT_NEXT);
  const { user, loading, register } = useSession();
  const form = useZodForm(RegisterBody, { defaultValues: { name: '', email: '', password: '' } });
  const { submit, run, pending } = useFormRequests(form);
  const { errors } = form.formState;

  if (!loading && user && !pending) return <Navigate to={next} replace />;

  const onSubmit = submit(
    async (values) => {
      await register(values);
      goNext();
    },
    { fallback: AUTH_MESSAGES.registrationFailed },
  );

  return (
    <AuthForm
      title="Create your account"
      prompt="Already have one?"
      switchLabel="Log in"
      switchTo={paths.login(asked)}
      onSubmit={onSubmit}
      submitLabel="Create account"
      submitting={pending === 'submit'}
      run={run}
      goNext={goNext}
    >
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
    </AuthForm>
  );
}
