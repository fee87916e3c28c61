import { QUIZ_MESSAGES } from '@medprep/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useTitle } from '../../../lib/use-title';
import { Button, ButtonLink } from '../../../ui/button';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { quizKeys, startLearnAttempt, useLearnQuiz } from '../api';
import { QuizFacts } from '../components/quiz-facts';
import { QuizPlayer } from '../components/quiz-player';
import { forgetAttempt } from '../play/local-store';
import { PlayError, useOpenAttempt } from './play-page';

const learnKey = (quizId: string) => `learn-${quizId}`;

function LearnPlayer({ quizId }: { quizId: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const opened = useOpenAttempt(learnKey(quizId), () => startLearnAttempt(quizId));
  if (opened.isPending) return <LoadingBlock label="Opening your attempt…" />;
  if (opened.isError) return <PlayError error={opened.error} backTo={paths.learnQuiz(quizId)} />;
  if (opened.data.kind === 'submitted')
    return <Navigate to={paths.quizAttempt(opened.data.attemptId)} replace />;
  return (
    <QuizPlayer
      start={opened.data.start}
      clockOffsetMs={opened.data.clockOffsetMs}
      onFinished={(attemptId) => {
        forgetAttempt(learnKey(quizId));
        // The server marks the course's quiz lesson complete on submit: the player's progress is stale.
        void client.invalidateQueries({ queryKey: ['learning'] });
        void client.invalidateQueries({ queryKey: quizKeys.all });
        navigate(paths.quizAttempt(attemptId), { replace: true });
      }}
    />
  );
}

/**
 * /learn/quizzes/{quizId}: a course's quiz lesson, played with the same engine inside the course's context
 * (platform.md). Submitting it marks the lesson complete (the server does, DECISIONS §7).
 */
export default function LearnQuizPage() {
  const { quizId = '' } = useParams();
  const detail = useLearnQuiz(quizId);
  const [playing, setPlaying] = useState(false);
  useTitle(detail.data?.quiz.title ?? 'Quiz');

  if (detail.isPending)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadingBlock label="Loading quiz…" />
      </div>
    );
  if (detail.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorState message={QUIZ_MESSAGES.loadQuizFailed} onRetry={() => void detail.refetch()} />
      </div>
    );
  const { quiz, entitlement, lessons } = detail.data;
  const lesson = lessons[0];
  if (playing || entitlement.inProgressAttemptId) return <LearnPlayer quizId={quizId} />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
      {lesson && (
        <nav aria-label="Course" className="text-sm">
          <Link
            to={paths.learn(lesson.courseSlug, lesson.lessonId)}
            className="font-medium text-brand-700 underline"
          >
            {lesson.courseTitle}
          </Link>{' '}
          › {lesson.lessonTitle}
        </nav>
      )}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{quiz.title}</h1>
      <QuizFacts quiz={quiz} />
      <p className="whitespace-pre-line text-slate-700">{quiz.description}</p>
      {entitlement.action === 'no_attempts' ? (
        <div className="flex flex-col gap-2">
          <p className="font-medium">{QUIZ_MESSAGES.noAttemptsLeft}</p>
          {entitlement.lastAttemptId && (
            <ButtonLink variant="secondary" to={paths.quizAttempt(entitlement.lastAttemptId)}>
              {QUIZ_MESSAGES.viewResults}
            </ButtonLink>
          )}
        </div>
      ) : (
        <Button size="lg" className="self-start" onClick={() => setPlaying(true)}>
          Start exam
        </Button>
      )}
    </div>
  );
}
