import { QUIZ_CATALOGUE_TITLE, QUIZ_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { ListScreen, ListSearch, ListView, readPage } from '../../../ui/list';
import { useQuizzes } from '../api';
import { MyMocksPanel } from '../components/my-mocks';
import { QuizCard } from '../components/quiz-card';
import { useQuizList } from '../list-address';

/** The page in the address: 1 unless it names a valid one. */
export const pageFrom = readPage;

/** /quizzes: the public catalogue of mock exams, with 'My Mocks' for a signed-in learner. */
export default function QuizCataloguePage() {
  useTitle(QUIZ_CATALOGUE_TITLE);
  const { filters, search, pager } = useQuizList();
  const quizzes = useQuizzes(filters.q, filters.page);

  return (
    <ListScreen
      title={QUIZ_CATALOGUE_TITLE}
      intro="Timed PLAB and UKMLA-style papers with explanations."
      action={
        <Link to={paths.quizAttempts()} className="font-medium text-brand-700 underline">
          {QUIZ_MESSAGES.viewPastAttempts}
        </Link>
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <ListSearch label="Search mock exams" {...search} />
          <ListView
            query={quizzes}
            label="Results"
            loadingLabel="Loading mock exams…"
            errorMessage={QUIZ_MESSAGES.catalogueFailed}
            errorDetail={(error) => error.message || QUIZ_MESSAGES.unknownError}
            empty={{ title: QUIZ_MESSAGES.noQuizzes }}
            pager={pager}
            cards={{
              className: 'grid gap-4 sm:grid-cols-2',
              li: 'flex',
              item: (quiz) => <QuizCard quiz={quiz} />,
            }}
          />
        </div>
        <MyMocksPanel />
      </div>
    </ListScreen>
  );
}
