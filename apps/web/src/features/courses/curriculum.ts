import type { CurriculumBody, CurriculumLessonInput, InstructorCourse, LessonType } from '@medprep/shared';

/** A lesson as the curriculum editor holds it; `key` is stable across edits and reorders. */
export interface DraftLesson {
  key: string;
  id?: string;
  title: string;
  type: LessonType;
  youtubeUrl: string;
  textContent: string;
  quizId: string;
  /** Whole or decimal minutes, as typed. */
  durationMin: string;
}

export interface DraftSection {
  key: string;
  id?: string;
  title: string;
  lessons: DraftLesson[];
}

let counter = 0;
const newKey = (kind: 'section' | 'lesson') => {
  counter += 1;
  return `new-${kind}-${counter}`;
};

/** Seconds shown as minutes: 90 → "1.5". */
export const secondsToMinutes = (seconds: number): string => String(Math.round((seconds / 60) * 100) / 100);

/** Minutes typed → whole seconds, never negative; anything that is not a number is 0. */
export function minutesToSeconds(text: string): number {
  const minutes = Number.parseFloat(text);
  return Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes * 60) : 0;
}

export const newSection = (): DraftSection => ({ key: newKey('section'), title: '', lessons: [] });

export const newLesson = (type: LessonType = 'video'): DraftLesson => ({
  key: newKey('lesson'),
  title: '',
  type,
  youtubeUrl: '',
  textContent: '',
  quizId: '',
  durationMin: '0',
});

export const curriculumFrom = (sections: InstructorCourse['sections']): DraftSection[] =>
  sections.map((section) => ({
    key: section.id,
    id: section.id,
    title: section.title,
    lessons: section.lessons.map((lesson) => ({
      key: lesson.id,
      id: lesson.id,
      title: lesson.title,
      type: lesson.type,
      youtubeUrl: lesson.youtubeUrl ?? '',
      textContent: lesson.textContent ?? '',
      quizId: lesson.quizId ?? '',
      durationMin: secondsToMinutes(lesson.durationSec),
    })),
  }));

function lessonBody(lesson: DraftLesson): CurriculumLessonInput {
  const body: CurriculumLessonInput = {
    ...(lesson.id ? { id: lesson.id } : {}),
    title: lesson.title.trim(),
    type: lesson.type,
    durationSec: minutesToSeconds(lesson.durationMin),
  };
  if (lesson.type === 'video') body.youtubeUrl = lesson.youtubeUrl.trim();
  if (lesson.type === 'text') body.textContent = lesson.textContent;
  if (lesson.type === 'quiz') body.quizId = lesson.quizId.trim();
  return body;
}

/** The whole curriculum for PUT …/curriculum, in order, with the ids of existing sections and lessons. */
export const curriculumBody = (sections: DraftSection[]): CurriculumBody => ({
  sections: sections.map((section) => ({
    ...(section.id ? { id: section.id } : {}),
    title: section.title.trim(),
    lessons: section.lessons.map(lessonBody),
  })),
});

/** A copy of `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
