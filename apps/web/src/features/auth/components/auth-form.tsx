import { AUTH_MESSAGES, safeNextPath } from '@medprep/shared/constants';
import type { FormEvent, ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { AuthCard } from '../../../ui/auth-card';
import { Button } from '../../../ui/button';
import { GoogleButton } from './google-button';

/** Where a sign-in or sign-up goes next: only a same-site path starting with a single slash is accepted. */
export function useAuthNext(fallback: string) {
  const [params] = useSearchParams();
  const asked = params.get('next') ?? params.get('returnTo') ?? undefined;
  const next = safeNextPath(asked, fallback);
  const navigate = useNavigate();
  return { asked, next, goNext: () => navigate(next, { replace: true }) };
}

/** The card both the log-in and the sign-up page show: a link to the other one, the fields, Google. */
export function AuthForm({
  title,
  prompt,
  switchLabel,
  switchTo,
  onSubmit,
  submitLabel,
  submitting,
  run,
  goNext,
  children,
}: {
  title: string;
  prompt: string;
  switchLabel: string;
  switchTo: string;
  onSubmit: (event?: FormEvent) => unknown;
  submitLabel: string;
  submitting: boolean;
  run: (action: () => Promise<void>, options: { fallback: string; key: string }) => Promise<unknown>;
  goNext: () => unknown;
  /** The fields and the form's error. */
  children: ReactNode;
}) {
  const { loginWithGoogle } = useSession();
  return (
    <AuthCard
      title={title}
      subtitle={
        <>
          {prompt}{' '}
          <Link to={switchTo} className="font-semibold text-brand-700 underline">
            {switchLabel}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
        <Button type="submit" size="lg" loading={submitting}>
          {submitLabel}
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
