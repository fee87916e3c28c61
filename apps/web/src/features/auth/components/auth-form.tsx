import {
  AUTH_MESSAGES,
  LOGIN_DEFAULT_NEXT,
  REGISTER_DEFAULT_NEXT,
  safeNextPath,
} from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useFormRequests } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { AuthCard } from '../../../ui/auth-card';
import { Button } from '../../../ui/button';
import { GoogleButton } from './google-button';

/** The words and ways of the log-in and the sign-up page; each links to the other. */
const AUTH_PAGES = {
  login: {
    title: 'Log in',
    prompt: 'New here?',
    switchLabel: 'Create an account',
    switchTo: paths.register,
    submitLabel: 'Log in',
    defaultNext: LOGIN_DEFAULT_NEXT,
    fallback: AUTH_MESSAGES.loginFailed,
  },
  register: {
    title: 'Create your account',
    prompt: 'Already have one?',
    switchLabel: 'Log in',
    switchTo: paths.login,
    submitLabel: 'Create account',
    defaultNext: REGISTER_DEFAULT_NEXT,
    fallback: AUTH_MESSAGES.registrationFailed,
  },
} as const;

type AuthKind = keyof typeof AUTH_PAGES;

/** Where a sign-in or sign-up goes next: only a same-site path starting with a single slash is accepted. */
function useAuthNext(fallback: string) {
  const [params] = useSearchParams();
  const asked = params.get('next') ?? params.get('returnTo') ?? undefined;
  const next = safeNextPath(asked, fallback);
  const navigate = useNavigate();
  return { asked, next, goNext: () => navigate(next, { replace: true }) };
}

/**
 * The log-in or sign-up page's title and requests: `send` with the parsed values, then on to the next page
 * (Google through `run` likewise). `signedInTo` is where an already signed-in visitor is sent.
 */
export function useAuthPage<TInput extends FieldValues, TOutput>(
  kind: AuthKind,
  form: UseFormReturn<TInput, unknown, TOutput>,
  send: (values: TOutput) => Promise<unknown>,
) {
  const page = AUTH_PAGES[kind];
  useTitle(page.title);
  const { asked, next, goNext } = useAuthNext(page.defaultNext);
  const { user, loading } = useSession();
  const { submit, run, pending } = useFormRequests(form);
  const onSubmit = submit(
    async (values) => {
      await send(values);
      goNext();
    },
    { fallback: page.fallback },
  );
  return {
    signedInTo: !loading && user && !pending ? next : undefined,
    formProps: { kind, asked, onSubmit, submitting: pending === 'submit', run, goNext },
  };
}

/** The card both the log-in and the sign-up page show: a link to the other one, the fields, Google. */
export function AuthForm({
  kind,
  asked,
  onSubmit,
  submitting,
  run,
  goNext,
  children,
}: {
  kind: AuthKind;
  /** The next page the address asked for, kept on the link to the other page. */
  asked: string | undefined;
  onSubmit: (event?: FormEvent) => unknown;
  submitting: boolean;
  run: (action: () => Promise<void>, options: { fallback: string; key: string }) => Promise<unknown>;
  goNext: () => unknown;
  /** The fields and the form's error. */
  children: ReactNode;
}) {
  const { loginWithGoogle } = useSession();
  const page = AUTH_PAGES[kind];
  return (
    <AuthCard
      title={page.title}
      subtitle={
        <>
          {page.prompt}{' '}
          <Link to={page.switchTo(asked)} className="font-semibold text-brand-700 underline">
            {page.switchLabel}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
        <Button type="submit" size="lg" loading={submitting}>
          {page.submitLabel}
        </Button>
      </form>
      <div className="mt-4">
        <GoogleButton
          onCredential={(idToken) =>
            void run(
              async () => {
                await loginWithGoogle(idToken);
                goNext();
              },
              { fallback: AUTH_MESSAGES.googleFailed, key: 'google' },
            )
          }
        />
      </div>
    </AuthCard>
  );
}
