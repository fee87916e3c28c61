import type { PlayerLesson } from '@medprep/shared';
import { COURSE_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { clsx } from 'clsx';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDuration, LESSON_TYPE_LABELS } from '../../../lib/format';
import { ProgressBar } from '../../../lib/progress-bar';
import { useTitle } from '../../../lib/use-title';
import { Button, buttonClass } from '../../../ui/button';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { useLessonProgress, usePlayer } from '../api';
import { LessonContent } from '../components/lesson-content';

export default function PlayerPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { data, isPending, isError, error, refetch } = usePlayer(slug);
  const progress = useLessonProgress(slug);
  const [menuOpen, setMenuOpen] = useState(false);
  useTitle(data?.course.title ?? 'Course player');

  const lessons = useMemo(() => data?.sections.flatMap((s) => s.lessons) ?? [], [data]);
  const requested = params.get('lesson');
  const current =
    lessons.find((l) => l.id === requested) ??
    lessons.find((l) => l.id === data?.progress.lastLessonId) ??
    lessons[0];
  const index = current ? lessons.indexOf(current) : -1;

  // Record the lesson as opened, so the player and My courses resume here.
  const recorded = useRef<string | null>(null);
  const record = progress.mutate;
  useEffect(() => {
    if (!current || recorded.current === current.id) return;
    recorded.current = current.id;
    record({ lessonId: current.id });
  }, [current, record]);

  if (isPending) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10">
        <LoadingBlock label="Loading the course…" />
      </div>
    );
  }
  if (isError) {
    const denied = error instanceof ApiError && error.status === 403;
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        {denied ? (
          <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-center">
            <p className="font-semibold text-amber-900">{COURSE_MESSAGES.noAccess}</p>
            <Link to={paths.course(slug)} className={buttonClass('primary', 'md', 'mt-4')}>
              Go to the course page
            </Link>
          </div>
        ) : (
          <ErrorState
            message={missing ? COURSE_MESSAGES.notFound : COURSE_MESSAGES.loadFailed}
            onRetry={missing ? undefined : () => void refetch()}
          />
        )}
      </div>
    );
  }

  const open = (lesson: PlayerLesson) => {
    setParams({ lesson: lesson.id });
    setMenuOpen(false);
  };
  let number = 0;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row">
      <aside className="lg:w-80 lg:shrink-0">
        <div className="rounded-2xl border border-slate-200 bg-white p-4">
          <Link
            to={paths.course(data.course.slug)}
            className="text-xs font-semibold text-brand-700 underline"
          >
            Course page
          </Link>
          <h1 className="mt-1 text-lg font-bold text-slate-900">{data.course.title}</h1>
          <p className="mt-2 text-xs text-slate-600">
            {data.progress.completedLessons}/{data.progress.totalLessons} lessons · {data.progress.percent}%
            complete
          </p>
          <div className="mt-2">
            <ProgressBar percent={data.progress.percent} label="Course progress" />
          </div>
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'mt-3 w-full lg:hidden')}
            aria-expanded={menuOpen}
            aria-controls="lesson-list"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? 'Hide lessons' : 'Show lessons'}
          </button>
        </div>
        <nav
          id="lesson-list"
          aria-label="Lessons"
          className={clsx('mt-4 flex-col gap-4 lg:flex', menuOpen ? 'flex' : 'hidden')}
        >
          {data.sections.map((section) => (
            <section
              key={section.id}
              aria-label={section.title}
              className="rounded-2xl border border-slate-200 bg-white p-3"
            >
              <h2 className="px-2 pb-2 text-sm font-semibold text-slate-900">{section.title}</h2>
              <ol className="flex flex-col gap-1">
                {section.lessons.map((lesson) => {
                  number += 1;
                  const active = lesson.id === current?.id;
                  return (
                    <li key={lesson.id}>
                      <button
                        type="button"
                        onClick={() => open(lesson)}
                        aria-current={active ? 'step' : undefined}
                        className={clsx(
                          'flex w-full items-start gap-3 rounded-lg px-2 py-2 text-left text-sm',
                          active ? 'bg-brand-50 text-brand-900' : 'text-slate-700 hover:bg-slate-50',
                        )}
                      >
                        <span
                          aria-hidden
                          className={clsx(
                            'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                            lesson.completed ? 'bg-emerald-600 text-white' : 'bg-slate-200 text-slate-700',
                          )}
                        >
                          {lesson.completed ? '✓' : number}
                        </span>
                        <span className="flex-1">
                          <span className="block font-medium">{lesson.title}</span>
                          <span className="block text-xs text-slate-500">
                            {LESSON_TYPE_LABELS[lesson.type]}
                            {lesson.durationSec > 0 && ` · ${formatDuration(lesson.durationSec)}`}
                            {lesson.completed && <span className="sr-only"> (completed)</span>}
                          </span>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ol>
            </section>
          ))}
        </nav>
      </aside>

      <section className="min-w-0 flex-1" aria-label="Lesson">
        {current ? (
          <>
            <p className="text-sm text-slate-500">
              Lesson {index + 1} of {lessons.length} · {LESSON_TYPE_LABELS[current.type]}
            </p>
            <h2 className="mb-4 mt-1 text-2xl font-bold text-slate-900">{current.title}</h2>
            <LessonContent lesson={current} />
            <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
              <Button
                variant="secondary"
                disabled={index <= 0}
                onClick={() => {
                  const previous = lessons[index - 1];
                  if (previous) open(previous);
                }}
              >
                Previous lesson
              </Button>
              <Button
                variant={current.completed ? 'secondary' : 'primary'}
                loading={progress.isPending && progress.variables?.completed !== undefined}
                onClick={() => progress.mutate({ lessonId: current.id, completed: !current.completed })}
              >
                {current.completed ? 'Mark as not complete' : 'Mark as complete'}
              </Button>
              <Button
                variant="secondary"
                disabled={index >= lessons.length - 1}
                onClick={() => {
                  const next = lessons[index + 1];
                  if (next) open(next);
                }}
              >
                Next lesson
              </Button>
            </div>
            {progress.isError && (
              <p role="alert" className="mt-3 text-sm text-red-700">
                {progress.error.message}
              </p>
            )}
          </>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            This course has no lessons yet.
          </p>
        )}
      </section>
    </div>
  );
}
