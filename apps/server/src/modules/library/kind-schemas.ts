import {
  EbookDetailResponse,
  EbookReorderBody,
  ResourceDetailResponse,
  ResourceReorderBody,
} from '@medprep/shared';

/** The schemas that differ by kind: the detail answer and the reorder body. */
export const KIND_SCHEMAS = {
  resource: { detail: ResourceDetailResponse, reorder: ResourceReorderBody },
  ebook: { detail: EbookDetailResponse, reorder: EbookReorderBody },
} as const;
