import { QUIZ_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link, useNavigate, useParams } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { QueryFallback } from '../../../ui/states';
import { useLearnQuiz } from '../api';
import { QuizFacts } from '../components/quiz-facts';
import { NoAttemptsLeft } from '../components/start-action';

/**
 * /learn/quizzes/{quizId}: a course's quiz lesson in the course's context; it is played on
 * the focused exam screen at /learn/quizzes/{quizId}/play (learn-play-page.tsx), which resumes an attempt
 * under way.
 */
export default function LearnQuizPage() {
  const { quizId = '' } = useParams();
  const detail = useLearnQuiz(quizId);
  const navigate = useNavigate();
  useTitle(detail.data?.quiz.title ?? 'Quiz');

  if (detail.isPending || detail.isError)
    return (
      <QueryFallback
        query={detail}
        loadingLabel="Loading quiz…"
        errorMessage={QUIZ_MESSAGES.loadQuizFailed}
      />
    );
  const { quiz, entitlement, lessons } = detail.data;
  const lesson = lessons[0];
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
        <NoAttemptsLeft lastAttemptId={entitlement.lastAttemptId} />
      ) : (
        <Button size="lg" className="self-start" onClick={() => navigate(paths.learnQuizPlay(quizId))}>
          {entitlement.inProgressAttemptId ? 'Resume attempt' : 'Start exam'}
        </Button>
      )}
    </div>
  );
}
