import type {
  CreateLiveBody,
  LiveAttendanceResponse,
  LiveCreateResponse,
  LiveEntitlement,
  LiveJoinResponse,
  LiveListResponse,
  LiveReminders,
  LiveRemindersBody,
  LiveSessionResponse,
  SyncResponse,
  UpdateLiveBody,
} from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import {
  HOME_LIVE_COUNT,
  HOME_LIVE_STALE_MS,
  LIVE_MESSAGES,
  LIVE_MY_PAGE_SIZE,
  LIVE_PAGE_SIZE,
  LIVE_PURCHASE_POLL_MAX_MS,
  LIVE_PURCHASE_POLL_MS,
  LIVE_UPCOMING_GRACE_MS,
  type LiveStatus,
} from '@medprep/shared/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiGet, apiSend, checkoutAddress } from '../../lib/api-calls';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useInvalidatingMutation } from '../../lib/invalidating-mutation';
import { readQuery } from '../../lib/read-query';
import { useSession } from '../../lib/session';

export const liveKeys = {
  all: ['live'] as const,
  list: (status: string, page: number) => ['live', 'list', status, page] as const,
  upcoming: ['live', 'upcoming'] as const,
  mine: (page: number) => ['live', 'mine', page] as const,
  session: (id: string) => ['live', 'session', id] as const,
  entitlement: (id: string, userId: string | null) => ['live', 'entitlement', id, userId] as const,
  attendance: (id: string) => ['live', 'attendance', id] as const,
};

/** Sends the browser elsewhere (a checkout page, a Zoom link); tests replace it. */
export const liveNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
  open(url: string) {
    window.open(url, '_blank', 'noopener');
  },
};

const notFoundIsFinal = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && count < 1;

/** GET /live-sessions: the sessions, by status, from a time, or the caller's own (`host: 'me'`). */
export const getLiveSessions = (
  query: { status?: string; from?: string; host?: 'me'; page?: number; limit: number },
  fallback: string,
  signal?: AbortSignal,
) => apiRequest<LiveListResponse>(apiPaths.live.list(), { query, fallback, signal });

/** /live: every session, filtered by status, 12 a page. */
export const liveListQueryOptions = (status: LiveStatus | '', page: number) =>
  readQuery(
    liveKeys.list(status, page),
    (signal) =>
      getLiveSessions({ status, page, limit: LIVE_PAGE_SIZE }, LIVE_MESSAGES.loadListFailed, signal),
    { placeholderData: keepPreviousData },
  );

export const useLiveList = (status: LiveStatus | '', page: number) =>
  useQuery(liveListQueryOptions(status, page));

/** The home carousel: the next 6 sessions by start (from one minute ago), fresh for 30 s. */
export const upcomingLiveQueryOptions = () =>
  readQuery(
    liveKeys.upcoming,
    (signal) =>
      getLiveSessions(
        { from: new Date(Date.now() - LIVE_UPCOMING_GRACE_MS).toISOString(), limit: HOME_LIVE_COUNT },
        LIVE_MESSAGES.homeLoadFailed,
        signal,
      ),
    { staleTime: HOME_LIVE_STALE_MS },
  );

export const useUpcomingLive = () => useQuery(upcomingLiveQueryOptions());

/** /instructor/live: the caller's own sessions, 20 a page, with attendee counts. */
export const myLiveSessionsQueryOptions = (page: number) =>
  readQuery(
    liveKeys.mine(page),
    (signal) =>
      getLiveSessions(
        { host: 'me', page, limit: LIVE_MY_PAGE_SIZE },
        LIVE_MESSAGES.loadSessionsFailed,
        signal,
      ),
    { placeholderData: keepPreviousData },
  );

export const useMyLiveSessions = (page: number) => useQuery(myLiveSessionsQueryOptions(page));

/** GET /live-sessions/{id}: one session as the caller sees it. */
export const getLiveSession = (id: string, signal?: AbortSignal) =>
  apiGet<LiveSessionResponse>(apiPaths.live.one(id), LIVE_MESSAGES.loadSessionFailed, signal);

export const liveSessionQueryOptions = (id: string, userId: string | null) =>
  readQuery([...liveKeys.session(id), userId], (signal) => getLiveSession(id, signal), {
    retry: notFoundIsFinal,
  });

export function useLiveSession(id: string) {
  const { user } = useSession();
  // The new-session form has no id yet: nothing to load.
  return useQuery({ ...liveSessionQueryOptions(id, user?.id ?? null), enabled: Boolean(id) });
}

/** PUT /live-sessions/{id}/reminders: the caller's reminder mails of this session on or off. */
export const setLiveReminders = (id: string, remind: boolean) =>
  apiSend<LiveReminders>(
    'PUT',
    apiPaths.live.reminders(id),
    { remind } satisfies LiveRemindersBody,
    LIVE_MESSAGES.remindersFailed,
  );

/**
 * Saves the choice, and the session's page (every viewer's copy of it) shows it at once; the account-wide
 * setting the page was given stays as it was (the answer carries only the choice).
 */
export function useSetLiveReminders(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (remind: boolean) => setLiveReminders(id, remind),
    onSuccess: ({ remind }) =>
      client.setQueriesData<LiveSessionResponse>({ queryKey: liveKeys.session(id) }, (old) =>
        old?.session.reminders
          ? { session: { ...old.session, reminders: { ...old.session.reminders, remind } } }
          : old,
      ),
  });
}

/** GET /live-sessions/{id}/entitlement: what the caller may do. */
export const getEntitlement = (id: string, signal?: AbortSignal) =>
  apiRequest<LiveEntitlement>(apiPaths.live.entitlement(id), { signal });

export const entitlementQueryOptions = (id: string, userId: string | null) =>
  readQuery(liveKeys.entitlement(id, userId), (signal) => getEntitlement(id, signal), {
    retry: notFoundIsFinal,
  });

/**
 * What the caller may do. After a purchase return (`poll`), asked again every 1.5 s until access is
 * granted or 60 s have passed.
 */
export function useEntitlement(id: string, poll: boolean) {
  const { user, loading } = useSession();
  const started = useRef<number | null>(null);
  if (poll && started.current === null) started.current = Date.now();
  const query = useQuery({
    ...entitlementQueryOptions(id, user?.id ?? null),
    // A guest has no access to anything: nothing to ask.
    enabled: !loading && Boolean(user),
  });
  const { data, dataUpdatedAt, errorUpdatedAt, refetch, isFetching } = query;
  // One timer after each answer (never two at once): ask again in 1.5 s while there is no access yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer (its time) starts the next timer
  useEffect(() => {
    if (!poll || !user || isFetching || data?.hasAccess || started.current === null) return;
    if (Date.now() - started.current >= LIVE_PURCHASE_POLL_MAX_MS) return;
    const timer = setTimeout(() => void refetch(), LIVE_PURCHASE_POLL_MS);
    return () => clearTimeout(timer);
  }, [poll, user, isFetching, data?.hasAccess, dataUpdatedAt, errorUpdatedAt, refetch]);
  return query;
}

/** The entitlement as last answered (the join panel asks and polls; this only reads its answer). */
export function useEntitlementAnswer(id: string) {
  const { user } = useSession();
  return useQuery({ ...entitlementQueryOptions(id, user?.id ?? null), enabled: false }).data;
}

export const joinSession = (id: string) =>
  apiRequest<LiveJoinResponse>(apiPaths.live.join(id), {
    query: { t: Date.now() },
    fallback: LIVE_MESSAGES.joinFailed,
  });

/** POST /me/live-sessions/{id}/checkout → the payment page (a missing URL is an error). */
export const checkoutLive = (id: string) =>
  checkoutAddress(
    apiPaths.live.checkout(id),
    undefined,
    LIVE_MESSAGES.checkoutFailed,
    LIVE_MESSAGES.checkoutNoUrl,
  );

export function useLiveCheckout(id: string) {
  return useMutation({ mutationFn: () => checkoutLive(id), onSuccess: (url) => liveNavigation.assign(url) });
}

export const confirmLivePurchase = (id: string, sessionId: string) =>
  apiRequest<SyncResponse>(apiPaths.live.confirm(id), {
    method: 'POST',
    body: { sessionId },
  });

/** PATCH /live-sessions/{id}, or POST /live-sessions when new; answers the session's id. */
export const saveLive = (id: string | undefined, body: CreateLiveBody | UpdateLiveBody) =>
  id
    ? apiSend<LiveSessionResponse>('PATCH', apiPaths.live.one(id), body, LIVE_MESSAGES.updateFailed).then(
        (r) => r.session.id,
      )
    : apiSend<LiveCreateResponse>('POST', apiPaths.live.list(), body, LIVE_MESSAGES.createFailed).then(
        (r) => r.session.id,
      );

export const deleteLive = (id: string) =>
  apiRequest<{ ok: boolean }>(apiPaths.live.one(id), {
    method: 'DELETE',
    fallback: LIVE_MESSAGES.deleteFailed,
  });

export function useSaveLive(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLiveBody | UpdateLiveBody) => saveLive(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: liveKeys.all }),
  });
}

export const useDeleteLive = () => useInvalidatingMutation(deleteLive, liveKeys.all);

/** GET /live-sessions/{id}/attendance: who joined (the host's view). */
export const getAttendance = (id: string, signal?: AbortSignal) =>
  apiRequest<LiveAttendanceResponse>(apiPaths.live.attendance(id), { signal });

export const attendanceQueryOptions = (id: string) =>
  readQuery(liveKeys.attendance(id), (signal) => getAttendance(id, signal));

export const useAttendance = (id: string | null) =>
  useQuery({ ...attendanceQueryOptions(id ?? ''), enabled: Boolean(id) });
