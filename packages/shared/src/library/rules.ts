import { LIBRARY_KIND_TABLE, type LibraryAction, type LibraryKind, type LibraryStatus } from './copy.ts';

/** Relative to the API base `/api`; ids and slugs are encoded. */
const enc = encodeURIComponent;

/** The API calls of a kind (relative to `/api`). */
export function libraryApi(kind: LibraryKind) {
  const k = LIBRARY_KIND_TABLE[kind];
  const mine = (id: string) => `/instructor/${k.plural}/${enc(id)}`;
  return {
    catalogue: `/${k.plural}`,
    detail: (slug: string) => `/${k.plural}/${enc(slug)}`,
    checkout: (id: string) => `/me/${k.plural}/${enc(id)}/checkout`,
    /** `POST {sessionId}` → `{unlocked}` (no id in the path). */
    confirm: `/me/${k.plural}/confirm`,
    instructorList: `/instructor/${k.plural}`,
    instructorCreate: `/instructor/${k.plural}`,
    instructorGet: mine,
    basics: (id: string) => `${mine(id)}${k.basicsSuffix}`,
    pricing: (id: string) => `${mine(id)}/pricing`,
    action: (id: string, action: LibraryAction) => `${mine(id)}/${action}`,
    remove: mine,
    items: (id: string) => `${mine(id)}/items`,
    item: (id: string, itemId: string) => `${mine(id)}/items/${enc(itemId)}`,
    reorder: (id: string) => `${mine(id)}${k.reorderSuffix}`,
    /** The reorder body for this kind: `{order}` or `{orderedIds}`. */
    reorderBody: (ids: string[]) => ({ [k.reorderField]: ids }),
  };
}

/** Which editor buttons a status shows: Delete always for a saved item. */
export function libraryActionsFor(status: LibraryStatus): LibraryAction[] {
  const actions: LibraryAction[] = [];
  if (status !== 'published') actions.push('publish');
  if (status === 'published') actions.push('unpublish');
  if (status !== 'archived') actions.push('archive');
  if (status === 'archived') actions.push('restore');
  return actions;
}

/** The ebook page's viewer state: free when the price is 0, owned when unlocked, otherwise locked. */
export function libraryViewerState(thing: {
  pricing: { amountMinor: number };
  unlocked: boolean;
}): 'free' | 'owned' | 'locked' {
  if (thing.pricing.amountMinor === 0) return 'free';
  return thing.unlocked ? 'owned' : 'locked';
}

/** "1.2 MB" for a file item's size. */
export function libraryFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
}
