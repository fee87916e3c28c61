import type { Enrollment } from '@medprep/shared';
import { paths } from '@medprep/shared/paths';
import { clsx } from 'clsx';
import { CourseThumbnail } from '../../../lib/course-thumbnail';
import { formatDate, formatLanguage, formatMinutes, formatPrice, levelLabel } from '../../../lib/format';
import { ProgressBar } from '../../../lib/progress-bar';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';

const VIA_LABEL: Record<Enrollment['via'], string> = {
  free: 'Free',
  purchase: 'Purchased',
  membership: 'Membership',
};

export function EnrollmentCard({ enrollment }: { enrollment: Enrollment }) {
  const { course, progress } = enrollment;
  const inactive = enrollment.status !== 'active';
  return (
    <article
      aria-label={course.title}
      data-status={enrollment.status}
      className={clsx(
        'flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm',
        inactive && 'opacity-60',
      )}
    >
      <CourseThumbnail
        src={course.thumbnail}
        title={course.title}
        courseId={enrollment.courseId}
        className="w-full rounded-t-2xl"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">{VIA_LABEL[enrollment.via]}</Badge>
          <Badge tone={inactive ? 'gray' : 'green'}>{inactive ? 'Inactive' : 'Active'}</Badge>
        </div>
        <h2 className="font-semibold text-slate-900">{course.title}</h2>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-slate-600">
          <dt>Activated</dt>
          <dd>{formatDate(enrollment.activatedAt)}</dd>
          <dt>Expires</dt>
          <dd>{enrollment.expiresAt ? formatDate(enrollment.expiresAt) : 'Never'}</dd>
          <dt>Level</dt>
          <dd>{levelLabel(course.level)}</dd>
          <dt>Language</dt>
          <dd>{formatLanguage(course.language)}</dd>
          <dt>Duration</dt>
          <dd>{formatMinutes(course.totalDurationSec)}</dd>
          <dt>Price</dt>
          <dd>{formatPrice(course.pricing.amountMinor, course.pricing.currency)}</dd>
        </dl>
        <div className="mt-auto flex flex-col gap-2">
          <div className="flex justify-between text-xs text-slate-600">
            <span>Progress</span>
            <span>
              {progress.completedLessons}/{progress.totalLessons} lessons · {progress.percent}%
            </span>
          </div>
          <ProgressBar percent={progress.percent} label={`${course.title} progress`} />
          {inactive ? (
            <ButtonLink to={paths.plans()} variant="secondary">
              Renew membership
            </ButtonLink>
          ) : (
            <ButtonLink to={paths.learn(course.slug, progress.lastLessonId ?? undefined)}>
              Continue learning
            </ButtonLink>
          )}
        </div>
      </div>
    </article>
  );
}
