import type { Quiz } from '@medprep/shared';
import { countLabel, LIST_SEARCH_DEBOUNCE_MS, paths } from '@medprep/shared/constants';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../ui/badge';
import { Combobox, useComboboxState } from '../../../ui/combobox';
import { useLessonQuiz, useLessonQuizzes } from '../api/get-lesson-quizzes';
import { QUIZ_PICKER_TEXT } from '../content';

const facts = (quiz: Pick<Quiz, 'questionCount' | 'isPublished'>) =>
  `${countLabel(quiz.questionCount, 'question')} · ${quiz.isPublished ? QUIZ_PICKER_TEXT.published : QUIZ_PICKER_TEXT.draft}`;

interface QuizPickerProps {
  label: ReactNode;
  /** The chosen quiz's id ('' for none). */
  value: string;
  onChange: (quizId: string) => void;
  error?: string | undefined;
}

/**
 * The quiz lesson's quiz: a combobox that searches the instructor's own quizzes (title, question count,
 * published or draft) and lists them in the kit's combobox (ui/combobox: arrows move, Enter chooses, Escape
 * closes). See docs/decisions/380.
 */
export function QuizPicker({ label, value, onChange, error }: QuizPickerProps) {
  const state = useComboboxState();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Quiz | null>(null);

  useEffect(() => {
    const next = state.search;
    const timer = setTimeout(() => setQuery(next), next === '' ? 0 : LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state.search]);

  const list = useLessonQuizzes(query, state.open);
  const items = state.open ? (list.data?.items ?? []) : [];
  const known = picked?.id === value ? picked : list.data?.items.find((q) => q.id === value);
  const detail = useLessonQuiz(value, !known);
  const selected = known ?? detail.data ?? null;
  const unknownChoice = value !== '' && !selected && detail.isError;
  const typed = state.text.trim();

  const hint = selected
    ? `${QUIZ_PICKER_TEXT.chosen}: ${facts(selected)}`
    : unknownChoice
      ? QUIZ_PICKER_TEXT.notYours
      : QUIZ_PICKER_TEXT.hint;

  return (
    <Combobox
      state={state}
      items={items}
      itemKey={(quiz) => quiz.id}
      isChosen={(quiz) => quiz.id === value}
      onChoose={(quiz) => {
        setPicked(quiz);
        onChange(quiz.id);
      }}
      renderOption={(quiz) => (
        <>
          <span className="flex items-center gap-2 font-medium text-slate-900">
            {quiz.id === value && <span aria-hidden>✓</span>}
            <span className="min-w-0 break-words">{quiz.title}</span>
          </span>
          <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
            {countLabel(quiz.questionCount, 'question')}
            <Badge tone={quiz.isPublished ? 'green' : 'gray'}>
              {quiz.isPublished ? QUIZ_PICKER_TEXT.published : QUIZ_PICKER_TEXT.draft}
            </Badge>
          </span>
        </>
      )}
      optionClassName="flex flex-col gap-0.5"
      shown={selected?.title ?? ''}
      label={label}
      hint={hint}
      error={error}
      placeholder={QUIZ_PICKER_TEXT.placeholder}
      listLabel={QUIZ_PICKER_TEXT.listLabel}
      below={
        <>
          {list.isPending && <p className="px-3 py-2 text-sm text-slate-600">{QUIZ_PICKER_TEXT.loading}</p>}
          {list.isError && <p className="px-3 py-2 text-sm text-red-700">{QUIZ_PICKER_TEXT.failed}</p>}
          {list.isSuccess && items.length === 0 && (
            <p className="px-3 py-2 text-sm text-slate-600">
              {state.searching ? (
                QUIZ_PICKER_TEXT.noMatch(typed)
              ) : (
                <>
                  {QUIZ_PICKER_TEXT.none}{' '}
                  <Link
                    to={paths.instructorQuizNew()}
                    onMouseDown={(event) => event.preventDefault()}
                    className="font-semibold text-brand-700 underline"
                  >
                    {QUIZ_PICKER_TEXT.create}
                  </Link>
                </>
              )}
            </p>
          )}
        </>
      }
      status={
        list.isSuccess && !list.isPlaceholderData
          ? items.length === 0
            ? state.searching
              ? QUIZ_PICKER_TEXT.noMatch(typed)
              : QUIZ_PICKER_TEXT.none
            : countLabel(items.length, 'quiz', 'quizzes')
          : ''
      }
    />
  );
}
