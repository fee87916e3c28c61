import type {
  AdminTutorRequestsResponse,
  MyTutoringSessionsResponse,
  TutorAvailability,
  TutorAvailabilityBody,
  TutorConfirmResponse,
  TutorDetailResponse,
  TutoringSessionResponse,
  TutorListResponse,
  TutorProfileBody,
  TutorProfileResponse,
  TutorRequestBody,
  TutorRequestConfirmResponse,
  TutorRequestResponse,
  TutorSessionsResponse,
  TutorSlot,
  TutorSlotsResponse,
} from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import {
  TUTOR_DEFAULT_SORT,
  TUTOR_MESSAGES,
  TUTOR_PAGE_SIZE,
  TUTOR_SESSIONS_LIMIT,
} from '@medprep/shared/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiGetWith, apiSend, checkoutAddress } from '../../lib/api-calls';
import { ApiError, apiRequest, downloadApiFile } from '../../lib/api-client';
import { browserNavigation } from '../../lib/browser-navigation';
import { useInvalidatingMutation } from '../../lib/invalidating-mutation';
import { pagedRead, readQuery } from '../../lib/read-query';
import { TUTORS_UI } from './text';

/** What the listing's address holds: prices as typed, in major units. */
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

/** GET /tutors: the listing, searched, filtered and sorted. */
export const getTutors = (filters: TutorFilters, signal?: AbortSignal) =>
  apiGetWith<TutorListResponse>(
    apiPaths.tutors.list(),
    {
      q: filters.q.trim(),
      subject: filters.subject.trim(),
      language: filters.language.trim(),
      sort: filters.sort === TUTOR_DEFAULT_SORT ? undefined : filters.sort,
      minPrice: filters.minPrice.trim(),
      maxPrice: filters.maxPrice.trim(),
      page: filters.page,
      limit: TUTOR_PAGE_SIZE,
    },
    TUTOR_MESSAGES.loadFailed,
    signal,
  );

export const { options: tutorsQueryOptions, use: useTutors } = pagedRead(tutorKeys.list, getTutors);

/** GET /tutors/{id}: one tutor's profile. */
export const getTutor = (id: string, signal?: AbortSignal) =>
  apiGet<TutorDetailResponse>(apiPaths.tutors.one(id), TUTOR_MESSAGES.loadTutorFailed, signal);

export const tutorQueryOptions = (id: string) =>
  readQuery(tutorKeys.detail(id), (signal) => getTutor(id, signal), { retry: notFoundIsFinal });

export const useTutor = (id: string) => useQuery({ ...tutorQueryOptions(id), enabled: Boolean(id) });

/** GET /tutors/{id}/availability: the free slots of a length between two times. */
export const getTutorSlots = (
  id: string,
  from: string,
  to: string,
  durationMin: number,
  signal?: AbortSignal,
) =>
  apiGetWith<TutorSlotsResponse>(
    apiPaths.tutors.slots(id),
    { from, to, durationMin },
    TUTOR_MESSAGES.loadAvailabilityFailed,
    signal,
  );

export const tutorSlotsQueryOptions = (id: string, from: string, to: string, durationMin: number) =>
  readQuery(tutorKeys.slots(id, from, to, durationMin), (signal) =>
    getTutorSlots(id, from, to, durationMin, signal),
  );

export const useTutorSlots = (id: string, from: string, to: string, durationMin: number) =>
  useQuery({ ...tutorSlotsQueryOptions(id, from, to, durationMin), enabled: Boolean(id) });

/** Book: holds the slot and goes to the checkout (a 409 when someone has just taken it). */
export async function startTutorCheckout(id: string, slot: Pick<TutorSlot, 'startAt' | 'endAt'>) {
  const body = { startAt: slot.startAt, endAt: slot.endAt };
  browserNavigation.assign(
    await checkoutAddress(apiPaths.tutors.checkout(id), body, TUTOR_MESSAGES.checkoutFailed),
  );
}

export const confirmTutorBooking = (id: string, sessionId: string) =>
  apiSend<TutorConfirmResponse>(
    'POST',
    apiPaths.tutors.confirmBooking(id),
    { sessionId },
    TUTOR_MESSAGES.confirmBookingFailed,
  );

export const confirmTutorRequest = (id: string, sessionId: string) =>
  apiSend<TutorRequestConfirmResponse>(
    'POST',
    apiPaths.tutors.confirmRequest(id),
    { sessionId },
    TUTOR_MESSAGES.confirmRequestFailed,
  );

/** The learner's sessions and tutor requests (one call, role=student, limit 100). */
export const getMySessions = (signal?: AbortSignal) =>
  apiGetWith<MyTutoringSessionsResponse>(
    apiPaths.tutors.mySessions(),
    { role: 'student', limit: TUTOR_SESSIONS_LIMIT },
    TUTOR_MESSAGES.loadSessionsFailed,
    signal,
  );

export const mySessionsQueryOptions = () => readQuery(tutorKeys.mine, getMySessions);

export const useMySessions = () => useQuery(mySessionsQueryOptions());

/**
 * A confirmed session's .ics, fetched with the sign-in (the file answers only to the learner or the tutor)
 * and saved under the session's name.
 */
export const downloadSessionCalendar = (id: string) =>
  downloadApiFile(
    apiPaths.tutors.sessionCalendar(id),
    `tutoring-session-${id}.ics`,
    TUTORS_UI.calendarFailed,
  );

export const cancelRequest = ({ id, reason }: { id: string; reason: string }) =>
  apiRequest<TutoringSessionResponse>(apiPaths.tutors.cancelRequest(id), {
    method: 'POST',
    body: { reason },
  });

export const reschedule = ({ id, startAt, endAt }: { id: string; startAt: string; endAt: string }) =>
  apiSend<TutoringSessionResponse>(
    'PATCH',
    apiPaths.tutors.reschedule(id),
    { startAt, endAt },
    TUTOR_MESSAGES.rescheduleFailed,
  );

export const useCancelRequest = () => useInvalidatingMutation(cancelRequest, tutorKeys.all);

export const useReschedule = () => useInvalidatingMutation(reschedule, tutorKeys.all, 'settled');

/** The tutor's sessions; `status` a comma list. */
export const getTutorSessions = (status: string, signal?: AbortSignal) =>
  apiGetWith<TutorSessionsResponse>(
    apiPaths.tutors.tutorSessions(),
    { status, limit: TUTOR_SESSIONS_LIMIT },
    TUTOR_MESSAGES.loadSessionsFailed,
    signal,
  );

export const { options: tutorSessionsQueryOptions, use: useTutorSessions } = pagedRead(
  tutorKeys.tutorSessions,
  getTutorSessions,
);

/** PATCH /me/tutor/sessions/{id}/complete or …/approve-cancel. */
export const actOnTutorSession = (id: string, action: 'complete' | 'approve-cancel', fallback: string) =>
  apiRequest<TutoringSessionResponse>(apiPaths.tutors.tutorSessionAction(id, action), {
    method: 'PATCH',
    fallback,
  });

function useTutorSessionAction(action: 'complete' | 'approve-cancel', fallback: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => actOnTutorSession(id, action, fallback),
    onSuccess: () => client.invalidateQueries({ queryKey: tutorKeys.all }),
  });
}
export const useCompleteSession = () => useTutorSessionAction('complete', TUTOR_MESSAGES.completeFailed);
export const useApproveCancel = () => useTutorSessionAction('approve-cancel', TUTOR_MESSAGES.approveFailed);

/** GET /me/tutor/profile: the caller's own tutor profile. */
export const getMyTutorProfile = (signal?: AbortSignal) =>
  apiGet<TutorProfileResponse>(apiPaths.tutors.profile(), TUTOR_MESSAGES.loadProfileFailed, signal);

export const myTutorProfileQueryOptions = () => readQuery(tutorKeys.profile, getMyTutorProfile);

export const useMyTutorProfile = () => useQuery(myTutorProfileQueryOptions());

export const saveTutorProfile = (body: TutorProfileBody) =>
  apiSend<TutorProfileResponse>('PUT', apiPaths.tutors.profile(), body, TUTOR_MESSAGES.saveFailed);

/** GET /me/tutor/availability: the tutor's weekly hours and exceptions. */
export const getMyAvailability = (signal?: AbortSignal) =>
  apiGet<TutorAvailability>(apiPaths.tutors.availability(), TUTOR_MESSAGES.loadAvailabilityFailed, signal);

export const myAvailabilityQueryOptions = () => readQuery(tutorKeys.availability, getMyAvailability);

export const useMyAvailability = () => useQuery(myAvailabilityQueryOptions());

export const saveAvailability = (body: TutorAvailabilityBody) =>
  apiSend<TutorAvailability>('PUT', apiPaths.tutors.availability(), body, TUTOR_MESSAGES.saveFailed);

/** The matching request: starts the £30 checkout and goes there. */
export async function startRequestCheckout(body: TutorRequestBody) {
  browserNavigation.assign(
    await checkoutAddress(apiPaths.tutors.requestCheckout(), body, TUTOR_MESSAGES.checkoutFailed),
  );
}

/** GET /admin/tutor-requests: the matching requests, a page at a time. */
export const getAdminTutorRequests = (page: number, signal?: AbortSignal) =>
  apiGetWith<AdminTutorRequestsResponse>(
    apiPaths.tutors.adminRequests(),
    { page, limit: TUTOR_PAGE_SIZE },
    TUTOR_MESSAGES.loadFailed,
    signal,
  );

export const { options: adminTutorRequestsQueryOptions, use: useAdminTutorRequests } = pagedRead(
  tutorKeys.adminRequests,
  getAdminTutorRequests,
);

/** Listed tutors to match a request with (the first 50 by the default sort). */
export const getTutorChoices = (signal?: AbortSignal) =>
  apiGetWith<TutorListResponse>(apiPaths.tutors.list(), { limit: 50 }, TUTOR_MESSAGES.loadFailed, signal);

export const tutorChoicesQueryOptions = () => readQuery(['tutors', 'choices'], getTutorChoices);

export const useTutorChoices = () => useQuery(tutorChoicesQueryOptions());

export const matchRequest = ({ id, tutorId }: { id: string; tutorId: string }) =>
  apiSend<TutorRequestResponse>(
    'POST',
    apiPaths.tutors.matchRequest(id),
    { tutorId },
    TUTOR_MESSAGES.saveFailed,
  );

export const useMatchRequest = () => useInvalidatingMutation(matchRequest, ['tutors', 'admin']);
