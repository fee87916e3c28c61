import type {
  AdminTutorRequestsResponse,
  MyTutoringSessionsResponse,
  TutorAvailability,
  TutorAvailabilityBody,
  TutorCheckoutResponse,
  TutorConfirmResponse,
  TutorDetailResponse,
  TutoringSessionResponse,
  TutorListResponse,
  TutorProfileBody,
  TutorProfileResponse,
  TutorRequestBody,
  TutorRequestCheckoutResponse,
  TutorRequestConfirmResponse,
  TutorRequestResponse,
  TutorSessionsResponse,
  TutorSlot,
  TutorSlotsResponse,
} from '@medprep/shared';
import {
  TUTOR_DEFAULT_SORT,
  TUTOR_MESSAGES,
  TUTOR_PAGE_SIZE,
  TUTOR_SESSIONS_LIMIT,
} from '@medprep/shared/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client';
import { browserNavigation } from '../../lib/browser-navigation';

const enc = encodeURIComponent;

/** What the listing's address holds (marketplace.md §5): prices as typed, in major units. */
export interface TutorFilters {
  q: string;
  subject: string;
  language: string;
  sort: string;
  minPrice: string;
  maxPrice: string;
  page: number;
}

export const tutorKeys = {
  all: ['tutors'] as const,
  list: (filters: TutorFilters) => ['tutors', 'list', filters] as const,
  detail: (id: string) => ['tutors', 'detail', id] as const,
  slotsOf: (id: string) => ['tutors', 'slots', id] as const,
  slots: (id: string, from: string, to: string, duration: number) =>
    ['tutors', 'slots', id, from, to, duration] as const,
  mine: ['tutors', 'me', 'sessions'] as const,
  tutorSessions: (status: string) => ['tutors', 'tutor-sessions', status] as const,
  profile: ['tutors', 'me', 'profile'] as const,
  availability: ['tutors', 'me', 'availability'] as const,
  adminRequests: (page: number) => ['tutors', 'admin', 'requests', page] as const,
};

const notFoundIsFinal = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && count < 1;

export function useTutors(filters: TutorFilters) {
  return useQuery({
    queryKey: tutorKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest<TutorListResponse>('/tutors', {
        query: {
          q: filters.q.trim(),
          subject: filters.subject.trim(),
          language: filters.language.trim(),
          sort: filters.sort === TUTOR_DEFAULT_SORT ? undefined : filters.sort,
          minPrice: filters.minPrice.trim(),
          maxPrice: filters.maxPrice.trim(),
          page: filters.page,
          limit: TUTOR_PAGE_SIZE,
        },
        signal,
        fallback: TUTOR_MESSAGES.loadFailed,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTutor(id: string) {
  return useQuery({
    queryKey: tutorKeys.detail(id),
    queryFn: () =>
      apiRequest<TutorDetailResponse>(`/tutors/${enc(id)}`, { fallback: TUTOR_MESSAGES.loadTutorFailed }),
    enabled: Boolean(id),
    retry: notFoundIsFinal,
  });
}

export function useTutorSlots(id: string, from: string, to: string, durationMin: number) {
  return useQuery({
    queryKey: tutorKeys.slots(id, from, to, durationMin),
    queryFn: () =>
      apiRequest<TutorSlotsResponse>(`/tutors/${enc(id)}/availability`, {
        query: { from, to, durationMin },
        fallback: TUTOR_MESSAGES.loadAvailabilityFailed,
      }),
    enabled: Boolean(id),
  });
}

/** Book: holds the slot and goes to the checkout (a 409 when someone has just taken it). */
export async function startTutorCheckout(id: string, slot: Pick<TutorSlot, 'startAt' | 'endAt'>) {
  const answer = await apiRequest<Partial<TutorCheckoutResponse> | null>(`/tutors/${enc(id)}/checkout`, {
    method: 'POST',
    body: { startAt: slot.startAt, endAt: slot.endAt },
    fallback: TUTOR_MESSAGES.checkoutFailed,
  });
  if (!answer?.checkoutUrl) throw new Error(TUTOR_MESSAGES.checkoutFailed);
  browserNavigation.assign(answer.checkoutUrl);
}

export const confirmTutorBooking = (id: string, sessionId: string) =>
  apiRequest<TutorConfirmResponse>(`/me/tutoring-sessions/${enc(id)}/confirm`, {
    method: 'POST',
    body: { sessionId },
    fallback: TUTOR_MESSAGES.confirmBookingFailed,
  });

export const confirmTutorRequest = (id: string, sessionId: string) =>
  apiRequest<TutorRequestConfirmResponse>(`/tutor-requests/${enc(id)}/confirm`, {
    method: 'POST',
    body: { sessionId },
    fallback: TUTOR_MESSAGES.confirmRequestFailed,
  });

/** The learner's sessions and tutor requests (one call, role=student, limit 100). */
export function useMySessions() {
  return useQuery({
    queryKey: tutorKeys.mine,
    queryFn: () =>
      apiRequest<MyTutoringSessionsResponse>('/me/tutoring-sessions', {
        query: { role: 'student', limit: TUTOR_SESSIONS_LIMIT },
        fallback: TUTOR_MESSAGES.loadSessionsFailed,
      }),
  });
}

export function useCancelRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest<TutoringSessionResponse>(`/me/tutoring-sessions/${enc(id)}/cancel-request`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: tutorKeys.all }),
  });
}

export function useReschedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, startAt, endAt }: { id: string; startAt: string; endAt: string }) =>
      apiRequest<TutoringSessionResponse>(`/me/tutoring-sessions/${enc(id)}/reschedule`, {
        method: 'PATCH',
        body: { startAt, endAt },
        fallback: TUTOR_MESSAGES.rescheduleFailed,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: tutorKeys.all }),
  });
}

/** The tutor's sessions; `status` a comma list. */
export function useTutorSessions(status: string) {
  return useQuery({
    queryKey: tutorKeys.tutorSessions(status),
    queryFn: () =>
      apiRequest<TutorSessionsResponse>('/me/tutor/sessions', {
        query: { status, limit: TUTOR_SESSIONS_LIMIT },
        fallback: TUTOR_MESSAGES.loadSessionsFailed,
      }),
    placeholderData: keepPreviousData,
  });
}

function useTutorSessionAction(action: 'complete' | 'approve-cancel', fallback: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<TutoringSessionResponse>(`/me/tutor/sessions/${enc(id)}/${action}`, {
        method: 'PATCH',
        fallback,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: tutorKeys.all }),
  });
}
export const useCompleteSession = () => useTutorSessionAction('complete', TUTOR_MESSAGES.completeFailed);
export const useApproveCancel = () => useTutorSessionAction('approve-cancel', TUTOR_MESSAGES.approveFailed);

export function useMyTutorProfile() {
  return useQuery({
    queryKey: tutorKeys.profile,
    queryFn: () =>
      apiRequest<TutorProfileResponse>('/me/tutor/profile', { fallback: TUTOR_MESSAGES.loadProfileFailed }),
  });
}

export const saveTutorProfile = (body: TutorProfileBody) =>
  apiRequest<TutorProfileResponse>('/me/tutor/profile', {
    method: 'PUT',
    body,
    fallback: TUTOR_MESSAGES.saveFailed,
  });

export function useMyAvailability() {
  return useQuery({
    queryKey: tutorKeys.availability,
    queryFn: () =>
      apiRequest<TutorAvailability>('/me/tutor/availability', {
        fallback: TUTOR_MESSAGES.loadAvailabilityFailed,
      }),
  });
}

export const saveAvailability = (body: TutorAvailabilityBody) =>
  apiRequest<TutorAvailability>('/me/tutor/availability', {
    method: 'PUT',
    body,
    fallback: TUTOR_MESSAGES.saveFailed,
  });

/** The matching request: starts the £30 checkout and goes there. */
export async function startRequestCheckout(body: TutorRequestBody) {
  const answer = await apiRequest<Partial<TutorRequestCheckoutResponse> | null>('/tutor-requests/checkout', {
    method: 'POST',
    body,
    fallback: TUTOR_MESSAGES.checkoutFailed,
  });
  if (!answer?.checkoutUrl) throw new Error(TUTOR_MESSAGES.checkoutFailed);
  browserNavigation.assign(answer.checkoutUrl);
}

export function useAdminTutorRequests(page: number) {
  return useQuery({
    queryKey: tutorKeys.adminRequests(page),
    queryFn: () =>
      apiRequest<AdminTutorRequestsResponse>('/admin/tutor-requests', {
        query: { page, limit: TUTOR_PAGE_SIZE },
        fallback: TUTOR_MESSAGES.loadFailed,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Listed tutors to match a request with (the first 50 by the default sort). */
export function useTutorChoices() {
  return useQuery({
    queryKey: ['tutors', 'choices'],
    queryFn: () =>
      apiRequest<TutorListResponse>('/tutors', { query: { limit: 50 }, fallback: TUTOR_MESSAGES.loadFailed }),
  });
}

export function useMatchRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tutorId }: { id: string; tutorId: string }) =>
      apiRequest<TutorRequestResponse>(`/admin/tutor-requests/${enc(id)}/match`, {
        method: 'POST',
        body: { tutorId },
        fallback: TUTOR_MESSAGES.saveFailed,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['tutors', 'admin'] }),
  });
}
