import type { LessonType } from '@medprep/shared';
import { countLabel, LESSON_TYPES } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { type ReactNode, useEffect, useState } from 'react';
import { LESSON_TYPE_LABELS } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Field, FieldShell, inputClass, TextAreaField } from '../../../ui/field';
import { DragHandle, type SortableHandle, SortableList, useSortableItem } from '../../../ui/sortable-list';
import { type DraftLesson, type DraftSection, moveItem, newLesson, newSection } from '../curriculum';
import { QuizPicker } from './quiz-picker';

type Errors = Record<string, string>;

const ICONS = {
  up: 'M5 12l5-5 5 5',
  down: 'M5 8l5 5 5-5',
  delete: 'M5 6h10M8 6V4h4v2M6.5 6l.7 10h5.6l.7-10',
} as const;

function IconButton({
  icon,
  label,
  onClick,
  disabled,
  focusId,
  tone = 'default',
}: {
  icon: keyof typeof ICONS;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  focusId?: string;
  tone?: 'default' | 'danger';
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      data-focus-id={focusId}
      className={clsx(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-md disabled:opacity-30',
        tone === 'danger'
          ? 'text-red-700 hover:bg-red-50'
          : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <svg
        aria-hidden
        viewBox="0 0 20 20"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={ICONS[icon]} />
      </svg>
    </button>
  );
}

/** Keeps keyboard focus on a Move button after the item moved (or on its twin at the end of the list). */
function useFocusAfterMove() {
  const [target, setTarget] = useState<{ id: string; fallback: string } | null>(null);
  useEffect(() => {
    if (!target) return;
    const find = (id: string) =>
      document.querySelector<HTMLButtonElement>(`[data-focus-id="${CSS.escape(id)}"]`);
    const button = find(target.id);
    (button && !button.disabled ? button : find(target.fallback))?.focus();
    setTarget(null);
  }, [target]);
  return (key: string, direction: 'up' | 'down') =>
    setTarget({ id: `${key}-${direction}`, fallback: `${key}-${direction === 'up' ? 'down' : 'up'}` });
}

interface CurriculumEditorProps {
  sections: DraftSection[];
  onChange: (sections: DraftSection[]) => void;
  errors: Errors;
}

/** Sections and lessons: add, rename, delete, and reorder by drag and drop or with Move up and Move down. */
export function CurriculumEditor({ sections, onChange, errors }: CurriculumEditorProps) {
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const focusAfterMove = useFocusAfterMove();

  const setSection = (index: number, section: DraftSection) =>
    onChange(sections.map((s, i) => (i === index ? section : s)));
  const moveSection = (from: number, to: number) => {
    onChange(moveItem(sections, from, to));
  };

  const totalLessons = sections.reduce((n, s) => n + s.lessons.length, 0);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        {countLabel(sections.length, 'section')} · {countLabel(totalLessons, 'lesson')}. Drag the handles or
        use the arrows to reorder.
      </p>
      {sections.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          No sections yet. Add a section, then add its lessons.
        </p>
      )}
      <SortableList
        ids={sections.map((s) => s.key)}
        labelOf={(key) => {
          const index = sections.findIndex((s) => s.key === key);
          return `section ${index + 1}${sections[index]?.title ? `, ${sections[index].title}` : ''}`;
        }}
        onMove={moveSection}
      >
        <ol className="flex flex-col gap-4">
          {sections.map((section, index) => (
            <SectionCard
              key={section.key}
              section={section}
              index={index}
              count={sections.length}
              errors={errors}
              autoFocusKey={justAdded}
              onChange={(next) => setSection(index, next)}
              onMove={(to) => {
                moveSection(index, to);
                focusAfterMove(section.key, to < index ? 'up' : 'down');
              }}
              onDelete={() => onChange(sections.filter((_, i) => i !== index))}
              onAddLesson={() => {
                const lesson = newLesson();
                setJustAdded(lesson.key);
                setSection(index, { ...section, lessons: [...section.lessons, lesson] });
              }}
              focusAfterMove={focusAfterMove}
            />
          ))}
        </ol>
      </SortableList>
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            const section = newSection();
            setJustAdded(section.key);
            onChange([...sections, section]);
          }}
        >
          <span aria-hidden>+</span> Add section
        </Button>
      </div>
    </div>
  );
}

function SectionCard({
  section,
  index,
  count,
  errors,
  autoFocusKey,
  onChange,
  onMove,
  onDelete,
  onAddLesson,
  focusAfterMove,
}: {
  section: DraftSection;
  index: number;
  count: number;
  errors: Errors;
  autoFocusKey: string | null;
  onChange: (section: DraftSection) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
  onAddLesson: () => void;
  focusAfterMove: (key: string, direction: 'up' | 'down') => void;
}) {
  const sortable = useSortableItem(section.key);
  const number = index + 1;
  const path = `sections.${index}`;
  const setLesson = (lessonIndex: number, lesson: DraftLesson) =>
    onChange({ ...section, lessons: section.lessons.map((l, i) => (i === lessonIndex ? lesson : l)) });
  const moveLesson = (from: number, to: number) =>
    onChange({ ...section, lessons: moveItem(section.lessons, from, to) });

  return (
    <li
      ref={sortable.setNodeRef}
      style={sortable.style}
      aria-label={`Section ${number}`}
      className={clsx(
        'rounded-2xl border border-slate-200 bg-slate-50 p-3 sm:p-4',
        sortable.isDragging && 'shadow-xl ring-2 ring-brand-500',
      )}
    >
      <div className="flex items-center gap-1">
        <DragHandle handle={sortable.handle} label={`Drag to reorder section ${number}`} />
        <h3 className="mr-auto text-sm font-semibold tracking-wide text-slate-700 uppercase">
          Section {number}
        </h3>
        <IconButton
          icon="up"
          label={`Move section ${number} up`}
          focusId={`${section.key}-up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        />
        <IconButton
          icon="down"
          label={`Move section ${number} down`}
          focusId={`${section.key}-down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        />
        <IconButton icon="delete" tone="danger" label={`Delete section ${number}`} onClick={onDelete} />
      </div>
      <Field
        className="mt-2"
        label={<Numbered prefix={`Section ${number}`}>Title</Numbered>}
        value={section.title}
        onChange={(event) => onChange({ ...section, title: event.target.value })}
        error={errors[`${path}.title`]}
        autoFocus={autoFocusKey === section.key}
        placeholder="e.g. Understanding the exam"
      />
      <SortableList
        ids={section.lessons.map((l) => l.key)}
        labelOf={(key) => {
          const lessonIndex = section.lessons.findIndex((l) => l.key === key);
          return `lesson ${number}.${lessonIndex + 1}`;
        }}
        onMove={moveLesson}
      >
        <ol aria-label={`Lessons of section ${number}`} className="mt-3 flex flex-col gap-3">
          {section.lessons.map((lesson, lessonIndex) => (
            <LessonCard
              key={lesson.key}
              lesson={lesson}
              label={`${number}.${lessonIndex + 1}`}
              path={`${path}.lessons.${lessonIndex}`}
              first={lessonIndex === 0}
              last={lessonIndex === section.lessons.length - 1}
              errors={errors}
              autoFocus={autoFocusKey === lesson.key}
              onChange={(next) => setLesson(lessonIndex, next)}
              onMove={(direction) => {
                moveLesson(lessonIndex, direction === 'up' ? lessonIndex - 1 : lessonIndex + 1);
                focusAfterMove(lesson.key, direction);
              }}
              onDelete={() =>
                onChange({ ...section, lessons: section.lessons.filter((_, i) => i !== lessonIndex) })
              }
            />
          ))}
        </ol>
      </SortableList>
      <div className="mt-3">
        <Button
          variant="ghost"
          size="sm"
          onClick={onAddLesson}
          aria-label={`Add lesson to section ${number}`}
        >
          <span aria-hidden>+</span> Add lesson
        </Button>
      </div>
    </li>
  );
}

function Numbered({ prefix, children }: { prefix: string; children: ReactNode }) {
  return (
    <>
      <span className="sr-only">{prefix}</span> {children}
    </>
  );
}

function LessonCard({
  lesson,
  label,
  path,
  first,
  last,
  errors,
  autoFocus,
  onChange,
  onMove,
  onDelete,
}: {
  lesson: DraftLesson;
  label: string;
  path: string;
  first: boolean;
  last: boolean;
  errors: Errors;
  autoFocus: boolean;
  onChange: (lesson: DraftLesson) => void;
  onMove: (direction: 'up' | 'down') => void;
  onDelete: () => void;
}) {
  const sortable = useSortableItem(lesson.key);
  const prefix = `Lesson ${label}`;
  const set = (patch: Partial<DraftLesson>) => onChange({ ...lesson, ...patch });
  return (
    <li
      ref={sortable.setNodeRef}
      style={sortable.style}
      aria-label={prefix}
      className={clsx(
        'rounded-xl border border-slate-200 bg-white p-3',
        sortable.isDragging && 'shadow-xl ring-2 ring-brand-500',
      )}
    >
      <LessonHeader
        handle={sortable.handle}
        prefix={prefix}
        lessonKey={lesson.key}
        first={first}
        last={last}
        onMove={onMove}
        onDelete={onDelete}
      />
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_8rem]">
        <Field
          className="col-span-2 sm:col-span-1"
          label={<Numbered prefix={prefix}>Title</Numbered>}
          value={lesson.title}
          onChange={(event) => set({ title: event.target.value })}
          error={errors[`${path}.title`]}
          autoFocus={autoFocus}
        />
        <FieldShell label={<Numbered prefix={prefix}>Type</Numbered>}>
          {({ id }) => (
            <select
              id={id}
              value={lesson.type}
              onChange={(event) => set({ type: event.target.value as LessonType })}
              className={inputClass()}
            >
              {LESSON_TYPES.map((type) => (
                <option key={type} value={type}>
                  {LESSON_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <Field
          label={<Numbered prefix={prefix}>Duration (min)</Numbered>}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={lesson.durationMin}
          onChange={(event) => set({ durationMin: event.target.value })}
          error={errors[`${path}.durationMin`]}
        />
      </div>
      <div className="mt-3">
        {lesson.type === 'video' && (
          <Field
            label={<Numbered prefix={prefix}>YouTube URL</Numbered>}
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            value={lesson.youtubeUrl}
            onChange={(event) => set({ youtubeUrl: event.target.value })}
            error={errors[`${path}.youtubeUrl`]}
          />
        )}
        {lesson.type === 'text' && (
          <TextAreaField
            label={<Numbered prefix={prefix}>Text (Markdown)</Numbered>}
            rows={6}
            value={lesson.textContent}
            onChange={(event) => set({ textContent: event.target.value })}
            error={errors[`${path}.textContent`]}
            hint="Headings (#), lists (-), links and emphasis are supported."
          />
        )}
        {lesson.type === 'quiz' && (
          <QuizPicker
            label={<Numbered prefix={prefix}>Quiz</Numbered>}
            value={lesson.quizId}
            onChange={(quizId) => set({ quizId })}
            error={errors[`${path}.quizId`]}
          />
        )}
      </div>
    </li>
  );
}

function LessonHeader({
  handle,
  prefix,
  lessonKey,
  first,
  last,
  onMove,
  onDelete,
}: {
  handle: SortableHandle;
  prefix: string;
  lessonKey: string;
  first: boolean;
  last: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex items-center gap-1">
      <DragHandle handle={handle} label={`Drag to reorder ${prefix.toLowerCase()}`} />
      <span className="mr-auto text-sm font-medium text-slate-700">{prefix}</span>
      <IconButton
        icon="up"
        label={`Move ${prefix.toLowerCase()} up`}
        focusId={`${lessonKey}-up`}
        disabled={first}
        onClick={() => onMove('up')}
      />
      <IconButton
        icon="down"
        label={`Move ${prefix.toLowerCase()} down`}
        focusId={`${lessonKey}-down`}
        disabled={last}
        onClick={() => onMove('down')}
      />
      <IconButton icon="delete" tone="danger" label={`Delete ${prefix.toLowerCase()}`} onClick={onDelete} />
    </div>
  );
}
