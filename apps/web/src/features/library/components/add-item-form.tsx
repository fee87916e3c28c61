import { LibraryItemBody } from '@medprep/shared';
import {
  LIBRARY_ITEM_NOTE_MAX,
  LIBRARY_ITEM_TITLE_MAX,
  LIBRARY_TEXT,
  type LibraryKind,
} from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { useLibraryCalls } from '../api';
import { LIBRARY_UI, messageOf } from '../kinds';

type Mode = 'link' | 'file';
type ItemFields = 'title' | 'url' | 'note' | 'fileUrl' | 'fileName';
const EMPTY_FIELDS: Record<ItemFields, string> = { title: '', url: '', note: '', fileUrl: '', fileName: '' };

/** Where a schema issue of the item body lands on the form. */
function fieldOfIssue(path: readonly PropertyKey[]): ItemFields {
  const [first, second] = path.map(String);
  if (first === 'link') return second === 'note' ? 'note' : 'url';
  if (first === 'file') return second === 'fileName' ? 'fileName' : 'fileUrl';
  return 'title';
}

/** What the add form and the uploads share with the items manager. */
export interface ItemAdderProps {
  kind: LibraryKind;
  /** The thing's id, creating it first when it is new; null when it cannot be created yet. */
  ensureEntry: () => Promise<string | null>;
  /** Called after an item was added to a thing created for it. */
  onSettled?: (id: string) => void;
  /** Shows one failure above the items (null clears it). */
  onError: (message: string | null) => void;
  /** Tells screen readers what happened. */
  onAnnounce: (text: string) => void;
}

/** + Link / + File: a link or an uploaded file's address added as an item, each field checked by the schema. */
export function AddItemForm({ kind, ensureEntry, onSettled, onError, onAnnounce }: ItemAdderProps) {
  const calls = useLibraryCalls(kind);
  const [mode, setMode] = useState<Mode>('link');
  const [fields, setFields] = useState(EMPTY_FIELDS);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ItemFields, string>>>({});
  const [adding, setAdding] = useState(false);

  const set = (name: ItemFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (fieldErrors[name]) setFieldErrors(({ [name]: _, ...rest }) => rest);
  };

  const addItem = async () => {
    if (adding) return;
    onError(null);
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
        onAnnounce(`Added ${item.title}.`);
      } catch (failure) {
        onError(messageOf(failure));
      }
      onSettled?.(id);
    } finally {
      setAdding(false);
    }
  };

  return (
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
  );
}
