import { avatarHue, avatarInitials } from '@medprep/shared/constants';
import { clsx } from 'clsx';

/** Avatar background: the hue from the name's length on a fixed saturation and lightness (white text). */
export function avatarBackground(name: string | null | undefined): string {
  return `hsl(${avatarHue(name)} 55% 40%)`;
}

/** Initials (up to two letters, fallback U) on a colour from the name's length. */
export function Avatar({ name, size = 'md' }: { name: string | null | undefined; size?: 'md' | 'lg' }) {
  return (
    <span
      data-testid="avatar"
      aria-hidden
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white',
        size === 'md' ? 'size-9 text-sm' : 'size-12 text-base',
      )}
      style={{ backgroundColor: avatarBackground(name) }}
    >
      {avatarInitials(name)}
    </span>
  );
}
