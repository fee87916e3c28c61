import type { QuestionStatistics } from '@medprep/shared';
import { QUIZ_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { Card } from '../../../ui/card';
import { type Column, ResponsiveTable } from '../../../ui/list';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { useInstructorQuiz, useQuestions, useQuizStatistics } from '../api';
import { ScoreHistogram } from '../components/score-histogram';
import {
  AngoffInput,
  percentText,
  ratioText,
  StandardSetting,
  StatisticsSummary,
} from '../components/statistics-parts';
import { STATS_TEXT, VERDICT_WORDS } from '../statistics-text';
import type { InstructorQuestion } from '../types';

interface Row {
  number: number;
  stats: QuestionStatistics;
  question: InstructorQuestion | undefined;
}

const promptOf = (row: Row) => {
  const prompt = row.question?.prompt.trim() ?? '';
  return `${row.number}. ${prompt.length > 80 ? `${prompt.slice(0, 80)}…` : prompt}`;
};

/** The wrong option chosen most, named by its letter and text ('True'/'False' for true/false questions). */
function wrongOptionText(row: Row) {
  const id = row.stats.mostChosenWrongOptionId;
  if (!id) return STATS_TEXT.none;
  const chosen = row.stats.options.find((o) => o.id === id)?.chosenPercent ?? null;
  const option = row.question?.options.find((o) => o.id === id);
  const name = option ? `${id}: ${option.text}` : id === 'true' ? 'True' : id === 'false' ? 'False' : id;
  return `${name} (${percentText(chosen)})`;
}

/** /instructor/quizzes/{id}/statistics: item statistics and the Angoff pass mark, for the author and admins. */
export default function StatisticsPage() {
  const { id = '' } = useParams();
  const quiz = useInstructorQuiz(id);
  const questions = useQuestions(id);
  const stats = useQuizStatistics(id);
  useTitle(quiz.data ? STATS_TEXT.title(quiz.data.quiz.title) : undefined);

  if (quiz.isError || stats.isError || questions.isError)
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <ErrorState
          message={(quiz.error ?? stats.error ?? questions.error)?.message ?? QUIZ_MESSAGES.requestFailed}
          onRetry={() => {
            void quiz.refetch();
            void stats.refetch();
            void questions.refetch();
          }}
        />
      </div>
    );
  if (!quiz.data || !stats.data || !questions.data)
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <LoadingBlock />
      </div>
    );

  const s = stats.data;
  const byId = new Map(questions.data.items.map((q) => [q.id, q]));
  const rows: Row[] = s.questions.map((q, i) => ({
    number: i + 1,
    stats: q,
    question: byId.get(q.questionId),
  }));
  const nameOf = (questionId: string) => {
    const row = rows.find((r) => r.stats.questionId === questionId);
    return row ? promptOf(row) : questionId;
  };
  const columns: Column<Row>[] = [
    { key: 'question', header: STATS_TEXT.question, role: 'title', cell: (r) => promptOf(r) },
    { key: 'answered', header: STATS_TEXT.answered, cell: (r) => r.stats.answered },
    { key: 'facility', header: STATS_TEXT.facility, cell: (r) => percentText(r.stats.facility) },
    {
      key: 'discrimination',
      header: STATS_TEXT.discrimination,
      cell: (r) => ratioText(r.stats.discrimination),
    },
    { key: 'efficiency', header: STATS_TEXT.efficiency, cell: (r) => percentText(r.stats.efficiency) },
    {
      key: 'verdict',
      header: STATS_TEXT.verdict,
      cell: (r) =>
        r.stats.verdict ? (
          <span className={r.stats.verdict === 'needs_checking' ? 'font-semibold text-red-800' : undefined}>
            {VERDICT_WORDS[r.stats.verdict]}
          </span>
        ) : (
          STATS_TEXT.noVerdict
        ),
    },
    { key: 'wrong', header: STATS_TEXT.wrong, cell: wrongOptionText },
    {
      key: 'angoff',
      header: STATS_TEXT.angoff,
      cell: (r) => (
        <AngoffInput
          quizId={id}
          questionId={r.stats.questionId}
          number={r.number}
          value={r.stats.angoffPercent}
        />
      ),
    },
  ];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <p>
          <Link
            to={paths.instructorQuizQuestions(id)}
            className="text-sm font-medium text-brand-700 underline"
          >
            {STATS_TEXT.back}
          </Link>
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {STATS_TEXT.title(quiz.data.quiz.title)}
        </h1>
        <p className="text-sm text-slate-700">{STATS_TEXT.computedAt(formatDateTime(s.computedAt))}</p>
      </header>
      {s.mean === null && (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {STATS_TEXT.notEnough}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <StatisticsSummary stats={s} questionName={nameOf} />
        <Card>
          <ScoreHistogram counts={s.histogram} />
        </Card>
      </div>
      <StandardSetting quizId={id} stats={s} />
      <section aria-labelledby="stats-questions" className="flex flex-col gap-3">
        <h2 id="stats-questions" className="text-lg font-bold text-slate-900">
          {STATS_TEXT.questions}
        </h2>
        <ResponsiveTable
          caption={STATS_TEXT.questions}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.stats.questionId}
        />
      </section>
    </div>
  );
}
