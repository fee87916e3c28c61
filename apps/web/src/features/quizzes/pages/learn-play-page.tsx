import { paths } from '@medprep/shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { quizKeys, startLearnAttempt } from '../api';
import { QuizPlayer } from '../components/quiz-player';
import { forgetAttempt, learnQuizKey as learnKey } from '../play/local-store';
import { PlayError, PlayOpening, useOpenAttempt } from './play-page';

/**
 * /learn/quizzes/{quizId}/play: a course's quiz lesson in play, on the same focused exam screen as any
 * quiz (issue 29 item 12). Submitting it marks the lesson complete (the server does, DECISIONS §7).
 */
export default function LearnPlayPage() {
  const { quizId = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const opened = useOpenAttempt(learnKey(quizId), () => startLearnAttempt(quizId));
  useTitle(opened.data?.kind === 'play' ? opened.data.start.quiz.title : 'Quiz');
  if (opened.isPending) return <PlayOpening backTo={paths.learnQuiz(quizId)} />;
  if (opened.isError) return <PlayError error={opened.error} backTo={paths.learnQuiz(quizId)} />;
  if (opened.data.kind === 'submitted')
    return <Navigate to={paths.quizAttempt(opened.data.attemptId)} replace />;
  return (
    <QuizPlayer
      start={opened.data.start}
      clockOffsetMs={opened.data.clockOffsetMs}
      leaveTo={paths.learnQuiz(quizId)}
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
