import { clsx } from 'clsx';
import { coverColours, coverSubject, SUBJECT_ICONS } from './course-cover';

/** A subject's line drawing, in the text colour; drawn twice on a cover (large and faint, then in the badge). */
function SubjectIcon({
  path,
  strokeWidth,
  className,
}: {
  path: string;
  strokeWidth: number;
  className: string;
}) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

/**
 * A course's picture: its thumbnail, or a generated cover (the title's subject drawn on a brand gradient picked
 * by the id; docs/decisions/384) when it has none. Decorative: the title is always next to it. Library entries
 * and live sessions without a picture use it too.
 */
export function CourseThumbnail({
  src,
  title,
  courseId,
  className,
  size = 'lg',
}: {
  src: string | null;
  title: string;
  courseId: string;
  className?: string;
  size?: 'sm' | 'lg';
}) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        className={clsx('aspect-video object-cover', className ?? 'w-full')}
        loading="lazy"
      />
    );
  }
  const colours = coverColours(courseId);
  const subject = coverSubject(title);
  return (
    <div
      aria-hidden
      data-testid="course-cover"
      data-hue={colours.hue}
      data-subject={subject}
      className={clsx(
        'relative flex aspect-video items-center justify-center overflow-hidden text-white',
        // Full width unless the caller sizes it (two width classes would leave the winner to CSS order).
        className ?? 'w-full',
      )}
      style={{ backgroundImage: `linear-gradient(135deg, ${colours.from}, ${colours.to})` }}
    >
      <SubjectIcon
        path={SUBJECT_ICONS[subject]}
        strokeWidth={1.2}
        className="absolute -right-[8%] -bottom-[22%] h-[95%] opacity-15"
      />
      <span
        className={clsx(
          'relative flex items-center justify-center rounded-full bg-white/15 ring-1 ring-white/30',
          'aspect-square',
          size === 'lg' ? 'h-[55%] max-h-24' : 'h-[70%]',
        )}
      >
        <SubjectIcon path={SUBJECT_ICONS[subject]} strokeWidth={1.6} className="size-[60%]" />
      </span>
    </div>
  );
}
