import { absoluteUrl } from '../../../lib/api-client';
import type { Media } from '../types';

export function QuestionMedia({ media, small = false }: { media?: Media[] | null; small?: boolean }) {
  if (!media || media.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {media.map((m) => (
        <img
          key={m.url}
          src={absoluteUrl(m.url)}
          alt={m.alt}
          loading="lazy"
          className={
            small
              ? 'max-h-24 rounded-md border border-slate-200'
              : 'max-h-72 max-w-full rounded-lg border border-slate-200'
          }
        />
      ))}
    </div>
  );
}
