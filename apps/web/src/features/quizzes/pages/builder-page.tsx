import { QUIZ_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { LeaveGuard } from '../../../ui/leave-guard';
import { Modal } from '../../../ui/modal';
import { DragHandle, SortableList, useSortableItem } from '../../../ui/sortable-list';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { useToast } from '../../../ui/toast';
import { publishQuiz, quizKeys, useInstructorQuiz, useQuestions } from '../api';
import {
  type Builder as BuilderState,
  errorText,
  mediaProblems,
  problemsOf,
  useBuilder,
} from '../builder/use-builder';
import { QuestionEditor, TYPE_LABELS } from '../components/question-editor';
import { QuestionImportPanel } from '../components/question-import-panel';
import { QuizSettings } from '../components/quiz-settings';
import { STATS_TEXT } from '../statistics-text';
import type { InstructorQuestion, Quiz } from '../types';

const promptLabel = (q: InstructorQuestion, i: number) =>
  `Question ${i + 1}${q.prompt.trim() ? `: ${q.prompt.trim().slice(0, 60)}` : ''}`;

function QuestionRow({
  q,
  index,
  count,
  selected,
  unsaved,
  onSelect,
  onMove,
}: {
  q: InstructorQuestion;
  index: number;
  count: number;
  selected: boolean;
  unsaved: boolean;
  onSelect: () => void;
  onMove: (to: number) => void;
}) {
  const { setNodeRef, style, handle } = useSortableItem(q.id);
  const label = promptLabel(q, index);
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={clsx(
        'flex items-center gap-1 rounded-xl border bg-white p-1',
        selected ? 'border-brand-700' : 'border-slate-200',
      )}
    >
      <DragHandle handle={handle} label={`Reorder ${label}`} />
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected || undefined}
        className="flex min-h-11 min-w-0 flex-1 flex-col items-start rounded-lg px-2 py-1 text-left hover:bg-slate-50"
      >
        <span className="w-full truncate text-sm font-medium text-slate-900">{label}</span>
        <span className="text-xs text-slate-600">
          {TYPE_LABELS[q.type]} · {q.points} pt{unsaved && ' · unsaved'}
        </span>
      </button>
      <div className="flex flex-col">
        <button
          type="button"
          aria-label={`Move ${label} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          className="rounded px-2 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40"
        >
          ▲
        </button>
        <button
          type="button"
          aria-label={`Move ${label} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          className="rounded px-2 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40"
        >
          ▼
        </button>
      </div>
    </li>
  );
}

function BuilderScreen({ quiz, builder }: { quiz: Quiz; builder: BuilderState }) {
  const client = useQueryClient();
  const toast = useToast();
  const [selectedId, setSelectedId] = useState<string | null>(builder.items[0]?.id ?? null);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const { items, dirty } = builder;
  const selectedIndex = items.findIndex((q) => q.id === selectedId);
  const selected = selectedIndex >= 0 ? items[selectedIndex] : undefined;
  const unsaved = dirty.size > 0;

  useEffect(() => {
    if (!selected && items[0]) setSelectedId(items[0].id);
  }, [selected, items]);

  const setPublished = async (publish: boolean) => {
    setPublishing(true);
    try {
      if (publish) {
        const saved = await builder.saveAll();
        if (!saved) return;
        if (builder.items.length === 0) {
          builder.setError(QUIZ_MESSAGES.publishNeedsQuestion);
          return;
        }
      }
      const { quiz: next } = await publishQuiz(quiz.id, publish);
      client.setQueryData(quizKeys.instructorQuiz(quiz.id), { quiz: next });
      void client.invalidateQueries({ queryKey: quizKeys.instructorLists });
      builder.setError(null);
      toast(publish ? QUIZ_MESSAGES.published : QUIZ_MESSAGES.unpublished, 'success');
    } catch (e) {
      builder.setError(errorText(e));
    } finally {
      setPublishing(false);
    }
  };

  const add = async (type: InstructorQuestion['type']) => {
    const q = await builder.add(type);
    if (q) setSelectedId(q.id);
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-3">
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to={paths.instructorQuizzes()} className="text-sm font-medium text-brand-700 underline">
            {QUIZ_MESSAGES.myQuizzes}
          </Link>
          <Link
            to={paths.instructorQuizStatistics(quiz.id)}
            className="text-sm font-medium text-brand-700 underline"
          >
            {STATS_TEXT.link}
          </Link>
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{quiz.title}</h1>
            <Badge tone={quiz.isPublished ? 'green' : 'gray'}>
              {quiz.isPublished ? QUIZ_MESSAGES.published : QUIZ_MESSAGES.unpublished}
            </Badge>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span role="status" className="text-sm text-slate-700">
              {builder.saving ? 'Saving…' : unsaved ? 'Unsaved changes' : 'All changes saved'}
            </span>
            <Button variant="secondary" disabled={!unsaved} onClick={() => builder.saveAll()}>
              {QUIZ_MESSAGES.saveAll}
            </Button>
            {quiz.isPublished ? (
              <Button variant="secondary" loading={publishing} onClick={() => setPublished(false)}>
                {QUIZ_MESSAGES.unpublish}
              </Button>
            ) : (
              <Button loading={publishing} onClick={() => setPublished(true)}>
                {QUIZ_MESSAGES.saveAndPublish}
              </Button>
            )}
          </div>
        </div>
        {builder.error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {builder.error}
          </p>
        )}
      </header>

      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)_18rem]">
        <section aria-labelledby="questions-title" className="flex min-w-0 flex-col gap-3">
          <h2 id="questions-title" className="text-lg font-bold text-slate-900">
            Questions ({items.length})
          </h2>
          {items.length === 0 ? (
            <p className="text-sm text-slate-600">No questions yet. Add the first one below.</p>
          ) : (
            <SortableList
              ids={items.map((q) => q.id)}
              labelOf={(id) =>
                promptLabel(
                  items.find((q) => q.id === id)!,
                  items.findIndex((q) => q.id === id),
                )
              }
              onMove={(from, to) => void builder.move(from, to)}
            >
              <ol className="flex flex-col gap-2">
                {items.map((q, i) => (
                  <QuestionRow
                    key={q.id}
                    q={q}
                    index={i}
                    count={items.length}
                    selected={q.id === selectedId}
                    unsaved={dirty.has(q.id)}
                    onSelect={() => setSelectedId(q.id)}
                    onMove={(to) => void builder.move(i, to)}
                  />
                ))}
              </ol>
            </SortableList>
          )}
          <div className="grid grid-cols-2 gap-2">
            {(['mcq', 'multi', 'boolean', 'short'] as const).map((type) => (
              <Button key={type} variant="secondary" size="sm" onClick={() => add(type)}>
                + {TYPE_LABELS[type]}
              </Button>
            ))}
          </div>
        </section>

        <section
          aria-label="Question editor"
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          {selected ? (
            <QuestionEditor
              key={selected.id}
              question={selected}
              number={selectedIndex + 1}
              problems={{
                ...problemsOf(selected),
                ...(mediaProblems(selected) ? { media: QUIZ_MESSAGES.altRequired } : {}),
              }}
              onEdit={(patch, delay) => builder.edit(selected.id, patch, delay)}
              onDelete={() => setConfirmDelete(selected.id)}
            />
          ) : (
            <p className="text-slate-600">{QUIZ_MESSAGES.publishNeedsQuestion}</p>
          )}
        </section>

        <QuizSettings key={quiz.updatedAt} quiz={quiz} />
      </div>

      <QuestionImportPanel quizId={quiz.id} slug={quiz.slug} onImported={builder.appendNew} />

      <Modal
        open={confirmDelete !== null}
        title={QUIZ_MESSAGES.deleteQuestion}
        onClose={() => setConfirmDelete(null)}
        initialFocus="close"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmDelete(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={async () => {
                const id = confirmDelete;
                setConfirmDelete(null);
                if (id && (await builder.remove(id)) && id === selectedId) setSelectedId(null);
              }}
            >
              Delete
            </Button>
          </>
        }
      >
        <p>The question and its answers are removed from the quiz.</p>
      </Modal>
      <LeaveGuard
        dirty={unsaved}
        text={{
          title: QUIZ_MESSAGES.unsavedChanges,
          body: 'Changes not saved yet are lost if you leave.',
          stay: 'Stay',
          leave: 'Leave',
        }}
      />
    </div>
  );
}

/** /instructor/quizzes/{id}/questions: the builder (question list, question editor, settings, publish). */
export default function BuilderPage() {
  const { id = '' } = useParams();
  const quiz = useInstructorQuiz(id);
  const questions = useQuestions(id);
  const builder = useBuilder(id, questions.data?.items);
  useTitle(quiz.data ? `Builder: ${quiz.data.quiz.title}` : 'Quiz builder');

  if (quiz.isPending || questions.isPending)
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <LoadingBlock label="Loading the quiz…" />
      </div>
    );
  if (quiz.isError || questions.isError)
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <ErrorState
          message={errorText(quiz.error ?? questions.error)}
          onRetry={() => {
            void quiz.refetch();
            void questions.refetch();
          }}
        />
      </div>
    );
  return <BuilderScreen quiz={quiz.data.quiz} builder={builder} />;
}
