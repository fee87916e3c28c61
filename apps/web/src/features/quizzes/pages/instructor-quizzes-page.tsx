import {
  countLabel,
  QUIZ_MESSAGES,
  QUIZ_PUBLISHED_FILTERS,
  QUIZ_SEARCH_DEBOUNCE_MS,
} from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { formatDate } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import {
  CardRow,
  FilterSelect,
  filterAddress,
  ListScreen,
  ListSearch,
  ListToolbar,
  ListView,
  useListAddress,
} from '../../../ui/list';
import { type PublishedFilter, useInstructorQuizzes } from '../api';
import { PriceBadge } from '../components/quiz-facts';

const FILTER_LABELS: Record<PublishedFilter, string> = {
  all: 'All',
  published: QUIZ_MESSAGES.published,
  unpublished: QUIZ_MESSAGES.unpublished,
};
const FILTERS = QUIZ_PUBLISHED_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));

const ADDRESS = filterAddress({ q: 'text', published: { values: QUIZ_PUBLISHED_FILTERS, fallback: 'all' } });

/** /instructor/quizzes: 'My Quizzes'. */
export default function InstructorQuizzesPage() {
  useTitle(QUIZ_MESSAGES.myQuizzes);
  const { filters, update, pager, searchProps } = useListAddress(ADDRESS);
  const quizzes = useInstructorQuizzes(filters.q ?? '', filters.published, filters.page);
  const newQuiz = <ButtonLink to={paths.instructorQuizNew()}>New quiz</ButtonLink>;

  return (
    <ListScreen width="5xl" eyebrow="Instructor" title={QUIZ_MESSAGES.myQuizzes} action={newQuiz}>
      <ListToolbar>
        <ListSearch
          label="Search by title"
          formLabel="Search"
          {...searchProps('q')}
          delayMs={QUIZ_SEARCH_DEBOUNCE_MS}
        />
        <FilterSelect
          label="Show"
          value={filters.published}
          options={FILTERS}
          onChange={(published) => update({ published })}
        />
      </ListToolbar>
      <ListView
        query={quizzes}
        label="Quizzes"
        errorMessage={QUIZ_MESSAGES.listFailed}
        empty={{ title: QUIZ_MESSAGES.noQuizzes, action: newQuiz }}
        pager={pager}
        rowCards={{
          item: (quiz) => (
            <CardRow
              title={quiz.title}
              to={paths.instructorQuizQuestions(quiz.id)}
              badges={
                <>
                  <PriceBadge quiz={quiz} />
                  <Badge tone={quiz.isPublished ? 'green' : 'gray'}>
                    {quiz.isPublished ? QUIZ_MESSAGES.published : QUIZ_MESSAGES.unpublished}
                  </Badge>
                </>
              }
            >
              <p className="text-sm text-slate-600">
                {countLabel(quiz.questionCount, 'question')} · updated {formatDate(quiz.updatedAt)}
              </p>
            </CardRow>
          ),
        }}
      />
    </ListScreen>
  );
}
