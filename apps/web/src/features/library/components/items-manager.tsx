import type { LibraryItem } from '@medprep/shared';
import {
  LIBRARY_ITEM_TITLE_MAX,
  LIBRARY_MESSAGES,
  LIBRARY_TEXT,
  type LibraryKind,
} from '@medprep/shared/constants';
import { useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { SortableList } from '../../../ui/sortable-list';
import { useLibraryCalls } from '../api';
import { LIBRARY_UI, messageOf } from '../kinds';
import { AddItemForm, type ItemAdderProps } from './add-item-form';
import { ItemRow } from './item-row';
import { ItemUploads } from './item-uploads';

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

/**
 * The items of a resource pack or ebook: + Link / + File, a multi-file drop zone that
 * uploads each file with its own progress bar and adds it, rename, delete after 'Delete item?', and
 * reorder by drag and drop or with Move up / Move down. Every failure is shown (role=alert).
 */
export function ItemsManager({ kind, entryId, items, ensureEntry, onSettled }: ItemsManagerProps) {
  const calls = useLibraryCalls(kind);
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<LibraryItem | null>(null);
  const [renameText, setRenameText] = useState('');
  const [deleting, setDeleting] = useState<LibraryItem | null>(null);
  const [busyItem, setBusyItem] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const keepRef = useRef<HTMLButtonElement>(null);
  const moving = useRef(false);

  const rename = async () => {
    const item = renaming;
    setRenaming(null);
    if (!item || !entryId) return;
    const title = renameText.trim();
    // Empty or unchanged: nothing to do.
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
  // The two ways to add items (a link or text, and dropped or picked files) report the same way.
  const adder: ItemAdderProps = { kind, ensureEntry, onSettled, onError: setError, onAnnounce: setAnnounce };

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

      <AddItemForm {...adder} />

      <ItemUploads {...adder} />

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
