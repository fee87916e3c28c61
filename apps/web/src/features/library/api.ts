import type {
  LibraryBasicsBody,
  LibraryConfirmResponse,
  LibraryCreateResponse,
  LibraryEntry,
  LibraryEntryResponse,
  LibraryItem,
  LibraryItemBody,
  LibraryItemResponse,
  LibraryItemsResponse,
  LibraryListResponse,
  LibraryPricingBody,
  PurchasesResponse,
} from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import {
  LIBRARY_EDITOR_CACHE_MS,
  LIBRARY_LIST_CACHE_MS,
  LIBRARY_MESSAGES,
  LIBRARY_PAGE_SIZE,
  LIBRARY_PURCHASES_PANEL_SIZE,
  type LibraryAction,
  type LibraryKind,
  type LibraryStatus,
} from '@medprep/shared/constants';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiGetWith, apiSend, checkoutAddress } from '../../lib/api-calls';
import { ApiError, apiRequest } from '../../lib/api-client';
import { readQuery } from '../../lib/read-query';
import { useSession } from '../../lib/session';
import { kindView } from './kinds';

export const libraryKeys = {
  all: ['library'] as const,
  catalogue: (kind: LibraryKind, q: string, page: number) => ['library', kind, 'catalogue', q, page] as const,
  detail: (kind: LibraryKind, slug: string, userId: string | null) =>
    ['library', kind, 'detail', slug, userId] as const,
  instructorList: (kind: LibraryKind, filters: InstructorFilters) =>
    ['library', kind, 'instructor', filters] as const,
  entry: (kind: LibraryKind, id: string) => ['library', kind, 'entry', id] as const,
  items: (kind: LibraryKind, id: string) => ['library', kind, 'items', id] as const,
  purchases: (kinds: string, page: number, limit: number) =>
    ['library', 'purchases', kinds, page, limit] as const,
};

/** Sends the browser to a checkout page; tests replace it. */
export const libraryNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

const notFoundIsFinal = (count: number, error: unknown) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && count < 1;

export interface InstructorFilters {
  status: LibraryStatus | undefined;
  q: string | undefined;
  page: number;
  limit: number;
}

/** `/resources`, `/ebooks`: the public catalogue, 12 a page. */
export const getCatalogue = (kind: LibraryKind, q: string, page: number, signal?: AbortSignal) =>
  apiGetWith<LibraryListResponse>(
    apiPaths.library[kind].catalogue(),
    { q: q || undefined, page, limit: LIBRARY_PAGE_SIZE },
    kindView(kind).info.messages.loadCatalogueFailed,
    signal,
  );

export const catalogueQueryOptions = (kind: LibraryKind, q: string, page: number) =>
  readQuery(libraryKeys.catalogue(kind, q, page), (signal) => getCatalogue(kind, q, page, signal), {
    placeholderData: keepPreviousData,
    staleTime: LIBRARY_LIST_CACHE_MS,
  });

export const useCatalogue = (kind: LibraryKind, q: string, page: number) =>
  useQuery(catalogueQueryOptions(kind, q, page));

export interface LibraryDetail {
  entry: LibraryEntry;
  items: LibraryItem[];
}

/** `/resources/{slug}`, `/ebooks/{slug}`: the thing (under its kind's field) and, when unlocked, its items. */
export async function getDetail(
  kind: LibraryKind,
  slug: string,
  signal?: AbortSignal,
): Promise<LibraryDetail> {
  const answer = await apiGet<Record<string, unknown>>(
    apiPaths.library[kind].detail(slug),
    LIBRARY_MESSAGES.loadFailed,
    signal,
  );
  return {
    entry: answer[kindView(kind).info.detailField] as LibraryEntry,
    items: (answer.items ?? []) as LibraryItem[],
  };
}

export const detailQueryOptions = (kind: LibraryKind, slug: string, userId: string | null) =>
  readQuery(libraryKeys.detail(kind, slug, userId), (signal) => getDetail(kind, slug, signal), {
    retry: notFoundIsFinal,
  });

export function useDetail(kind: LibraryKind, slug: string) {
  const { user, loading } = useSession();
  // Asked once the session is known: a signed-in buyer's answer carries the items.
  return useQuery({ ...detailQueryOptions(kind, slug, user?.id ?? null), enabled: !loading });
}

/** `POST /me/{kind}s/{id}/checkout` → the payment page's address. */
export const startCheckout = (kind: LibraryKind, id: string) =>
  checkoutAddress(apiPaths.library[kind].checkout(id), {}, LIBRARY_MESSAGES.unknownError);

/** `POST /me/{kind}s/confirm {sessionId}` → `{unlocked}`. */
export const confirmPurchase = (kind: LibraryKind, sessionId: string) =>
  apiRequest<LibraryConfirmResponse>(apiPaths.library[kind].confirm(), {
    method: 'POST',
    body: { sessionId },
  });

/** `/instructor/resources`, `/instructor/ebooks`. */
export const getInstructorList = (kind: LibraryKind, filters: InstructorFilters, signal?: AbortSignal) =>
  apiGetWith<LibraryListResponse>(
    apiPaths.library[kind].instructorList(),
    { status: filters.status, q: filters.q, page: filters.page, limit: filters.limit },
    kindView(kind).info.messages.loadListFailed,
    signal,
  );

export const instructorListQueryOptions = (kind: LibraryKind, filters: InstructorFilters) =>
  readQuery(libraryKeys.instructorList(kind, filters), (signal) => getInstructorList(kind, filters, signal), {
    placeholderData: keepPreviousData,
    staleTime: LIBRARY_LIST_CACHE_MS,
  });

export const useInstructorList = (kind: LibraryKind, filters: InstructorFilters) =>
  useQuery(instructorListQueryOptions(kind, filters));

/** The editor's thing: `GET /instructor/{kind}s/{id}` → `{resource}`. */
export const getEntry = async (kind: LibraryKind, id: string, signal?: AbortSignal) =>
  (
    await apiGet<LibraryEntryResponse>(
      apiPaths.library[kind].instructorOne(id),
      LIBRARY_MESSAGES.loadFailed,
      signal,
    )
  ).resource;

export const entryQueryOptions = (kind: LibraryKind, id: string) =>
  readQuery(libraryKeys.entry(kind, id), (signal) => getEntry(kind, id, signal), {
    staleTime: LIBRARY_EDITOR_CACHE_MS,
    retry: notFoundIsFinal,
  });

export const useEntry = (kind: LibraryKind, id: string | undefined) =>
  useQuery({ ...entryQueryOptions(kind, id ?? ''), enabled: Boolean(id) });

/** The editor's items: `GET /instructor/{kind}s/{id}/items`. */
export const getItems = async (kind: LibraryKind, id: string, signal?: AbortSignal) =>
  (await apiGet<LibraryItemsResponse>(apiPaths.library[kind].items(id), LIBRARY_MESSAGES.loadFailed, signal))
    .items;

export const itemsQueryOptions = (kind: LibraryKind, id: string) =>
  readQuery(libraryKeys.items(kind, id), (signal) => getItems(kind, id, signal), {
    staleTime: LIBRARY_EDITOR_CACHE_MS,
  });

export const useItems = (kind: LibraryKind, id: string | undefined) =>
  useQuery({ ...itemsQueryOptions(kind, id ?? ''), enabled: Boolean(id) });

/** The instructor's calls on one thing, each a plain promise (the editor runs them one at a time). */
export function useLibraryCalls(kind: LibraryKind) {
  const client = useQueryClient();
  const api = apiPaths.library[kind];
  const { reorderField } = kindView(kind).info;
  const setEntry = (entry: LibraryEntry) => {
    client.setQueryData(libraryKeys.entry(kind, entry.id), entry);
    void client.invalidateQueries({ queryKey: ['library', kind, 'instructor'] });
    return entry;
  };
  const setItems = (id: string, update: (items: LibraryItem[]) => LibraryItem[]) =>
    client.setQueryData<LibraryItem[]>(libraryKeys.items(kind, id), (items) => update(items ?? []));
  const fallback = LIBRARY_MESSAGES.saveFailed;
  return {
    create: async (title: string) => {
      const created = await apiRequest<LibraryCreateResponse>(api.instructorList(), {
        method: 'POST',
        body: { title },
        fallback,
      });
      setEntry(created.resource);
      client.setQueryData(libraryKeys.items(kind, created.id), []);
      return created.resource;
    },
    saveBasics: async (id: string, body: LibraryBasicsBody) =>
      setEntry(
        (await apiRequest<LibraryEntryResponse>(api.basics(id), { method: 'PATCH', body, fallback }))
          .resource,
      ),
    savePricing: async (id: string, body: LibraryPricingBody) =>
      setEntry(
        (await apiRequest<LibraryEntryResponse>(api.pricing(id), { method: 'PATCH', body, fallback }))
          .resource,
      ),
    transition: async (id: string, action: LibraryAction) => {
      await apiRequest<LibraryEntryResponse>(api.action(id, action), { method: 'POST', body: {}, fallback });
      // After a state action the item is reloaded.
      const fresh = await apiRequest<LibraryEntryResponse>(api.instructorOne(id), { fallback });
      return setEntry(fresh.resource);
    },
    remove: async (id: string) => {
      await apiRequest<unknown>(api.instructorOne(id), { method: 'DELETE', fallback });
      client.removeQueries({ queryKey: libraryKeys.entry(kind, id) });
      void client.invalidateQueries({ queryKey: ['library', kind, 'instructor'] });
    },
    addItem: async (id: string, body: LibraryItemBody) => {
      const { item } = await apiSend<LibraryItemResponse>(
        'POST',
        api.items(id),
        body,
        LIBRARY_MESSAGES.itemOpFailed,
      );
      setItems(id, (items) => [...items, item]);
      return item;
    },
    renameItem: async (id: string, itemId: string, title: string) => {
      const { item } = await apiSend<LibraryItemResponse>(
        'PATCH',
        api.item(id, itemId),
        { title },
        LIBRARY_MESSAGES.itemOpFailed,
      );
      setItems(id, (items) => items.map((it) => (it.id === itemId ? item : it)));
      return item;
    },
    deleteItem: async (id: string, itemId: string) => {
      await apiRequest<unknown>(api.item(id, itemId), {
        method: 'DELETE',
        fallback: LIBRARY_MESSAGES.itemOpFailed,
      });
      setItems(id, (items) => items.filter((it) => it.id !== itemId));
    },
    reorder: async (id: string, ordered: LibraryItem[]) => {
      const previous = client.getQueryData<LibraryItem[]>(libraryKeys.items(kind, id));
      setItems(id, () => ordered);
      try {
        const answer = await apiSend<LibraryItemsResponse | undefined>(
          'POST',
          api.reorder(id),
          { [reorderField]: ordered.map((item) => item.id) },
          LIBRARY_MESSAGES.itemOpFailed,
        );
        if (answer?.items) setItems(id, () => answer.items);
      } catch (error) {
        if (previous) setItems(id, () => previous);
        throw error;
      }
    },
  };
}

/** The learner's bought packs and ebooks (`GET /me/purchases?kinds=…`). */
export const getPurchases = (kinds: string, page: number, limit: number, signal?: AbortSignal) =>
  apiGetWith<PurchasesResponse>(
    apiPaths.payments.purchases(),
    { kinds, page, limit },
    LIBRARY_MESSAGES.loadFailed,
    signal,
  );

export const purchasesQueryOptions = (kinds: string, page: number, limit: number) =>
  readQuery(libraryKeys.purchases(kinds, page, limit), (signal) => getPurchases(kinds, page, limit, signal));

export function usePurchases(kinds: string, page: number, limit: number) {
  const { user } = useSession();
  return useQuery({ ...purchasesQueryOptions(kinds, page, limit), enabled: Boolean(user) });
}

export const PANEL_LIMIT = LIBRARY_PURCHASES_PANEL_SIZE;
