import type { QuestionStatistics } from '@medprep/shared';
import { QUIZ_MESSAGES, versionSinceText } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format';
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
  /** The question (for a stem of an extended matching question: that question). */
  question: InstructorQuestion | undefined;
  /** For a stem: its prompt, and whether it is the question's first stem (where its Angoff estimate is). */
  stem: { prompt: string; first: boolean } | null;
}

const promptOf = (row: Row) => {
  const prompt = (row.stem?.prompt ?? row.question?.prompt ?? '').trim();
  return `${row.number}. ${prompt.length > 80 ? `${prompt.slice(0, 80)}…` : prompt}`;
};

/** The question's name, with its version when it is not the first ("Version 2 — figures since 12 Nov"). */
function QuestionCell({ row }: { row: Row }) {
  const { version, versionSince } = row.stats;
  return (
    <span className="flex flex-col">
      <span>{promptOf(row)}</span>
      {version !== null && version > 1 && versionSince && (
        <span className="text-xs font-normal text-slate-700">
          {versionSinceText(version, formatDate(versionSince))}
        </span>
      )}
    </span>
  );
}

/** An extended matching question's estimate is entered once, on its first stem's row, for the question. */
function AngoffCell({ row, quizId }: { row: Row; quizId: string }) {
  const { stemOf } = row.stats;
  if (stemOf === null)
    return (
      <AngoffInput
        quizId={quizId}
        questionId={row.stats.questionId}
        label={STATS_TEXT.angoffLabel(row.number)}
        value={row.stats.angoffPercent}
      />
    );
  if (!row.stem?.first) return <span className="text-xs text-slate-700">{STATS_TEXT.angoffOnFirstStem}</span>;
  return (
    <AngoffInput
      quizId={quizId}
      questionId={stemOf}
      label={STATS_TEXT.angoffEmqLabel(row.number)}
      value={row.stats.angoffPercent}
    />
  );
}

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
  const rows: Row[] = s.questions.map((q, i) => {
    const question = byId.get(q.stemOf ?? q.questionId);
    const stemIndex = q.stemOf ? (question?.stems.findIndex((st) => st.id === q.questionId) ?? -1) : -1;
    const firstRow = q.stemOf ? s.questions.findIndex((o) => o.stemOf === q.stemOf) === i : false;
    return {
      number: i + 1,
      stats: q,
      question,
      stem: q.stemOf ? { prompt: question?.stems[stemIndex]?.prompt ?? '', first: firstRow } : null,
    };
  });
  const nameOf = (questionId: string) => {
    const row = rows.find((r) => r.stats.questionId === questionId);
    return row ? promptOf(row) : questionId;
  };
  const columns: Column<Row>[] = [
    { key: 'question', header: STATS_TEXT.question, role: 'title', cell: (r) => <QuestionCell row={r} /> },
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
      cell: (r) => <AngoffCell row={r} quizId={id} />,
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
