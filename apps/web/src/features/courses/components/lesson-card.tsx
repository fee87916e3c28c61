import type { LessonType } from '@medprep/shared';
import { LESSON_TYPES } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { LESSON_TYPE_LABELS } from '../../../lib/format';
import { Field, TextAreaField } from '../../../ui/field';
import { SelectField } from '../../../ui/select-field';
import { DragHandle, type SortableHandle, useSortableItem } from '../../../ui/sortable-list';
import type { DraftLesson } from '../curriculum';
import { type Errors, IconButton, Numbered } from './curriculum-controls';
import { QuizPicker } from './quiz-picker';

const LESSON_TYPE_OPTIONS = LESSON_TYPES.map((type) => ({ value: type, label: LESSON_TYPE_LABELS[type] }));

/** One lesson of a section: its type, title and the fields of its type, with Move and Delete. */
export function LessonCard({
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
        <SelectField
          label={<Numbered prefix={prefix}>Type</Numbered>}
          value={lesson.type}
          onChange={(event) => set({ type: event.target.value as LessonType })}
          options={LESSON_TYPE_OPTIONS}
        />
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
      {(['up', 'down'] as const).map((direction) => (
        <IconButton
          key={direction}
          icon={direction}
          label={`Move ${prefix.toLowerCase()} ${direction}`}
          focusId={`${lessonKey}-${direction}`}
          disabled={direction === 'up' ? first : last}
          onClick={() => onMove(direction)}
        />
      ))}
      <IconButton icon="delete" tone="danger" label={`Delete ${prefix.toLowerCase()}`} onClick={onDelete} />
    </div>
  );
}
