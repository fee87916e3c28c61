import type { DiscussionAuthor } from '@medprep/shared';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/badge';
import { ROLE_BADGES } from '../content';

/** '<name> [Instructor] · 3 Mar 2026, 10:02': who wrote a post and when. */
export function AuthorLine({
  author,
  at,
  prefix,
}: {
  author: DiscussionAuthor;
  at: string;
  prefix?: string;
}) {
  const badge = ROLE_BADGES[author.role];
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      {prefix && <span>{prefix}</span>}
      <span className="font-semibold text-slate-900">{author.name}</span>
      {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
      <span aria-hidden>·</span>
      <time dateTime={at}>{formatDateTime(at)}</time>
    </p>
  );
}
