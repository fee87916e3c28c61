import type { LibraryEntry, LibraryItem } from '@medprep/shared';
import { LIBRARY_TEXT, type LibraryStatus, libraryFileSize } from '@medprep/shared/constants';
import { CourseThumbnail } from '../../../lib/course-thumbnail';
import type { StatusScheme } from '../../../ui/badge';

export const LIBRARY_STATUS_SCHEME: StatusScheme<LibraryStatus> = {
  tones: { draft: 'amber', published: 'green', archived: 'gray' },
  labels: LIBRARY_TEXT.statusTabs,
};

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
