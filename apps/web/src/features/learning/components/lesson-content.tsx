import type { PlayerLesson } from '@medprep/shared';
import { COURSE_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { renderMarkdown } from '../../../lib/markdown';
import { buttonClass } from '../../../ui/button';

export function LessonContent({ lesson }: { lesson: PlayerLesson }) {
  const html = useMemo(
    () => (lesson.type === 'text' ? renderMarkdown(lesson.textContent ?? '') : ''),
    [lesson.type, lesson.textContent],
  );
  if (lesson.type === 'video') {
    if (!lesson.video) {
      return (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          {COURSE_MESSAGES.invalidYoutubeUrl}
        </p>
      );
    }
    return (
      <div className="aspect-video w-full overflow-hidden rounded-2xl bg-black">
        <iframe
          src={lesson.video.url}
          title={lesson.title}
          className="size-full"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  if (lesson.type === 'quiz') {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-6">
        <p className="text-slate-700">
          This lesson is a quiz. Test yourself, then come back to continue the course.
        </p>
        {lesson.quizId && (
          <Link to={paths.learnQuiz(lesson.quizId)} className={buttonClass('primary', 'md', 'mt-4')}>
            Open the quiz
          </Link>
        )}
      </div>
    );
  }
  return (
    <article
      className="prose-lesson rounded-2xl border border-slate-200 bg-white p-6 text-slate-800"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in renderMarkdown
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
