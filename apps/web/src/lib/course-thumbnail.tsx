import { clsx } from 'clsx';
import { coverColours, coverInitials } from './course-cover';

/**
 * A course's picture: its thumbnail, or a generated cover (initials on a colour from the course id) when it
 * has none. Decorative: the title is always next to it.
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
  return (
    <div
      aria-hidden
      data-testid="course-cover"
      data-hue={colours.hue}
      className={clsx(
        'flex aspect-video items-center justify-center font-bold tracking-wide text-white',
        size === 'lg' ? 'text-4xl' : 'text-sm',
        // Full width unless the caller sizes it (two width classes would leave the winner to CSS order).
        className ?? 'w-full',
      )}
      style={{ backgroundImage: `linear-gradient(135deg, ${colours.from}, ${colours.to})` }}
    >
      {coverInitials(title)}
    </div>
  );
}
