import type { QbankStatus, QuizExam } from '@medprep/shared';
import { QBANK_COUNT_DEFAULT, QBANK_COUNT_MAX, QBANK_SECONDS_PER_QUESTION } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { SelectField } from '../../../ui/select-field';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { filtersQuery, startSession } from '../api';
import { RevisionToday } from '../components/revision-home';
import { QBANK_TEXT, questionsMatching } from '../content';

const STATUSES = ['all', 'unseen', 'incorrect', 'flagged'] as const;
const MODES = ['tutor', 'timed'] as const;

/** /qbank: build a session from the whole bank (exam, topics with their counts, status, count, mode). */
export default function BuildPage() {
  useTitle(QBANK_TEXT.title);
  const navigate = useNavigate();
  const filters = useQuery(filtersQuery());
  const [exam, setExam] = useState<QuizExam | ''>('');
  const [topics, setTopics] = useState<string[]>([]);
  const [status, setStatus] = useState<QbankStatus>('all');
  const [count, setCount] = useState(String(QBANK_COUNT_DEFAULT));
  const [mode, setMode] = useState<'tutor' | 'timed'>('tutor');
  const [seconds, setSeconds] = useState(String(QBANK_SECONDS_PER_QUESTION.default));
  const [error, setError] = useState<string | null>(null);
  const topicsId = useId();

  if (filters.isPending)
    return (
      <Frame>
        <LoadingBlock label="Loading the question bank…" />
      </Frame>
    );
  if (filters.isError)
    return (
      <Frame>
        <ErrorState message={QBANK_TEXT.loadFailed} onRetry={() => void filters.refetch()} />
      </Frame>
    );
  const exams = filters.data.exams;
  if (exams.length === 0)
    return (
      <Frame>
        <EmptyState title={QBANK_TEXT.empty} />
      </Frame>
    );
  const shown = exam ? exams.filter((e) => e.exam === exam) : exams;
  const topicRows = shown.flatMap((e) => e.topics);
  const topicNames = [...new Set(topicRows.map((t) => t.topic))];

  const start = async () => {
    setError(null);
    try {
      const { session } = await startSession({
        ...(exam ? { exam } : {}),
        ...(topics.length ? { topics } : {}),
        status,
        count: Number(count),
        mode,
        ...(mode === 'timed' ? { secondsPerQuestion: Number(seconds) } : {}),
      });
      navigate(paths.qbankSession(session.id));
    } catch (e) {
      setError(e instanceof Error ? e.message : QBANK_TEXT.startFailed);
    }
  };

  return (
    <Frame>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
        className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <SelectField
          label={QBANK_TEXT.exam}
          value={exam}
          onChange={(e) => {
            setExam(e.target.value as QuizExam | '');
            setTopics([]);
          }}
          options={[
            { value: '', label: QBANK_TEXT.anyExam },
            ...exams.map((e) => ({
              value: e.exam,
              label: `${e.exam} (${questionsMatching(e.questionCount)})`,
            })),
          ]}
        />
        <fieldset className="flex flex-col gap-2" aria-describedby={topicsId}>
          <legend className="text-sm font-medium text-slate-800">{QBANK_TEXT.topics}</legend>
          <p id={topicsId} className="text-sm text-slate-600">
            {QBANK_TEXT.topicsHint}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {topicNames.map((name) => {
              const rows = topicRows.filter((t) => t.topic === name);
              const total = rows.reduce((n, t) => n + t.questionCount, 0);
              const answered = rows.reduce((n, t) => n + t.answered, 0);
              return (
                <label key={name} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={topics.includes(name)}
                    onChange={(e) =>
                      setTopics((now) => (e.target.checked ? [...now, name] : now.filter((t) => t !== name)))
                    }
                  />
                  <span>
                    {name}{' '}
                    <span className="text-slate-600">
                      ({total}, {answered} answered)
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <RadioChoices
          legend={QBANK_TEXT.status}
          name="status"
          choices={STATUSES.map((s) => ({ value: s, label: QBANK_TEXT.statuses[s] }))}
          value={status}
          onChange={setStatus}
        />
        <RadioChoices
          legend={QBANK_TEXT.mode}
          name="mode"
          choices={MODES.map((m) => ({ value: m, label: QBANK_TEXT[m] }))}
          value={mode}
          onChange={setMode}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={QBANK_TEXT.count}
            inputMode="numeric"
            hint={`1 to ${QBANK_COUNT_MAX}`}
            value={count}
            onChange={(e) => setCount(e.target.value)}
          />
          {mode === 'timed' && (
            <Field
              label={QBANK_TEXT.secondsPerQuestion}
              inputMode="numeric"
              hint={`${QBANK_SECONDS_PER_QUESTION.min} to ${QBANK_SECONDS_PER_QUESTION.max}`}
              value={seconds}
              onChange={(e) => setSeconds(e.target.value)}
            />
          )}
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" size="lg">
          {QBANK_TEXT.start}
        </Button>
      </form>
    </Frame>
  );
}

/** A fieldset of radio buttons, one per choice, under its legend. */
function RadioChoices<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            className="size-4 accent-brand-700"
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{QBANK_TEXT.title}</h1>
      <p className="mt-2 text-slate-700">{QBANK_TEXT.intro}</p>
      <div className="mt-6">
        <RevisionToday />
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}
