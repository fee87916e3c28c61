import type { CourseStatus, InstructorCourse } from '@medprep/shared';
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

/** The actions, in the order shown, each with the statuses it is offered in. */
const ACTIONS: readonly {
  id: CourseTransition | 'delete';
  label: string;
  variant: 'primary' | 'secondary' | 'danger';
  shownWhen: (status: CourseStatus) => boolean;
}[] = [
  { id: 'publish', label: 'Publish', variant: 'primary', shownWhen: (s) => s !== 'published' },
  { id: 'unpublish', label: 'Unpublish', variant: 'secondary', shownWhen: (s) => s === 'published' },
  { id: 'archive', label: 'Archive', variant: 'secondary', shownWhen: (s) => s !== 'archived' },
  { id: 'restore', label: 'Restore', variant: 'secondary', shownWhen: (s) => s === 'archived' },
  { id: 'delete', label: 'Delete', variant: 'danger', shownWhen: (s) => s === 'draft' },
];

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
        {ACTIONS.filter((action) => action.shownWhen(status)).map((action) => (
          <Button
            key={action.id}
            variant={action.variant}
            loading={busy === action.id}
            aria-disabled={disabled || undefined}
            onClick={() => {
              if (disabled) return;
              if (action.id === 'delete') onDelete();
              else onTransition(action.id);
            }}
          >
            {action.label}
          </Button>
        ))}
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
