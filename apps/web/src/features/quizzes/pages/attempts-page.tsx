import { QUIZ_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { StatusBadge, type StatusScheme } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ListScreen, ListSearch, ListView } from '../../../ui/list';
import { useMyAttempts } from '../api';
import { formatTimeTaken } from '../content';
import { useQuizList } from '../list-address';
import type { AttemptHistoryItem } from '../types';

type Standing = 'in_progress' | 'passed' | 'not_passed' | 'submitted';

/** An attempt's standing: open, or submitted with its verdict when the quiz has a pass mark. */
const standing = (a: AttemptHistoryItem): Standing =>
  a.status === 'in_progress'
    ? 'in_progress'
    : a.passed === true
      ? 'passed'
      : a.passed === false
        ? 'not_passed'
        : 'submitted';

const STANDINGS: StatusScheme<Standing> = {
  tones: { in_progress: 'amber', passed: 'green', not_passed: 'red' },
  labels: {
    in_progress: QUIZ_MESSAGES.inProgress,
    passed: QUIZ_MESSAGES.passed,
    not_passed: QUIZ_MESSAGES.notPassed,
    submitted: QUIZ_MESSAGES.submitted,
  },
};

function AttemptCard({ attempt: a }: { attempt: AttemptHistoryItem }) {
  return (
    <Card as="article" className="flex h-full flex-col gap-2">
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-bold text-slate-900">{a.quiz.title}</h2>
        <StatusBadge status={standing(a)} scheme={STANDINGS} />
      </div>
      <p className="text-sm text-slate-700">
        Attempt {a.attemptNo} · started {formatDateTime(a.startedAt)}
      </p>
      {a.status === 'submitted' && (
        <p className="text-sm text-slate-700">
          {a.score ?? 0} / {a.maxScore ?? 0} ({a.percent ?? 0}%) · {formatTimeTaken(a.timeTakenSec ?? 0)}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {a.status === 'submitted' ? (
          <ButtonLink size="sm" to={paths.quizAttempt(a.id)}>
            {QUIZ_MESSAGES.viewResults}
          </ButtonLink>
        ) : (
          <ButtonLink size="sm" to={paths.quiz(a.quiz.slug)}>
            {QUIZ_MESSAGES.resumeFromQuizPage}
          </ButtonLink>
        )}
        <ButtonLink size="sm" variant="secondary" to={paths.quiz(a.quiz.slug)}>
          {QUIZ_MESSAGES.openQuiz}
        </ButtonLink>
      </div>
    </Card>
  );
}

/** /quizzes/attempts: 'Your attempts', searched by quiz title, 12 a page. */
export default function AttemptsPage() {
  useTitle(QUIZ_MESSAGES.yourAttempts);
  const { filters, search, pager } = useQuizList();
  const attempts = useMyAttempts(filters.q, filters.page);

  return (
    <ListScreen width="5xl" title={QUIZ_MESSAGES.yourAttempts}>
      <ListSearch label="Search by quiz title" {...search} />
      <ListView
        query={attempts}
        label="Attempts"
        errorMessage={QUIZ_MESSAGES.catalogueFailed}
        empty={{
          title: 'No attempts yet',
          action: <ButtonLink to={paths.quizzesCatalogue()}>Browse mock exams</ButtonLink>,
        }}
        pager={pager}
        cards={{ className: 'grid gap-4 sm:grid-cols-2', li: true, item: (a) => <AttemptCard attempt={a} /> }}
      />
      <p>
        <Link to={paths.quizzesCatalogue()} className="font-medium text-brand-700 underline">
          All mock exams
        </Link>
      </p>
    </ListScreen>
  );
}
