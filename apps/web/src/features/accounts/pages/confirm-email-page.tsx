import { ACCOUNT_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { firstMessage } from '../../../lib/form';
import { useTitle } from '../../../lib/use-title';
import { AuthCard } from '../../../ui/auth-card';
import { ButtonLink } from '../../../ui/button';
import { confirmEmail } from '../api';
import { ACCOUNT_TEXT } from '../content';

export default function ConfirmEmailPage() {
  useTitle(ACCOUNT_TEXT.confirmTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A query, not an effect: it runs once per token however often the page renders.
  const result = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => confirmEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <AuthCard title={ACCOUNT_TEXT.confirmTitle}>
      <div role="status" aria-live="polite" className="text-sm text-slate-700">
        {!token && <p>{ACCOUNT_MESSAGES.confirmInvalid}</p>}
        {result.isPending && token && <p>{ACCOUNT_TEXT.confirming}</p>}
        {result.isSuccess && (
          <p>
            {ACCOUNT_MESSAGES.emailConfirmed} ({result.data.email})
          </p>
        )}
        {result.isError && (
          <p className="text-red-800">{firstMessage(result.error) ?? ACCOUNT_MESSAGES.confirmInvalid}</p>
        )}
      </div>
      <div className="mt-6">
        <ButtonLink to={paths.myAccount()} variant="secondary">
          {ACCOUNT_TEXT.accountTitle}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
