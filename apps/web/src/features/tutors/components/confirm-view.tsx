import { RETRY_LABEL, TUTOR_MESSAGES, TUTOR_TEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { SUPPORT_MAILTO } from '../../../lib/support';
import { useTitle } from '../../../lib/use-title';
import { Button, ButtonLink, buttonClass } from '../../../ui/button';

type State = 'confirming' | 'confirmed' | 'error';

/** Where a confirmed checkout leads: the learner's sessions first, then the tutors. */
export function NextLinks() {
  return (
    <>
      <ButtonLink to={paths.mySessions()}>{TUTOR_TEXT.mySessions}</ButtonLink>
      <ButtonLink to={paths.tutors()} variant="secondary">
        {TUTOR_TEXT.tutors}
      </ButtonLink>
    </>
  );
}

/**
 * A self-confirming checkout return: reads the checkout session and the record's id
 * once, confirms, and shows confirming, confirmed, or the error with Retry, My Sessions or Tutors and
 * Contact Support. Both ids are needed ('Missing confirmation details.').
 */
export function ConfirmView<Result>({
  title,
  idParam,
  confirm,
  confirmingText,
  confirmedText,
  failedText,
  renderConfirmed,
}: {
  title: string;
  idParam: string;
  confirm: (id: string, sessionId: string) => Promise<Result>;
  confirmingText: string;
  confirmedText: string;
  failedText: string;
  /** The confirmed state's own page (the booking's details), in place of the confirmed line and links. */
  renderConfirmed?: (result: Result, checkoutSessionId: string) => ReactNode;
}) {
  useTitle(title);
  const [params] = useSearchParams();
  // Read once: the app's purchase watcher and a retry never change what is confirmed.
  const [sessionId] = useState(() => params.get('sid'));
  const [id] = useState(() => params.get(idParam));
  const [state, setState] = useState<State>('confirming');
  const [result, setResult] = useState<{ value: Result } | null>(null);
  const client = useQueryClient();
  const errorRef = useRef<HTMLDivElement>(null);
  const running = useRef(false);
  // Confirming needs the signed-in user: wait until the session is restored.
  const { loading } = useSession();

  const run = useCallback(async () => {
    if (!sessionId || !id || running.current) return;
    running.current = true;
    setState('confirming');
    try {
      setResult({ value: await confirm(id, sessionId) });
      setState('confirmed');
      void client.invalidateQueries({ queryKey: ['tutors'] });
    } catch {
      setState('error');
    } finally {
      running.current = false;
    }
  }, [sessionId, id, confirm, client]);

  useEffect(() => {
    if (!loading) void run();
  }, [run, loading]);

  useEffect(() => {
    if (state === 'error') errorRef.current?.focus();
  }, [state]);

  const missing = !sessionId || !id;
  if (state === 'confirmed' && result && sessionId && renderConfirmed) {
    return renderConfirmed(result.value, sessionId);
  }
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {missing || state === 'error' ? (
        <div
          ref={errorRef}
          role="alert"
          tabIndex={-1}
          className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-8"
        >
          <p className="font-semibold text-red-800">
            {missing ? TUTOR_MESSAGES.missingConfirmation : failedText}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {!missing && (
              <Button variant="secondary" size="sm" onClick={() => run()}>
                {RETRY_LABEL}
              </Button>
            )}
            <ButtonLink to={paths.mySessions()} variant="secondary" size="sm">
              {TUTOR_TEXT.mySessions}
            </ButtonLink>
            <ButtonLink to={paths.tutors()} variant="secondary" size="sm">
              {TUTOR_TEXT.tutors}
            </ButtonLink>
            <a href={SUPPORT_MAILTO} className={buttonClass('ghost', 'sm')}>
              {TUTOR_TEXT.contactSupport}
            </a>
          </div>
        </div>
      ) : state === 'confirmed' ? (
        <div className="mt-6 flex flex-col items-center gap-4">
          <p role="status" className="text-slate-800">
            {confirmedText}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <NextLinks />
          </div>
        </div>
      ) : (
        <p role="status" className="mt-6 text-slate-700">
          {confirmingText}
        </p>
      )}
    </div>
  );
}
