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
import { ApiError, apiRequest } from '../../lib/api-client';
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
export function useCatalogue(kind: LibraryKind, q: string, page: number) {
  const { api, info } = kindView(kind);
  return useQuery({
    queryKey: libraryKeys.catalogue(kind, q, page),
    queryFn: ({ signal }) =>
      apiRequest<LibraryListResponse>(api.catalogue, {
        query: { q: q || undefined, page, limit: LIBRARY_PAGE_SIZE },
        signal,
        fallback: info.messages.loadCatalogueFailed,
      }),
    placeholderData: keepPreviousData,
    staleTime: LIBRARY_LIST_CACHE_MS,
  });
}

export interface LibraryDetail {
  entry: LibraryEntry;
  items: LibraryItem[];
}

/** `/resources/{slug}`, `/ebooks/{slug}`: the thing (under its kind's field) and, when unlocked, its items. */
export function useDetail(kind: LibraryKind, slug: string) {
  const { api, info } = kindView(kind);
  const { user, loading } = useSession();
  return useQuery({
    queryKey: libraryKeys.detail(kind, slug, user?.id ?? null),
    queryFn: async ({ signal }): Promise<LibraryDetail> => {
      const answer = await apiRequest<Record<string, unknown>>(api.detail(slug), {
        signal,
        fallback: LIBRARY_MESSAGES.loadFailed,
      });
      return {
        entry: answer[info.detailField] as LibraryEntry,
        items: (answer.items ?? []) as LibraryItem[],
      };
    },
    // Asked once the session is known: a signed-in buyer's answer carries the items.
    enabled: !loading,
    retry: notFoundIsFinal,
  });
}

/** `POST /me/{kind}s/{id}/checkout` → checkoutUrl. */
export const startCheckout = (kind: LibraryKind, id: string) =>
  apiRequest<{ checkoutUrl: string; sessionId: string }>(kindView(kind).api.checkout(id), {
    method: 'POST',
    body: {},
  });

/** `POST /me/{kind}s/confirm {sessionId}` → `{unlocked}`. */
export const confirmPurchase = (kind: LibraryKind, sessionId: string) =>
  apiRequest<LibraryConfirmResponse>(kindView(kind).api.confirm, {
    method: 'POST',
    body: { sessionId },
  });

/** `/instructor/resources`, `/instructor/ebooks`. */
export function useInstructorList(kind: LibraryKind, filters: InstructorFilters) {
  const { api, info } = kindView(kind);
  return useQuery({
    queryKey: libraryKeys.instructorList(kind, filters),
    queryFn: ({ signal }) =>
      apiRequest<LibraryListResponse>(api.instructorList, {
        query: { status: filters.status, q: filters.q, page: filters.page, limit: filters.limit },
        signal,
        fallback: info.messages.loadListFailed,
      }),
    placeholderData: keepPreviousData,
    staleTime: LIBRARY_LIST_CACHE_MS,
  });
}

/** The editor's thing: `GET /instructor/{kind}s/{id}` → `{resource}`. */
export function useEntry(kind: LibraryKind, id: string | undefined) {
  const { api } = kindView(kind);
  return useQuery({
    queryKey: libraryKeys.entry(kind, id ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<LibraryEntryResponse>(api.instructorGet(id ?? ''), {
          signal,
          fallback: LIBRARY_MESSAGES.loadFailed,
        })
      ).resource,
    enabled: Boolean(id),
    staleTime: LIBRARY_EDITOR_CACHE_MS,
    retry: notFoundIsFinal,
  });
}

/** The editor's items: `GET /instructor/{kind}s/{id}/items`. */
export function useItems(kind: LibraryKind, id: string | undefined) {
  const { api } = kindView(kind);
  return useQuery({
    queryKey: libraryKeys.items(kind, id ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<LibraryItemsResponse>(api.items(id ?? ''), {
          signal,
          fallback: LIBRARY_MESSAGES.loadFailed,
        })
      ).items,
    enabled: Boolean(id),
    staleTime: LIBRARY_EDITOR_CACHE_MS,
  });
}

/** The instructor's calls on one thing, each a plain promise (the editor runs them one at a time). */
export function useLibraryCalls(kind: LibraryKind) {
  const client = useQueryClient();
  const { api } = kindView(kind);
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
      const created = await apiRequest<LibraryCreateResponse>(api.instructorCreate, {
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
      // §4: after a state action the item is reloaded.
      const fresh = await apiRequest<LibraryEntryResponse>(api.instructorGet(id), { fallback });
      return setEntry(fresh.resource);
    },
    remove: async (id: string) => {
      await apiRequest<unknown>(api.remove(id), { method: 'DELETE', fallback });
      client.removeQueries({ queryKey: libraryKeys.entry(kind, id) });
      void client.invalidateQueries({ queryKey: ['library', kind, 'instructor'] });
    },
    addItem: async (id: string, body: LibraryItemBody) => {
      const { item } = await apiRequest<LibraryItemResponse>(api.items(id), {
        method: 'POST',
        body,
        fallback: LIBRARY_MESSAGES.itemOpFailed,
      });
      setItems(id, (items) => [...items, item]);
      return item;
    },
    renameItem: async (id: string, itemId: string, title: string) => {
      const { item } = await apiRequest<LibraryItemResponse>(api.item(id, itemId), {
        method: 'PATCH',
        body: { title },
        fallback: LIBRARY_MESSAGES.itemOpFailed,
      });
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
        const answer = await apiRequest<LibraryItemsResponse | undefined>(api.reorder(id), {
          method: 'POST',
          body: api.reorderBody(ordered.map((item) => item.id)),
          fallback: LIBRARY_MESSAGES.itemOpFailed,
        });
        if (answer?.items) setItems(id, () => answer.items);
      } catch (error) {
        if (previous) setItems(id, () => previous);
        throw error;
      }
    },
  };
}

/** The learner's bought packs and ebooks (`GET /me/purchases?kinds=…`). */
export function usePurchases(kinds: string, page: number, limit: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: libraryKeys.purchases(kinds, page, limit),
    queryFn: ({ signal }) =>
      apiRequest<PurchasesResponse>('/me/purchases', {
        query: { kinds, page, limit },
        signal,
        fallback: LIBRARY_MESSAGES.loadFailed,
      }),
    enabled: Boolean(user),
  });
}

export const PANEL_LIMIT = LIBRARY_PURCHASES_PANEL_SIZE;
