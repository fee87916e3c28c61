import { countLabel } from '../plural.ts';
import { MY_LIBRARY_LABEL } from './menu.ts';

/**
 * The library: resource packs and ebooks. One engine, two kinds; the
 * kind table below is the only place the two differ (paths, names, messages).
 */

export const LIBRARY_KINDS = ['resource', 'ebook'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

export const LIBRARY_STATUSES = ['draft', 'published', 'archived'] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];
export const LIBRARY_ITEM_TYPES = ['link', 'file'] as const;
export type LibraryItemType = (typeof LIBRARY_ITEM_TYPES)[number];
export const LIBRARY_SORTS = ['newest', 'title', 'price_asc', 'price_desc'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];
/** How the caller has the thing (the payments module's one unlocking rule), or null when locked. */
export const LIBRARY_UNLOCK_SOURCES = ['free', 'purchase', 'membership', 'owner', 'admin'] as const;
export type LibraryUnlockSource = (typeof LIBRARY_UNLOCK_SOURCES)[number];
/** The state actions of the editor, each `POST /instructor/{kind}/{id}/{action}` with an empty body. */
export const LIBRARY_ACTIONS = ['publish', 'unpublish', 'archive', 'restore'] as const;
export type LibraryAction = (typeof LIBRARY_ACTIONS)[number];

/** Library page sizes, cache times and timings. */
export const LIBRARY_PAGE_SIZE = 12;
export const LIBRARY_MAX_PAGE_SIZE = 50;
export const LIBRARY_PURCHASES_PANEL_SIZE = 6;
export const LIBRARY_LIST_CACHE_MS = 15_000;
export const LIBRARY_EDITOR_CACHE_MS = 10_000;
export const LIBRARY_SEARCH_DEBOUNCE_MS = 300;
export const LIBRARY_SAVED_MESSAGE_MS = 1_500;
/** Signed download links of file items last 10 minutes and are issued per request. */
export const LIBRARY_SIGNED_URL_TTL_SEC = 10 * 60;
/** Recommended thumbnail size, 16:9. */
export const LIBRARY_THUMBNAIL_WIDTH = 320;
export const LIBRARY_THUMBNAIL_HEIGHT = 180;

export const LIBRARY_TITLE_MAX = 200;
export const LIBRARY_DESCRIPTION_MAX = 10_000;
export const LIBRARY_CATEGORY_MAX = 80;
export const LIBRARY_URL_MAX = 2_000;
export const LIBRARY_ITEM_TITLE_MAX = 200;
export const LIBRARY_ITEM_NOTE_MAX = 1_000;
export const LIBRARY_FILE_NAME_MAX = 255;
/** The most items one pack or ebook holds. */
export const LIBRARY_ITEMS_MAX = 200;

/** Validation and error messages the server and the web share. */
export const LIBRARY_MESSAGES = {
  titleBeforeItems: 'Please enter a title before adding items.',
  titleRequired: 'Please enter a title.',
  deleteDraftConfirm: 'Delete draft? This cannot be undone.',
  deleteItemConfirm: 'Delete item?',
  editTitlePrompt: 'Edit title',
  saveFailed: 'Failed to save',
  thumbnailUploadFailed: 'Thumbnail upload failed',
  uploadMissingUrl: 'Upload response missing url',
  selectImage: 'Please select an image',
  thumbnailNotImage: 'The thumbnail must be an image (PNG, JPEG, WebP or GIF) or an https link.',
  loadFailed: 'Failed to load.',
  unknownError: 'Unknown error',
  retry: 'Retry',
  itemNotFound: 'Item not found.',
  linkTitleRequired: 'Please enter a title for the link.',
  linkUrlRequired: 'Please enter the link URL.',
  linkUrlInvalid: 'The link must be an http or https address.',
  fileTitleRequired: 'Please enter a title for the file.',
  fileUrlRequired: 'Please upload the file first (file URL).',
  fileUrlNotOurs: 'The file must be one of your own uploads to this site (upload it first).',
  fileMustBeDocument:
    'Files of a pack or ebook must be documents or media (PDF, EPUB, Office, ZIP, MP3, MP4), which stay private.',
  fileNameRequired: 'Please enter the file name.',
  itemTypeMismatch: 'A link item carries `link`, a file item carries `file`.',
  tooManyItems: 'A pack or ebook holds at most 200 items.',
  reorderMismatch: 'The order must name every item exactly once, and only items of this one.',
  downloadInvalid: 'This download link has expired or is not valid. Open the page again for a fresh link.',
  freeNoCheckout: 'This is free: no checkout needed.',
  ownItem: 'You cannot buy your own item.',
  itemOpFailed: 'The item could not be saved.',
} as const;

export const LIBRARY_TEXT = {
  badgeFree: 'Free',
  badgeOwned: 'You own this',
  badgeLocked: 'Locked',
  overview: 'Overview',
  contents: 'Contents',
  oneTime: 'one-time',
  redirecting: 'Redirecting…',
  /** Under the Buy button: what the checkout is, by the server's payment provider. */
  checkoutNote: {
    local: 'Test checkout — no real money is taken',
    stripe: 'Secure checkout by Stripe',
  },
  perkDownloads: 'High-quality downloads & links',
  perkLifetime: 'Lifetime access to purchased files',
  freeForMembers: 'Free for members',
  inMembership: '· In membership',
  noFiles: 'No files added yet.',
  open: 'Open',
  download: 'Download',
  prev: 'Prev',
  next: 'Next',
  page: (n: number) => `Page ${n}`,
  addLink: '+ Link',
  addFile: '+ File',
  edit: 'Edit',
  save: 'Save',
  create: 'Create',
  publish: 'Publish',
  unpublish: 'Unpublish',
  archive: 'Archive',
  restore: 'Restore',
  delete: 'Delete',
  back: 'Back',
  myLibrary: MY_LIBRARY_LABEL,
  downloads: (n: number) => countLabel(n, 'download'),
  statusTabs: { all: 'All', draft: 'Draft', published: 'Published', archived: 'Archived' },
} as const;

/** One entry per kind: every difference between resources and ebooks. */
export const LIBRARY_KIND_TABLE = {
  resource: {
    kind: 'resource',
    plural: 'resources',
    /** The field holding the thing in the public detail answer (`{resource, items}`). */
    detailField: 'resource',
    /** The basics call's suffix after `/instructor/resources/{id}`: resources `PATCH /{id}`. */
    basicsSuffix: '',
    reorderSuffix: '/items:reorder',
    reorderField: 'order',
    name: 'Resource',
    nameLower: 'resource',
    messages: {
      notFound: 'Resource not found.',
      loadListFailed: 'Failed to load resources. Please try again.',
      loadCatalogueFailed: 'Failed to load resources. Please try again.',
      empty: 'No resources yet',
      emptyHint: 'Create your first resource to get started.',
      locked: 'Purchase to unlock the resource.',
      owned: 'You own this resource.',
      hasBuyers: 'People have bought this resource, so it cannot be deleted. Unpublish it instead.',
      publishFromPublished: 'This resource is already published.',
      unpublishNotPublished: 'Only a published resource can be unpublished.',
      archiveArchived: 'This resource is already archived.',
      restoreNotArchived: 'Only an archived resource can be restored.',
    },
    text: {
      listTitle: 'My Resources',
      newLink: '+ New resource',
      createTitle: 'Create a resource',
      editTitle: 'Edit resource',
      catalogueTitle: 'Resources',
      myPanel: 'My Resources',
      buy: 'Buy resource',
      column: 'Resource',
    },
  },
  ebook: {
    kind: 'ebook',
    plural: 'ebooks',
    detailField: 'ebook',
    basicsSuffix: '/basics',
    reorderSuffix: '/items/reorder',
    reorderField: 'orderedIds',
    name: 'Ebook',
    nameLower: 'ebook',
    messages: {
      notFound: 'Ebook not found.',
      loadListFailed: 'Failed to load ebooks.',
      loadCatalogueFailed: 'Failed to load ebooks',
      empty: 'No ebooks yet',
      emptyHint: 'Create your first ebook to get started.',
      locked: 'Purchase to unlock the ebook.',
      owned: 'You own this ebook.',
      hasBuyers: 'People have bought this ebook, so it cannot be deleted. Unpublish it instead.',
      publishFromPublished: 'This ebook is already published.',
      unpublishNotPublished: 'Only a published ebook can be unpublished.',
      archiveArchived: 'This ebook is already archived.',
      restoreNotArchived: 'Only an archived ebook can be restored.',
    },
    text: {
      listTitle: 'My Ebooks',
      newLink: '+ New ebook',
      createTitle: 'Create an ebook',
      editTitle: 'Edit ebook',
      catalogueTitle: 'Ebooks',
      myPanel: 'My Ebooks',
      buy: 'Buy ebook',
      column: 'Ebook',
    },
  },
} as const;
export type LibraryKindInfo = (typeof LIBRARY_KIND_TABLE)[LibraryKind];
