import type { CourseSummary } from '@medprep/shared';
import { countLabel } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { CourseThumbnail } from '../../../lib/course-thumbnail';
import { formatDuration, formatPrice, levelLabel } from '../../../lib/format';
import { Badge } from '../../../ui/badge';
import { CardLink } from '../../../ui/text-link';
import { COURSE_UI_TEXT } from '../content';

export function Rating({
  average,
  count,
  onDark = false,
}: {
  average: number;
  count: number;
  onDark?: boolean;
}) {
  if (count === 0)
    return <span className={onDark ? 'text-slate-300' : 'text-slate-500'}>No ratings yet</span>;
  return (
    <span className={`inline-flex items-center gap-1 ${onDark ? 'text-white' : 'text-slate-700'}`}>
      <span aria-hidden className="text-amber-500">
        ★
      </span>
      <span aria-hidden>
        {average.toFixed(1)} ({count})
      </span>
      <span className="sr-only">
        Rated {average.toFixed(1)} out of 5 by {countLabel(count, 'learner')}
      </span>
    </span>
  );
}

/** A catalogue card: the whole card is the link to the course page. */
export function CourseCard({ course }: { course: CourseSummary }) {
  const { pricing } = course;
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
      <CourseThumbnail src={course.thumbnail} title={course.title} courseId={course.id} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{levelLabel(course.level)}</Badge>
          {course.category && <span className="text-xs font-medium text-slate-500">{course.category}</span>}
        </div>
        <h2 className="text-base font-semibold leading-snug text-slate-900">
          <CardLink to={paths.course(course.slug)} className="hover:text-brand-800">
            {course.title}
          </CardLink>
        </h2>
        {course.subtitle && <p className="line-clamp-2 text-sm text-slate-600">{course.subtitle}</p>}
        <p className="text-xs text-slate-500">{course.instructor.name}</p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-xs text-slate-600">
          <span>{formatDuration(course.totalDurationSec)}</span>
          <span aria-hidden>·</span>
          <span>{countLabel(course.lessonCount, 'lesson')}</span>
          <span aria-hidden>·</span>
          <Rating average={course.ratingAvg} count={course.ratingCount} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
          <span className="text-base font-bold text-slate-900">
            {formatPrice(pricing.amountMinor, pricing.currency)}
          </span>
          {pricing.includedInMembership && !pricing.isFree && (
            <span className="text-xs font-medium text-brand-700">{COURSE_UI_TEXT.includedInMembership}</span>
          )}
        </div>
      </div>
    </article>
  );
}
