import type { InstructorCourse } from '@medprep/shared';
import { paths } from '@medprep/shared/paths';
import { Link } from 'react-router';
import { formatDate, formatPrice } from '../../../lib/format';
import { AlertText } from '../../../ui/alert-text';
import { StatusBadge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import type { CourseTransition } from '../api/transition-course';
import { COURSE_STATUS_SCHEME, COURSE_UI_TEXT } from '../content';

interface CourseStatusPanelProps {
  course: InstructorCourse;
  busy: CourseTransition | 'delete' | null;
  message: string | null;
  error: string | null;
  onTransition: (action: CourseTransition) => void;
  onDelete: () => void;
}

/** Status, price and published date, and the actions the course's status allows. */
export function CourseStatusPanel({
  course,
  busy,
  message,
  error,
  onTransition,
  onDelete,
}: CourseStatusPanelProps) {
  const { status } = course;
  // While one action runs the others are refused, but every button stays focusable (aria-disabled), so
  // focus is not lost from the one that was pressed.
  const disabled = busy !== null;
  return (
    <section
      aria-labelledby="course-status-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="course-status-heading" className="text-base font-semibold text-slate-900">
        Course status
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">Status</dt>
        <dd className="text-right">
          <StatusBadge status={status} scheme={COURSE_STATUS_SCHEME} />
        </dd>
        <dt className="text-slate-500">Price</dt>
        <dd className="text-right font-medium text-slate-900">
          {formatPrice(course.pricing.amountMinor, course.pricing.currency)}
        </dd>
        <dt className="text-slate-500">Published</dt>
        <dd className="text-right font-medium text-slate-900">
          {course.publishedAt ? formatDate(course.publishedAt) : COURSE_UI_TEXT.notPublishedYet}
        </dd>
        <dt className="text-slate-500">Updated</dt>
        <dd className="text-right text-slate-700">{formatDate(course.updatedAt)}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        {status !== 'published' && (
          <Button
            loading={busy === 'publish'}
            aria-disabled={disabled || undefined}
            onClick={() => !disabled && onTransition('publish')}
          >
            Publish
          </Button>
        )}
        {status === 'published' && (
          <Button
            variant="secondary"
            loading={busy === 'unpublish'}
            aria-disabled={disabled || undefined}
            onClick={() => !disabled && onTransition('unpublish')}
          >
            Unpublish
          </Button>
        )}
        {status !== 'archived' && (
          <Button
            variant="secondary"
            loading={busy === 'archive'}
            aria-disabled={disabled || undefined}
            onClick={() => !disabled && onTransition('archive')}
          >
            Archive
          </Button>
        )}
        {status === 'archived' && (
          <Button
            variant="secondary"
            loading={busy === 'restore'}
            aria-disabled={disabled || undefined}
            onClick={() => !disabled && onTransition('restore')}
          >
            Restore
          </Button>
        )}
        {status === 'draft' && (
          <Button
            variant="danger"
            loading={busy === 'delete'}
            aria-disabled={disabled || undefined}
            onClick={() => !disabled && onDelete()}
          >
            Delete
          </Button>
        )}
      </div>
      {message && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          {message}
        </p>
      )}
      <AlertText>{error}</AlertText>
      <Link
        to={paths.course(course.slug)}
        className="inline-flex min-h-6 w-fit items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        View course page
      </Link>
    </section>
  );
}
