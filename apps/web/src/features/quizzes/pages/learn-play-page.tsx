import { paths } from '@medprep/shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { startLearnAttempt } from '../api';
import { learnQuizKey as learnKey } from '../play/local-store';
import { PlayScreen } from './play-page';

/**
 * /learn/quizzes/{quizId}/play: a course's quiz lesson in play, on the same focused exam screen as any
 * quiz. Submitting it marks the lesson complete (the server does).
 */
export default function LearnPlayPage() {
  const { quizId = '' } = useParams();
  const client = useQueryClient();
  return (
    <PlayScreen
      storeKey={learnKey(quizId)}
      open={() => startLearnAttempt(quizId)}
      backTo={paths.learnQuiz(quizId)}
      // The server marks the course's quiz lesson complete on submit: the player's progress is stale.
      afterSubmit={() => void client.invalidateQueries({ queryKey: ['learning'] })}
    />
  );
}
