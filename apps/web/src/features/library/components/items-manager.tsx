import { type LibraryItem, LibraryItemBody } from '@medprep/shared';
import {
  LIBRARY_ITEM_NOTE_MAX,
  LIBRARY_ITEM_TITLE_MAX,
  LIBRARY_MESSAGES,
  LIBRARY_TEXT,
  type LibraryKind,
} from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';
import { ProgressBar } from '../../../lib/progress-bar';
import { uploadFile } from '../../../lib/upload';
import { Badge } from '../../../ui/badge';
import { Button, buttonClass } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { DragHandle, SortableList, useSortableItem } from '../../../ui/sortable-list';
import { useLibraryCalls } from '../api';
import { LIBRARY_UI, messageOf, titleFromFileName } from '../kinds';
import { fileFacts } from './library-bits';

interface ItemsManagerProps {
  kind: LibraryKind;
  /** The thing's id once it exists. */
  entryId: string | null;
  items: LibraryItem[];
  /**
   * The thing's id, creating it first when it is new (with the title only); null when it cannot be created
   * yet (no title: the editor shows 'Please enter a title before adding items.').
   */
  ensureEntry: () => Promise<string | null>;
  /** Called after an item operation on a thing created for it (the editor then switches the address). */
  onSettled?: (id: string) => void;
}

type Mode = 'link' | 'file';
type ItemFields = 'title' | 'url' | 'note' | 'fileUrl' | 'fileName';
const EMPTY_FIELDS: Record<ItemFields, string> = { title: '', url: '', note: '', fileUrl: '', fileName: '' };

interface Upload {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

/** Where a schema issue of the item body lands on the form. */
function fieldOfIssue(path: readonly PropertyKey[]): ItemFields {
  const [first, second] = path.map(String);
  if (first === 'link') return second === 'note' ? 'note' : 'url';
  if (first === 'file') return second === 'fileName' ? 'fileName' : 'fileUrl';
  return 'title';
}

/**
 * The items of a resource pack or ebook (marketplace.md §2): + Link / + File, a multi-file drop zone that
 * uploads each file with its own progress bar and adds it, rename, delete after 'Delete item?', and
 * reorder by drag and drop or with Move up / Move down. Every failure is shown (role=alert).
 */
export function ItemsManager({ kind, entryId, items, ensureEntry, onSettled }: ItemsManagerProps) {
  const calls = useLibraryCalls(kind);
  const [mode, setMode] = useState<Mode>('link');
  const [fields, setFields] = useState(EMPTY_FIELDS);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ItemFields, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const [renaming, setRenaming] = useState<LibraryItem | null>(null);
  const [renameText, setRenameText] = useState('');
  const [deleting, setDeleting] = useState<LibraryItem | null>(null);
  const [busyItem, setBusyItem] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const keepRef = useRef<HTMLButtonElement>(null);
  const fileInputId = useId();
  const uploadKey = useRef(0);
  const moving = useRef(false);

  const set = (name: ItemFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (fieldErrors[name]) setFieldErrors(({ [name]: _, ...rest }) => rest);
  };

  const addItem = async () => {
    if (adding) return;
    setError(null);
    const body =
      mode === 'link'
        ? {
            title: fields.title,
            type: 'link' as const,
            link: { url: fields.url.trim(), ...(fields.note.trim() ? { note: fields.note } : {}) },
          }
        : {
            title: fields.title,
            type: 'file' as const,
            file: { url: fields.fileUrl.trim(), fileName: fields.fileName },
          };
    const parsed = LibraryItemBody.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<ItemFields, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOfIssue(issue.path);
        found[field] ??= issue.message;
      }
      setFieldErrors(found);
      return;
    }
    setFieldErrors({});
    setAdding(true);
    try {
      const id = await ensureEntry();
      if (!id) return;
      try {
        const item = await calls.addItem(id, parsed.data);
        setFields(EMPTY_FIELDS);
        setAnnounce(`Added ${item.title}.`);
      } catch (failure) {
        setError(messageOf(failure));
      }
      onSettled?.(id);
    } finally {
      setAdding(false);
    }
  };

  const uploadAll = async (files: File[]) => {
    if (files.length === 0) return;
    setError(null);
    const id = await ensureEntry();
    if (!id) return;
    const started = files.map((file) => {
      uploadKey.current += 1;
      return { key: `u${uploadKey.current}`, name: file.name, progress: 0, error: null, file };
    });
    setUploads((current) => [...current, ...started.map(({ file: _, ...upload }) => upload)]);
    const patch = (key: string, change: Partial<Upload>) =>
      setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));
    await Promise.all(
      started.map(async ({ key, file }) => {
        try {
          const stored = await uploadFile(file, (progress) => patch(key, { progress }));
          await calls.addItem(id, {
            title: titleFromFileName(stored.fileName || file.name),
            type: 'file',
            file: {
              url: stored.url,
              fileName: stored.fileName || file.name,
              size: stored.size,
              mimeType: stored.mimeType,
            },
          });
          setUploads((current) => current.filter((u) => u.key !== key));
          setAnnounce(`Uploaded ${file.name}.`);
        } catch (failure) {
          patch(key, { error: messageOf(failure, LIBRARY_MESSAGES.itemOpFailed) });
        }
      }),
    );
    onSettled?.(id);
  };

  const rename = async () => {
    const item = renaming;
    setRenaming(null);
    if (!item || !entryId) return;
    const title = renameText.trim();
    // Empty or unchanged: nothing to do (marketplace.md §5).
    if (!title || title === item.title) return;
    setError(null);
    setBusyItem(item.id);
    try {
      await calls.renameItem(entryId, item.id, title);
      setAnnounce(`Renamed to ${title}.`);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusyItem(null);
    }
  };

  const remove = async () => {
    const item = deleting;
    setDeleting(null);
    if (!item || !entryId) return;
    setError(null);
    setBusyItem(item.id);
    try {
      await calls.deleteItem(entryId, item.id);
      setAnnounce(`Deleted ${item.title}.`);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusyItem(null);
    }
  };

  const move = async (from: number, to: number) => {
    if (!entryId || moving.current || to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    moving.current = true;
    setError(null);
    try {
      await calls.reorder(entryId, next);
      setAnnounce(`${moved.title} moved to position ${to + 1} of ${next.length}.`);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      moving.current = false;
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p aria-live="polite" className="sr-only">
        {announce}
      </p>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}

      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{LIBRARY_UI.noItems}</p>
      ) : (
        <SortableList
          ids={items.map((item) => item.id)}
          labelOf={(id) => items.find((item) => item.id === id)?.title ?? id}
          onMove={(from, to) => void move(from, to)}
        >
          <ol aria-label="Items" className="flex flex-col gap-2">
            {items.map((item, index) => (
              <ItemRow
                key={item.id}
                item={item}
                index={index}
                count={items.length}
                busy={busyItem === item.id}
                onMove={(to) => void move(index, to)}
                onRename={() => {
                  setRenameText(item.title);
                  setRenaming(item);
                }}
                onDelete={() => setDeleting(item)}
              />
            ))}
          </ol>
        </SortableList>
      )}

      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
        <fieldset className="min-w-0">
          <legend className="sr-only">Item type</legend>
          <div className="flex gap-1 rounded-xl bg-white p-1">
            {(['link', 'file'] as const).map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={mode === type}
                onClick={() => {
                  setMode(type);
                  setFieldErrors({});
                }}
                className={clsx(
                  'min-h-9 flex-1 rounded-lg px-4 text-sm font-semibold',
                  mode === type ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {type === 'link' ? LIBRARY_TEXT.addLink : LIBRARY_TEXT.addFile}
              </button>
            ))}
          </div>
        </fieldset>
        <Field
          label="Item title"
          maxLength={LIBRARY_ITEM_TITLE_MAX}
          value={fields.title}
          onChange={(event) => set('title', event.target.value)}
          error={fieldErrors.title}
        />
        {mode === 'link' ? (
          <>
            <Field
              label="URL"
              type="url"
              inputMode="url"
              placeholder="https://…"
              value={fields.url}
              onChange={(event) => set('url', event.target.value)}
              error={fieldErrors.url}
            />
            <TextAreaField
              label="Note (optional)"
              rows={2}
              maxLength={LIBRARY_ITEM_NOTE_MAX}
              value={fields.note}
              onChange={(event) => set('note', event.target.value)}
              error={fieldErrors.note}
            />
          </>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label="File URL"
              value={fields.fileUrl}
              onChange={(event) => set('fileUrl', event.target.value)}
              error={fieldErrors.fileUrl}
              hint="The address of a file you uploaded."
            />
            <Field
              label="File name"
              value={fields.fileName}
              onChange={(event) => set('fileName', event.target.value)}
              error={fieldErrors.fileName}
            />
          </div>
        )}
        <div>
          <Button variant="secondary" loading={adding} onClick={() => void addItem()}>
            {LIBRARY_UI.addItem}
          </Button>
        </div>
      </div>

      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; 'Choose files' does the same by keyboard */}
      <div
        data-testid="items-drop"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          void uploadAll(Array.from(event.dataTransfer.files ?? []));
        }}
        className={clsx(
          'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-4 text-center text-sm text-slate-700',
          over ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
        )}
      >
        <p>{LIBRARY_UI.dropFiles}</p>
        <input
          id={fileInputId}
          type="file"
          multiple
          className="peer sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void uploadAll(files);
          }}
        />
        <label
          htmlFor={fileInputId}
          className={buttonClass(
            'secondary',
            'sm',
            'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
          )}
        >
          {LIBRARY_UI.chooseFiles}
        </label>
      </div>
      {uploads.length > 0 && (
        <ul aria-label="Uploads" className="flex flex-col gap-2">
          {uploads.map((upload) => (
            <li
              key={upload.key}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3"
            >
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 truncate font-medium text-slate-800">{upload.name}</span>
                {upload.error ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Dismiss ${upload.name}`}
                    onClick={() => setUploads((current) => current.filter((u) => u.key !== upload.key))}
                  >
                    Dismiss
                  </Button>
                ) : (
                  <span className="text-xs text-slate-600" aria-hidden>
                    {upload.progress}%
                  </span>
                )}
              </div>
              {upload.error ? (
                <p role="alert" className="text-sm text-red-700">
                  {upload.name}: {upload.error}
                </p>
              ) : (
                <ProgressBar percent={upload.progress} label={`Uploading ${upload.name}`} />
              )}
            </li>
          ))}
        </ul>
      )}

      <Modal
        open={renaming !== null}
        title={LIBRARY_MESSAGES.editTitlePrompt}
        onClose={() => setRenaming(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRenaming(null)}>
              {LIBRARY_UI.cancel}
            </Button>
            <Button onClick={() => void rename()}>{LIBRARY_TEXT.save}</Button>
          </>
        }
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void rename();
          }}
        >
          <Field
            label="Title"
            maxLength={LIBRARY_ITEM_TITLE_MAX}
            value={renameText}
            onChange={(event) => setRenameText(event.target.value)}
          />
        </form>
      </Modal>
      <Modal
        open={deleting !== null}
        title={LIBRARY_MESSAGES.deleteItemConfirm}
        onClose={() => setDeleting(null)}
        initialFocus={keepRef}
        footer={
          <>
            <Button ref={keepRef} onClick={() => setDeleting(null)}>
              {LIBRARY_UI.keepItem}
            </Button>
            <Button variant="danger" onClick={() => void remove()}>
              {LIBRARY_UI.confirmDeleteItem}
            </Button>
          </>
        }
      >
        <p>{deleting?.title}</p>
      </Modal>
    </div>
  );
}

function ItemRow({
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
