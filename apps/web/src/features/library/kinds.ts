import {
  countLabel,
  LIBRARY_KIND_TABLE,
  LIBRARY_MESSAGES,
  type LibraryKind,
  type LibraryKindInfo,
} from '@medprep/shared/constants';

/**
 * The web's side of the kind table: which kind a page shows (from its address), and the sentences of the
 * library screens that the shared contract does not carry. Everything that differs between resources and
 * ebooks comes from the shared LIBRARY_KIND_TABLE (and the API address table's `apiPaths.library[kind]`).
 */
export function kindFromPath(pathname: string): LibraryKind {
  return /^\/(?:instructor\/)?ebooks(?:\/|$)/.test(pathname) ? 'ebook' : 'resource';
}

export interface KindView {
  kind: LibraryKind;
  info: LibraryKindInfo;
}

export const kindView = (kind: LibraryKind): KindView => ({
  kind,
  info: LIBRARY_KIND_TABLE[kind],
});

export const LIBRARY_UI = {
  dropImage: 'Drop an image here',
  thumbnailHint: (mb: number) =>
    `PNG, JPEG, WebP or GIF up to ${mb} MB, or an https image link; about 320×180 (16:9) looks best.`,
  dropFiles: 'Drop files here to upload them as items, or',
  chooseFiles: 'Choose files',
  noItems: 'No items yet. Add a link or a file.',
  moveUp: 'Move up',
  moveDown: 'Move down',
  rename: 'Rename',
  deleteItem: 'Delete',
  keepItem: 'Keep item',
  confirmDeleteItem: 'Delete item',
  keepDraft: 'Keep it',
  confirmDelete: 'Delete',
  addItem: 'Add item',
  cancel: 'Cancel',
  unsaved: 'Unsaved changes',
  saved: 'Saved',
  onlyInstructors: 'Only instructors can manage resources and ebooks.',
  confirming: 'Confirming your purchase…',
  notConfirmed:
    'We have not received the payment confirmation yet. It can take a minute: refresh this page shortly.',
  searchLabel: 'Search by title',
  noMatches: 'Nothing matches these filters.',
  clearFilters: 'Clear filters',
  nothingBought: 'Nothing bought yet.',
  libraryEmpty: 'You have not bought any resource packs or ebooks yet.',
  libraryFailed: 'Failed to load your library.',
  untitled: 'Untitled',
  items: (n: number) => countLabel(n, 'item'),
  statusLine: 'Status',
  priceLine: 'Price',
  publishedLine: 'Published',
  notPublished: 'Not published yet',
  done: {
    publish: 'Published',
    unpublish: 'Unpublished',
    archive: 'Archived',
    restore: 'Restored',
  },
} as const;

/** A failed request's sentence: the server's message, else the fallback. */
export const messageOf = (error: unknown, fallback: string = LIBRARY_MESSAGES.itemOpFailed) =>
  error instanceof Error && error.message ? error.message : fallback;

/** A file name without its extension, as the title of an uploaded item. */
export const titleFromFileName = (name: string) => name.replace(/\.[^./\\]+$/, '').trim() || name;
