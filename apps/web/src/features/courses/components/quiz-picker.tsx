import type { Quiz } from '@medprep/shared';
import { countLabel, LIST_SEARCH_DEBOUNCE_MS, paths } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../ui/badge';
import { FieldShell, inputClass } from '../../../ui/field';
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
 * published or draft) and lists them in a listbox (WAI-ARIA combobox pattern: arrows move, Enter chooses,
 * Escape closes). See docs/decisions/380.
 */
export function QuizPicker({ label, value, onChange, error }: QuizPickerProps) {
  const listId = useId();
  const [text, setText] = useState('');
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Quiz | null>(null);

  useEffect(() => {
    const next = editing ? text.trim() : '';
    const timer = setTimeout(() => setQuery(next), next === '' ? 0 : LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, editing]);

  const list = useLessonQuizzes(query, open);
  const items = open ? (list.data?.items ?? []) : [];
  const known = picked?.id === value ? picked : list.data?.items.find((q) => q.id === value);
  const detail = useLessonQuiz(value, !known);
  const selected = known ?? detail.data ?? null;
  const unknownChoice = value !== '' && !selected && detail.isError;

  const close = () => {
    setOpen(false);
    setEditing(false);
    setText('');
    setActive(-1);
  };
  const choose = (quiz: Quiz) => {
    setPicked(quiz);
    onChange(quiz.id);
    close();
  };
  const show = () => {
    setOpen(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) return show();
      setActive((i) => Math.min(i + 1, items.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted quiz; it never submits the course form from here.
      if (open) event.preventDefault();
      const quiz = items[active];
      if (open && quiz) choose(quiz);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const searching = editing && text.trim() !== '';
  const hint = selected
    ? `${QUIZ_PICKER_TEXT.chosen}: ${facts(selected)}`
    : unknownChoice
      ? QUIZ_PICKER_TEXT.notYours
      : QUIZ_PICKER_TEXT.hint;

  return (
    <FieldShell label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 && items[active] ? optionId(active) : undefined}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            placeholder={QUIZ_PICKER_TEXT.placeholder}
            value={editing ? text : (selected?.title ?? '')}
            onChange={(event) => {
              setEditing(true);
              setText(event.target.value);
              show();
            }}
            onClick={() => {
              if (!open) show();
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
            className={clsx(inputClass(invalid), 'pr-9')}
          />
          <svg
            aria-hidden
            viewBox="0 0 20 20"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
          >
            <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <div
            className={clsx(
              'absolute inset-x-0 top-full z-20 mt-1 rounded-xl border border-slate-200 bg-white shadow-lg',
              !open && 'hidden',
            )}
          >
            {/* The listbox scrolls itself: the region the combobox controls (aria-controls), whose options it moves
                through with aria-activedescendant, needs no focus of its own. */}
            <div
              id={listId}
              role="listbox"
              aria-label={QUIZ_PICKER_TEXT.listLabel}
              className="max-h-72 overflow-y-auto py-1"
            >
              {items.map((quiz, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive: the combobox keeps focus and points here with aria-activedescendant
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows, Enter, Escape)
                <div
                  key={quiz.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={quiz.id === value}
                  // Keeps focus in the input, so the click chooses before the input's blur closes the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(quiz)}
                  onMouseMove={() => setActive(index)}
                  className={clsx(
                    'flex cursor-pointer flex-col gap-0.5 px-3 py-2 text-sm',
                    index === active && 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-700',
                  )}
                >
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
                </div>
              ))}
            </div>
            {open && list.isPending && (
              <p className="px-3 py-2 text-sm text-slate-600">{QUIZ_PICKER_TEXT.loading}</p>
            )}
            {open && list.isError && (
              <p className="px-3 py-2 text-sm text-red-700">{QUIZ_PICKER_TEXT.failed}</p>
            )}
            {open && list.isSuccess && items.length === 0 && (
              <p className="px-3 py-2 text-sm text-slate-600">
                {searching ? (
                  QUIZ_PICKER_TEXT.noMatch(text.trim())
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
          </div>
          <p role="status" className="sr-only">
            {open && list.isSuccess && !list.isPlaceholderData
              ? items.length === 0
                ? searching
                  ? QUIZ_PICKER_TEXT.noMatch(text.trim())
                  : QUIZ_PICKER_TEXT.none
                : countLabel(items.length, 'quiz', 'quizzes')
              : ''}
          </p>
        </div>
      )}
    </FieldShell>
  );
}
