import { z } from 'zod';
import { Currency, PageMeta } from '../courses/schemas.ts';
import { DB_INT_MAX, FIELD_MESSAGES } from '../fields/copy.ts';
import {
  bool,
  currency,
  int,
  limitParam,
  money,
  pageParam,
  pathId,
  pathText,
  queryEnum,
  queryText,
  text,
} from '../fields/schemas.ts';
import { CHECKOUT_SESSION_ID_MAX } from '../payments/copy.ts';
import {
  LIBRARY_CATEGORY_MAX,
  LIBRARY_DESCRIPTION_MAX,
  LIBRARY_FILE_NAME_MAX,
  LIBRARY_ITEM_NOTE_MAX,
  LIBRARY_ITEM_TITLE_MAX,
  LIBRARY_ITEM_TYPES,
  LIBRARY_ITEMS_MAX,
  LIBRARY_MESSAGES,
  LIBRARY_PAGE_SIZE,
  LIBRARY_SORTS,
  LIBRARY_STATUSES,
  LIBRARY_TITLE_MAX,
  LIBRARY_UNLOCK_SOURCES,
  LIBRARY_URL_MAX,
} from './copy.ts';

/* --------------------------------------------------------------- answers */

export const LibraryPricing = z
  .object({
    amountMinor: z.number().int(),
    currency: Currency,
    isFree: z.boolean(),
    includedInMembership: z.boolean(),
  })
  .meta({ id: 'LibraryPricing' });
export type LibraryPricing = z.infer<typeof LibraryPricing>;

/** A resource pack or an ebook; the same shape for both kinds. */
export const LibraryEntry = z
  .object({
    id: z.string(),
    kind: z.enum(['resource', 'ebook']),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    thumbnail: z.string().nullable(),
    status: z.enum(LIBRARY_STATUSES),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    pricing: LibraryPricing,
    /** Whether the caller may open the items (the payments module's unlocking rule). */
    unlocked: z.boolean(),
    /** How: free, purchase, membership, owner, admin; null when locked. */
    unlockedBy: z.enum(LIBRARY_UNLOCK_SOURCES).nullable(),
    itemCount: z.number().int(),
    author: z.object({ id: z.string(), name: z.string() }),
  })
  .meta({ id: 'LibraryEntry' });
export type LibraryEntry = z.infer<typeof LibraryEntry>;

export const LibraryItemLink = z.object({ url: z.string(), note: z.string() });
/**
 * A file item's file. `url` is a signed download link valid 10 minutes (issued per request, for this file
 * only); it is present only for a caller who may unlock the thing.
 */
export const LibraryItemFile = z.object({
  url: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
});

export const LibraryItem = z
  .object({
    id: z.string(),
    title: z.string(),
    type: z.enum(LIBRARY_ITEM_TYPES),
    position: z.number().int(),
    link: LibraryItemLink.nullable(),
    file: LibraryItemFile.nullable(),
    /** Only in the instructor's answers (owner or admin): how many times the file or link was downloaded. */
    downloadCount: z.number().int().optional(),
  })
  .meta({ id: 'LibraryItem' });
export type LibraryItem = z.infer<typeof LibraryItem>;

export const LibraryListResponse = z
  .object({ items: z.array(LibraryEntry), meta: PageMeta })
  .meta({ id: 'LibraryListResponse' });
export type LibraryListResponse = z.infer<typeof LibraryListResponse>;

/** `GET /api/resources/{slug}` → `{resource, items}`; `items` empty unless the caller may unlock. */
export const ResourceDetailResponse = z
  .object({ resource: LibraryEntry, items: z.array(LibraryItem) })
  .meta({ id: 'ResourceDetailResponse' });
export type ResourceDetailResponse = z.infer<typeof ResourceDetailResponse>;

/** `GET /api/ebooks/{slug}` → `{ebook, items}`; `items` empty unless the caller may unlock. */
export const EbookDetailResponse = z
  .object({ ebook: LibraryEntry, items: z.array(LibraryItem) })
  .meta({ id: 'EbookDetailResponse' });
export type EbookDetailResponse = z.infer<typeof EbookDetailResponse>;

/**
 * The instructor's answers about one thing, for both kinds (the spec names the field `resource` for ebooks
 * too): `GET /instructor/{kind}/{id}`, basics, pricing and the state actions.
 */
export const LibraryEntryResponse = z.object({ resource: LibraryEntry }).meta({ id: 'LibraryEntryResponse' });
export type LibraryEntryResponse = z.infer<typeof LibraryEntryResponse>;

/** `POST /instructor/{kind}` → 201 `{id, resource}`. */
export const LibraryCreateResponse = z
  .object({ id: z.string(), resource: LibraryEntry })
  .meta({ id: 'LibraryCreateResponse' });
export type LibraryCreateResponse = z.infer<typeof LibraryCreateResponse>;

export const LibraryItemsResponse = z
  .object({ items: z.array(LibraryItem) })
  .meta({ id: 'LibraryItemsResponse' });
export type LibraryItemsResponse = z.infer<typeof LibraryItemsResponse>;

export const LibraryItemResponse = z.object({ item: LibraryItem }).meta({ id: 'LibraryItemResponse' });
export type LibraryItemResponse = z.infer<typeof LibraryItemResponse>;

export const LibraryOkResponse = z.object({ ok: z.literal(true) });

/** `POST /me/{kind}/confirm {sessionId}` → `{unlocked}`. */
export const LibraryConfirmResponse = z
  .object({ unlocked: z.boolean() })
  .meta({ id: 'LibraryConfirmResponse' });
export type LibraryConfirmResponse = z.infer<typeof LibraryConfirmResponse>;

/* -------------------------------------------------------------- requests */

export const LibraryIdParams = z.object({ id: pathId('Id') });
export const LibraryItemParams = z.object({ id: pathId('Id'), itemId: pathId('Item id') });
export const LibrarySlugParams = z.object({ slug: pathText('Slug') });

/** Public catalogue: `GET /{kind}s` (page, limit, sort, q). */
export const LibraryCatalogueQuery = z.object({
  q: queryText(),
  sort: queryEnum(LIBRARY_SORTS, 'Sort').transform((v) => v ?? 'newest'),
  page: pageParam(),
  limit: limitParam(LIBRARY_PAGE_SIZE),
});
export type LibraryCatalogueQuery = z.input<typeof LibraryCatalogueQuery>;

/** Instructor list: `GET /instructor/{kind}s` (status, q, page, limit). */
export const LibraryInstructorQuery = z.object({
  status: queryEnum(LIBRARY_STATUSES, 'Status'),
  q: queryText(),
  page: pageParam(),
  limit: limitParam(LIBRARY_PAGE_SIZE),
});
export type LibraryInstructorQuery = z.input<typeof LibraryInstructorQuery>;

const libraryTitle = () =>
  text({
    max: LIBRARY_TITLE_MAX,
    min: 1,
    label: 'Title',
    requiredMessage: LIBRARY_MESSAGES.titleBeforeItems,
  });

/** `POST /instructor/{kind}s {title}`: created on first need with the title only. */
export const LibraryCreateBody = z.object({ title: libraryTitle() }).strict();
export type LibraryCreateBody = z.input<typeof LibraryCreateBody>;

/**
 * A thumbnail: one of our public image uploads (`/api/files/public/…`, checked to be an image) or a pasted
 * https URL; empty or null removes it.
 */
const thumbnailField = () =>
  text({ max: LIBRARY_URL_MAX, label: 'Thumbnail' })
    .refine((v) => v === '' || /^\/api\/files\/(public|private)\/\S+$/.test(v) || /^https:\/\/\S+$/.test(v), {
      message: LIBRARY_MESSAGES.thumbnailNotImage,
    })
    .transform((v) => v || null)
    .nullable();

/** Resources `PATCH /instructor/resources/{id}`, ebooks `PATCH /instructor/ebooks/{id}/basics`. */
export const LibraryBasicsBody = z
  .object({
    title: libraryTitle().optional(),
    description: text({ max: LIBRARY_DESCRIPTION_MAX, multiline: true, label: 'Description' }).optional(),
    category: text({ max: LIBRARY_CATEGORY_MAX, label: 'Category' }).optional(),
    thumbnail: thumbnailField().optional(),
  })
  .strict();
export type LibraryBasicsBody = z.input<typeof LibraryBasicsBody>;

/** `PATCH …/pricing {amountMajor, currency, includedInMembership}`: major units, 0 is free. */
export const LibraryPricingBody = z
  .object({
    amountMajor: money({ allowZero: true, label: 'Price' }),
    currency: currency(),
    includedInMembership: bool('Included in membership').optional(),
  })
  .strict();
export type LibraryPricingBody = z.input<typeof LibraryPricingBody>;

const httpUrl = (label: string, requiredMessage: string, invalidMessage: string) =>
  text({ max: LIBRARY_URL_MAX, min: 1, label, requiredMessage }).refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, invalidMessage);

const linkItem = z
  .object({
    title: text({
      max: LIBRARY_ITEM_TITLE_MAX,
      min: 1,
      label: 'Title',
      requiredMessage: LIBRARY_MESSAGES.linkTitleRequired,
    }),
    type: z.literal('link'),
    link: z
      .object({
        url: httpUrl('URL', LIBRARY_MESSAGES.linkUrlRequired, LIBRARY_MESSAGES.linkUrlInvalid),
        note: text({ max: LIBRARY_ITEM_NOTE_MAX, multiline: true, label: 'Note' }).optional(),
      })
      .strict(),
  })
  .strict();

const fileItem = z
  .object({
    title: text({
      max: LIBRARY_ITEM_TITLE_MAX,
      min: 1,
      label: 'Title',
      requiredMessage: LIBRARY_MESSAGES.fileTitleRequired,
    }),
    type: z.literal('file'),
    file: z
      .object({
        /** The `url` of one of the caller's own uploads (`POST /api/uploads`), a private document. */
        url: text({
          max: LIBRARY_URL_MAX,
          min: 1,
          label: 'File URL',
          requiredMessage: LIBRARY_MESSAGES.fileUrlRequired,
        }),
        fileName: text({
          max: LIBRARY_FILE_NAME_MAX,
          min: 1,
          label: 'File name',
          requiredMessage: LIBRARY_MESSAGES.fileNameRequired,
        }),
        /** Informative: the server records the stored file's real size and type. */
        size: int({ min: 0, max: DB_INT_MAX, label: 'Size' }).optional(),
        mimeType: text({ max: 200, label: 'Type' }).optional(),
      })
      .strict(),
  })
  .strict();

/** `POST …/items {title, type, link {url, note} | file {url, fileName, size, mimeType}}`. */
export const LibraryItemBody = z.discriminatedUnion('type', [linkItem, fileItem], {
  error: FIELD_MESSAGES.oneOf('Type', LIBRARY_ITEM_TYPES),
});
export type LibraryItemBody = z.input<typeof LibraryItemBody>;

/** `PATCH …/items/{itemId} {title}`. */
export const LibraryItemRenameBody = z
  .object({
    title: text({ max: LIBRARY_ITEM_TITLE_MAX, min: 1, label: 'Title' }),
  })
  .strict();
export type LibraryItemRenameBody = z.input<typeof LibraryItemRenameBody>;

const idList = (label: string) =>
  z
    .array(pathId('Item id'), { error: `${label} must be a list of item ids.` })
    .max(LIBRARY_ITEMS_MAX, `${label} names at most ${LIBRARY_ITEMS_MAX} items.`);

/** Resources `POST …/items:reorder {order}`. */
export const ResourceReorderBody = z.object({ order: idList('Order') }).strict();
export type ResourceReorderBody = z.input<typeof ResourceReorderBody>;
/** Ebooks `POST …/items/reorder {orderedIds}`. */
export const EbookReorderBody = z.object({ orderedIds: idList('Ordered ids') }).strict();
export type EbookReorderBody = z.input<typeof EbookReorderBody>;

export const LibraryConfirmBody = z
  .object({ sessionId: text({ max: CHECKOUT_SESSION_ID_MAX, min: 1, label: 'Session id' }) })
  .strict();
export type LibraryConfirmBody = z.input<typeof LibraryConfirmBody>;

/** The signed download link's query (`GET /api/library/downloads/{itemId}?exp&sig`). */
export const LibraryDownloadQuery = z.object({
  exp: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number)
    .optional(),
  sig: text({ max: 200, label: 'Signature' }).optional(),
  /** Set on links issued to the owner or an admin: those downloads are not counted. */
  preview: z.enum(['1']).optional(),
});
