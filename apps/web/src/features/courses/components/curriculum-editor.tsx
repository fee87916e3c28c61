import { countLabel } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { DragHandle, SortableList, useSortableItem } from '../../../ui/sortable-list';
import { type DraftLesson, type DraftSection, moveItem, newLesson, newSection } from '../curriculum';
import { type Errors, IconButton, Numbered, useFocusAfterMove } from './curriculum-controls';
import { LessonCard } from './lesson-card';

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
