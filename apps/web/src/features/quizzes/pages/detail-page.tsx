import { POST_PAYMENT_TEXT, QUIZ_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useParams } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { QueryFallback } from '../../../ui/states';
import { TextLink } from '../../../ui/text-link';
import { PostPaymentBanner, useReturnedCheckout } from '../../payments';
import { ReviewSection } from '../../reviews';
import { useQuiz } from '../api';
import { PriceBadge, QuizFacts } from '../components/quiz-facts';
import { StartAction } from '../components/start-action';

/** /quizzes/{slug}: the quiz, what the caller may do with it, and the start flow. */
export default function QuizDetailPage() {
  const { slug = '' } = useParams();
  const detail = useQuiz(slug);
  const returnedCheckout = useReturnedCheckout();
  useTitle(detail.data?.quiz.title ?? 'Quiz');

  if (detail.isPending || detail.isError)
    return (
      <QueryFallback
        query={detail}
        width="max-w-4xl"
        loadingLabel="Loading quiz…"
        errorMessage={QUIZ_MESSAGES.loadQuizFailed}
        serverDetail
      />
    );
  const { quiz } = detail.data;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      {returnedCheckout && detail.data.entitlement.purchased && (
        <div className="lg:col-span-2">
          <PostPaymentBanner
            kind="quiz"
            sessionId={returnedCheckout}
            next={{ label: POST_PAYMENT_TEXT.next.quiz, to: paths.quizPlay(quiz.slug) }}
          />
        </div>
      )}
      <div className="flex flex-col gap-4">
        <p>
          <TextLink to={paths.quizzesCatalogue()}>All mock exams</TextLink>
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{quiz.title}</h1>
        <PriceBadge quiz={quiz} />
        <QuizFacts quiz={quiz} />
        <p className="whitespace-pre-line text-slate-700">{quiz.description}</p>
        <p className="text-sm text-slate-600">By {quiz.instructor.name}</p>
      </div>
      <aside
        aria-label="Take this quiz"
        className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <StartAction {...detail.data} />
      </aside>
      <ReviewSection kind="quiz" itemId={quiz.id} className="lg:col-span-2" />
    </div>
  );
}
