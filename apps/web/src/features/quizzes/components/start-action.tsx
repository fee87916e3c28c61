import { QUIZ_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { AlertText } from '../../../ui/alert-text';
import { Button, ButtonLink } from '../../../ui/button';
import { startAttempt, useQuizCheckout } from '../api';
import { rememberAttempt } from '../play/local-store';
import type { QuizDetailResponse } from '../types';

const alreadyPurchased = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && /already purchased/i.test(error.message);

/** No attempt is left: says so, with a link to the last attempt's results when there is one. */
export function NoAttemptsLeft({ lastAttemptId }: { lastAttemptId?: string | null | undefined }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-800">{QUIZ_MESSAGES.noAttemptsLeft}</p>
      {lastAttemptId && (
        <ButtonLink variant="secondary" to={paths.quizAttempt(lastAttemptId)}>
          {QUIZ_MESSAGES.viewResults}
        </ButtonLink>
      )}
    </div>
  );
}

/**
 * The quiz's start flow, from the server's `entitlement.action`: start (or resume); a guest
 * signs in and comes back; a members quiz without membership goes to the plans; a paid quiz not bought
 * goes to checkout (a 400 'already purchased' starts instead); a 402 on start goes to the plans.
 */
export function StartAction({ quiz, entitlement }: QuizDetailResponse) {
  const navigate = useNavigate();
  const location = useLocation();
  const checkout = useQuizCheckout();
  const [error, setError] = useState<string | null>(null);

  const start = useSingleFlight(async () => {
    setError(null);
    try {
      const started = await startAttempt(quiz.slug);
      rememberAttempt(quiz.slug, started.attempt.id);
      navigate(paths.quizPlay(quiz.slug));
    } catch (e) {
      if (e instanceof ApiError && e.status === 402) navigate(paths.plans());
      else if (e instanceof ApiError && e.status === 401) navigate(paths.login(location.pathname));
      else
        setError(
          `${QUIZ_MESSAGES.couldNotStart}: ${e instanceof Error ? e.message : QUIZ_MESSAGES.unknownError}`,
        );
      throw e;
    }
  });
  const buy = useSingleFlight(
    async () => {
      setError(null);
      try {
        await checkout.mutateAsync(quiz.slug);
      } catch (e) {
        if (alreadyPurchased(e)) return start();
        setError(e instanceof Error ? e.message : QUIZ_MESSAGES.couldNotStart);
        throw e;
      }
    },
    { holdAfterSuccess: true },
  );

  let main: React.ReactNode;
  switch (entitlement.action) {
    case 'start':
    case 'resume':
      main = (
        <Button size="lg" className="w-full" onClick={() => start()}>
          {entitlement.action === 'resume' ? 'Resume attempt' : 'Start exam'}
        </Button>
      );
      break;
    case 'login':
      main = (
        <ButtonLink size="lg" className="w-full" to={paths.login(`${location.pathname}${location.search}`)}>
          Sign in to start
        </ButtonLink>
      );
      break;
    case 'plans':
      main = (
        <ButtonLink size="lg" className="w-full" to={paths.plans()}>
          Get membership to start
        </ButtonLink>
      );
      break;
    case 'checkout':
      main = (
        <Button
          size="lg"
          className="w-full"
          loading={checkout.isPending || checkout.isSuccess}
          onClick={() => buy()}
        >
          Buy for {formatPrice(quiz.pricing.amountMinor, quiz.pricing.currency)}
        </Button>
      );
      break;
    case 'enroll':
      main = <p className="text-sm text-slate-700">{QUIZ_MESSAGES.enrolmentRequired}</p>;
      break;
    case 'no_attempts':
      main = <NoAttemptsLeft lastAttemptId={entitlement.lastAttemptId} />;
      break;
  }

  return (
    <div className="flex flex-col gap-3">
      {main}
      {entitlement.action === 'checkout' && quiz.pricing.includedInMembership && (
        <Link to={paths.plans()} className="text-center text-sm font-medium text-brand-700 underline">
          Or get membership
        </Link>
      )}
      {entitlement.signedIn && entitlement.attemptsAllowed > 0 && (
        <p className="text-center text-sm text-slate-600">
          {entitlement.attemptsLeft} of {entitlement.attemptsAllowed} attempts left
        </p>
      )}
      {(entitlement.canPractice || entitlement.canReviseMistakes) && (
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
          {entitlement.canPractice && (
            <ButtonLink variant="secondary" to={paths.quizPractice(quiz.slug)}>
              {QUIZ_MESSAGES.practiceMode}
            </ButtonLink>
          )}
          {entitlement.canReviseMistakes && (
            <ButtonLink variant="secondary" to={paths.quizPractice(quiz.slug, 'mistakes')}>
              {QUIZ_MESSAGES.reviseMistakes}
            </ButtonLink>
          )}
          <p className="text-xs text-slate-600">
            Practice is untimed, checks each answer at once and never counts as an attempt.
          </p>
        </div>
      )}
      <AlertText>{error}</AlertText>
    </div>
  );
}
