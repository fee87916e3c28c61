import { RegisterBody } from '@medprep/shared';
import { PASSWORD_MIN_LENGTH } from '@medprep/shared/constants';
import { Navigate } from 'react-router';
import { FormError, useZodForm } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { Field } from '../../../ui/field';
import { bindField } from '../../../ui/form-field';
import { AuthForm, useAuthPage } from '../components/auth-form';

export default function RegisterPage() {
  const form = useZodForm(RegisterBody, { defaultValues: { name: '', email: '', password: '' } });
  const auth = useAuthPage('register', form, useSession().register);
  if (auth.signedInTo) return <Navigate to={auth.signedInTo} replace />;

  return (
    <AuthForm {...auth.formProps}>
      <Field label="Name" autoComplete="name" {...bindField(form, 'name')} />
      <Field label="Email" type="email" autoComplete="email" {...bindField(form, 'email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        {...bindField(form, 'password')}
      />
      <FormError control={form.control} />
    </AuthForm>
  );
}
