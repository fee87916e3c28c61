import type { LessonType, PublicCourse } from '@medprep/shared';
import {
  countLabel,
  pluralWord,
  SYLLABUS_PREVIEW_LESSONS,
  SYLLABUS_PREVIEW_SECTIONS,
} from '@medprep/shared/constants';
import { LESSON_TYPE_LABELS } from '../../../lib/format';

const ICON_PATHS: Record<LessonType, string> = {
  video: 'M8 5v14l11-7z',
  text: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8',
  quiz: 'M9 9a3 3 0 1 1 4 2.8c-.6.3-1 .9-1 1.6V15M12 18h.01M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
};

export function LessonTypeIcon({ type }: { type: LessonType }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className="size-4 shrink-0 text-slate-500"
      fill={type === 'video' ? 'currentColor' : 'none'}
      stroke={type === 'video' ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICON_PATHS[type]} />
    </svg>
  );
}

/** The first sections and lessons of the curriculum, titles and types only. */
export function SyllabusPreview({ sections }: { sections: PublicCourse['sections'] }) {
  if (sections.length === 0) {
    return <p className="text-sm text-slate-600">The curriculum is being prepared.</p>;
  }
  const shown = sections.slice(0, SYLLABUS_PREVIEW_SECTIONS);
  const moreSections = sections.length - shown.length;
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {shown.map((section, index) => {
          const lessons = section.lessons.slice(0, SYLLABUS_PREVIEW_LESSONS);
          const moreLessons = section.lessons.length - lessons.length;
          return (
            <li key={section.id} className="rounded-xl border border-slate-200 bg-white">
              <h3 className="flex items-baseline justify-between gap-3 border-b border-slate-100 px-4 py-3 font-semibold text-slate-900">
                <span>
                  <span className="text-slate-500">{index + 1}.</span> {section.title}
                </span>
                <span className="shrink-0 text-xs font-normal text-slate-500">
                  {countLabel(section.lessons.length, 'lesson')}
                </span>
              </h3>
              <ul className="flex flex-col px-4 py-2">
                {lessons.map((lesson) => (
                  <li key={lesson.id} className="flex items-center gap-3 py-1.5 text-sm text-slate-700">
                    <LessonTypeIcon type={lesson.type} />
                    <span className="min-w-0 flex-1">{lesson.title}</span>
                    <span className="shrink-0 text-xs text-slate-500">{LESSON_TYPE_LABELS[lesson.type]}</span>
                  </li>
                ))}
                {moreLessons > 0 && (
                  <li className="py-1.5 pl-7 text-sm text-slate-500">and {moreLessons} more</li>
                )}
              </ul>
            </li>
          );
        })}
      </ol>
      {moreSections > 0 && (
        <p className="text-sm text-slate-500">
          and {moreSections} more {pluralWord(moreSections, 'section')}
        </p>
      )}
    </div>
  );
}
