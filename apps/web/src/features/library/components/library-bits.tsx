import type { LibraryEntry, LibraryItem } from '@medprep/shared';
import { LIBRARY_TEXT, type LibraryStatus, libraryFileSize, pageLabel } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { CourseThumbnail } from '../../../lib/course-thumbnail';
import { Badge, type Tone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { focusListTop } from '../../../ui/pager';

const STATUS_TONE: Record<LibraryStatus, Tone> = { draft: 'amber', published: 'green', archived: 'gray' };

export function StatusBadge({ status }: { status: LibraryStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{LIBRARY_TEXT.statusTabs[status]}</Badge>;
}

/** The thing's picture: its thumbnail, or a generated cover from its id (decorative: the title is beside it). */
export function EntryThumbnail({
  entry,
  size = 'lg',
  className,
}: {
  entry: Pick<LibraryEntry, 'id' | 'title' | 'thumbnail'>;
  size?: 'sm' | 'lg';
  className?: string;
}) {
  return (
    <CourseThumbnail
      src={entry.thumbnail}
      title={entry.title}
      courseId={entry.id}
      size={size}
      className={className}
    />
  );
}

/** A file item's type and size ("PDF · 1.2 MB"). */
export function fileFacts(item: LibraryItem): string | null {
  if (!item.file) return null;
  const ext = item.file.fileName.includes('.') ? item.file.fileName.split('.').pop()?.toUpperCase() : null;
  const type = ext || item.file.mimeType;
  return `${type} · ${libraryFileSize(item.file.size)}`;
}

/** Prev, 'Page N', Next (marketplace.md §2); turning the page moves focus to the list's top. */
export function LibraryPager({
  page,
  hasNextPage,
  onPage,
  className,
}: {
  page: number;
  hasNextPage: boolean;
  onPage: (page: number) => void;
  className?: string;
}) {
  const turn = (next: number) => {
    onPage(next);
    focusListTop(document.querySelector<HTMLElement>('main h1'));
  };
  return (
    <nav aria-label="Pagination" className={clsx('mt-6 flex items-center justify-center gap-3', className)}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => turn(page - 1)}>
        {LIBRARY_TEXT.prev}
      </Button>
      <span className="text-sm text-slate-700" aria-current="page">
        {pageLabel(page)}
      </span>
      <Button variant="secondary" size="sm" disabled={!hasNextPage} onClick={() => turn(page + 1)}>
        {LIBRARY_TEXT.next}
      </Button>
    </nav>
  );
}
