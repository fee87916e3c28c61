import type { LibraryItem } from '@medprep/shared';
import { LIBRARY_TEXT } from '@medprep/shared/constants';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { DragHandle, useSortableItem } from '../../../ui/sortable-list';
import { LIBRARY_UI } from '../kinds';
import { fileFacts } from './library-bits';

/** One item in the list: its facts, Move up and down, Rename and Delete, and its drag handle. */
export function ItemRow({
  item,
  index,
  count,
  busy,
  onMove,
  onRename,
  onDelete,
}: {
  item: LibraryItem;
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const sortable = useSortableItem(item.id);
  const facts = fileFacts(item);
  return (
    <li
      ref={sortable.setNodeRef}
      style={sortable.style}
      aria-busy={busy || undefined}
      className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-2 lg:flex-nowrap"
    >
      <DragHandle handle={sortable.handle} label={`Drag ${item.title}`} />
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium break-words text-slate-900">{item.title}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <Badge tone={item.type === 'file' ? 'blue' : 'brand'}>
            {item.type === 'file' ? 'File' : 'Link'}
          </Badge>
          {facts && <span>{facts}</span>}
          {item.link && <span className="max-w-full truncate">{item.link.url}</span>}
          {item.downloadCount !== undefined && <span>{LIBRARY_TEXT.downloads(item.downloadCount)}</span>}
        </p>
      </div>
      <div className="ml-auto flex flex-wrap items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          disabled={index === 0}
          aria-label={`${LIBRARY_UI.moveUp}: ${item.title}`}
          onClick={() => onMove(index - 1)}
        >
          <span aria-hidden>↑</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={index === count - 1}
          aria-label={`${LIBRARY_UI.moveDown}: ${item.title}`}
          onClick={() => onMove(index + 1)}
        >
          <span aria-hidden>↓</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${LIBRARY_UI.rename}: ${item.title}`}
          onClick={onRename}
        >
          {LIBRARY_UI.rename}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${LIBRARY_UI.deleteItem}: ${item.title}`}
          onClick={onDelete}
          className="text-red-700"
        >
          {LIBRARY_UI.deleteItem}
        </Button>
      </div>
    </li>
  );
}
