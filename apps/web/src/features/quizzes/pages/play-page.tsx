import { QUIZ_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useTitle } from '../../../lib/use-title';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { getAttempt, quizKeys, startAttempt } from '../api';
import { ExamBar } from '../components/exam-bar';
import { QuizPlayer } from '../components/quiz-player';
import { PLAY_TEXT } from '../content';
import { forgetAttempt, recalledAttempt, rememberAttempt } from '../play/local-store';
import type { PlaySource, StartResponse } from '../types';

export type Opened =
  | { kind: 'play'; start: PlaySource; clockOffsetMs: number }
  | { kind: 'submitted'; attemptId: string };

/** Server time − this device's time, from the attempt's serverNow (the timer counts on the server's clock). */
const offsetOf = (source: PlaySource) => {
  const serverNow = Date.parse(source.attempt.serverNow);
  return Number.isFinite(serverNow) ? serverNow - Date.now() : 0;
};

/**
 * Opens the attempt for a quiz: the attempt id this device remembers for the quiz when
 * it is still open (a submitted one goes to its results), else the server's start, which resumes the
 * learner's open attempt from any device or begins a new one.
 */
export async function openAttempt(quizKey: string, start: () => Promise<StartResponse>): Promise<Opened> {
  const remembered = recalledAttempt(quizKey);
  if (remembered) {
    try {
      const found = await getAttempt(remembered);
      if (found.attempt.status === 'submitted') {
        forgetAttempt(quizKey);
        return { kind: 'submitted', attemptId: found.attempt.id };
      }
      if (found.questions?.length) return { kind: 'play', start: found, clockOffsetMs: offsetOf(found) };
    } catch {
      forgetAttempt(quizKey);
    }
  }
  const started = await start();
  if (started.attempt.status === 'submitted') return { kind: 'submitted', attemptId: started.attempt.id };
  rememberAttempt(quizKey, started.attempt.id);
  return { kind: 'play', start: started, clockOffsetMs: offsetOf(started) };
}

export function useOpenAttempt(quizKey: string, start: () => Promise<StartResponse>) {
  return useQuery({
    queryKey: quizKeys.play(quizKey),
    queryFn: () => openAttempt(quizKey, start),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The focused screen while the attempt opens: the slim bar with the way back, and the loading state. */
export function PlayOpening({ backTo }: { backTo: string }) {
  return (
    <>
      <ExamBar leaveTo={backTo} leaveText={PLAY_TEXT.backToQuiz} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadingBlock label="Opening your attempt…" />
      </div>
    </>
  );
}

export function PlayError({ error, backTo }: { error: unknown; backTo: string }) {
  const message = error instanceof ApiError ? error.message : QUIZ_MESSAGES.couldNotStartAttempt;
  return (
    <>
      <ExamBar leaveTo={backTo} leaveText={PLAY_TEXT.backToQuiz} />
      <div className="mx-auto max-w-xl px-4 py-10">
        <ErrorState
          message={QUIZ_MESSAGES.couldNotStartAttempt}
          detail={message === QUIZ_MESSAGES.couldNotStartAttempt ? undefined : message}
        />
      </div>
    </>
  );
}

/** Opens (or resumes) an attempt on the focused exam screen; once submitted, on to its result. */
export function PlayScreen({
  storeKey,
  open,
  backTo,
  afterSubmit,
}: {
  storeKey: string;
  open: Parameters<typeof useOpenAttempt>[1];
  backTo: string;
  afterSubmit?: () => void;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const opened = useOpenAttempt(storeKey, open);
  useTitle(opened.data?.kind === 'play' ? opened.data.start.quiz.title : 'Quiz');

  if (opened.isPending) return <PlayOpening backTo={backTo} />;
  if (opened.isError) return <PlayError error={opened.error} backTo={backTo} />;
  if (opened.data.kind === 'submitted')
    return <Navigate to={paths.quizAttempt(opened.data.attemptId)} replace />;
  return (
    <QuizPlayer
      start={opened.data.start}
      clockOffsetMs={opened.data.clockOffsetMs}
      leaveTo={backTo}
      onFinished={(attemptId) => {
        forgetAttempt(storeKey);
        afterSubmit?.();
        void client.invalidateQueries({ queryKey: quizKeys.all });
        navigate(paths.quizAttempt(attemptId), { replace: true });
      }}
    />
  );
}

export default function PlayPage() {
  const { slug = '' } = useParams();
  return <PlayScreen storeKey={slug} open={() => startAttempt(slug)} backTo={paths.quiz(slug)} />;
}
