import { LoginBody } from '@medprep/shared';
import { ACCOUNT_MENU_LABELS } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link, Navigate } from 'react-router';
import { FormError, useZodForm } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { Field } from '../../../ui/field';
import { bindField } from '../../../ui/form-field';
import { AuthForm, useAuthPage } from '../components/auth-form';

export default function LoginPage() {
  const form = useZodForm(LoginBody, { defaultValues: { email: '', password: '' } });
  const auth = useAuthPage('login', form, useSession().login);
  if (auth.signedInTo) return <Navigate to={auth.signedInTo} replace />;

  return (
    <AuthForm {...auth.formProps}>
      <Field label="Email" type="email" autoComplete="email" {...bindField(form, 'email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        {...bindField(form, 'password')}
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
