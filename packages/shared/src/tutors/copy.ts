/** Tutors: statuses, limits, timings and the words of the pages. */

/* ------------------------------------------------------------- enums */

export const TUTOR_SESSION_STATUSES = [
  'hold',
  'payment_pending',
  'confirmed',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type TutorSessionStatus = (typeof TUTOR_SESSION_STATUSES)[number];
/** The statuses that occupy the tutor's time (the exclusion constraint and the slot rule both use these). */
export const TUTOR_BUSY_STATUSES = ['hold', 'payment_pending', 'confirmed'] as const;
/** The tutor's session list filter when none is given. */
export const TUTOR_SESSION_DEFAULT_FILTER = ['confirmed', 'completed', 'cancelled'] as const;
export const TUTOR_MEETING_PROVIDERS = ['zoom', 'google_meet', 'custom'] as const;
export type TutorMeetingProvider = (typeof TUTOR_MEETING_PROVIDERS)[number];
export const TUTOR_SORTS = ['rating', 'price_asc', 'price_desc', 'recent'] as const;
export type TutorSort = (typeof TUTOR_SORTS)[number];
export const TUTOR_DEFAULT_SORT: TutorSort = 'rating';
export const TUTOR_REQUEST_URGENCIES = ['urgent', 'soon', 'flexible'] as const;
export type TutorRequestUrgency = (typeof TUTOR_REQUEST_URGENCIES)[number];
/** A request is `pending_payment` until paid, `paid` until an admin matches it, then `matched`. */
export const TUTOR_REQUEST_STATUSES = ['pending_payment', 'paid', 'matched', 'cancelled'] as const;
export type TutorRequestStatus = (typeof TUTOR_REQUEST_STATUSES)[number];
/** Who the learner's sessions list is for (`GET /api/me/tutoring-sessions?role=student`). */
export const TUTOR_SESSION_ROLES = ['student'] as const;

/* ------------------------------------------------------------- limits and timings */

export const TUTOR_DURATIONS = [30, 45, 60, 90] as const;
export type TutorDuration = (typeof TUTOR_DURATIONS)[number];
export const TUTOR_DEFAULT_DURATION: TutorDuration = 60;
/** A booking holds its slot this long while the learner pays. */
export const TUTOR_HOLD_MINUTES = 15;
/** Slots are offered from this long after now … */
export const TUTOR_LEAD_MINUTES = 60;
/** … up to this many days ahead (also the picker's window: today to 14 days ahead). */
export const TUTOR_HORIZON_DAYS = 14;
export const TUTOR_DEFAULT_RATE_MAJOR = 60;
export const TUTOR_DEFAULT_RATE_MINOR = TUTOR_DEFAULT_RATE_MAJOR * 100;
export const TUTOR_RATE_MAX_MAJOR = 10_000;
export const TUTOR_DEFAULT_CURRENCY = 'GBP';
export const TUTOR_DEFAULT_TIMEZONE = 'Europe/London';
export const TUTOR_SLOT_SIZE_DEFAULT = 60;
export const TUTOR_SLOT_SIZE_MIN = 15;
export const TUTOR_SLOT_SIZE_STEP = 15;
export const TUTOR_SLOT_SIZE_MAX = 240;
export const TUTOR_BUFFER_DEFAULT = 0;
export const TUTOR_BUFFER_STEP = 5;
export const TUTOR_BUFFER_MAX = 240;
export const TUTOR_WEEKLY_ROWS_MAX = 100;
export const TUTOR_EXCEPTION_ROWS_MAX = 500;
export const TUTOR_PAGE_SIZE = 12;
export const TUTOR_SESSIONS_LIMIT = 100;
export const TUTOR_CARD_SUBJECTS = 4;
export const TUTOR_HEADLINE_MAX = 160;
export const TUTOR_BIO_MAX = 5_000;
export const TUTOR_LIST_ITEMS_MAX = 20;
export const TUTOR_LIST_ITEM_MAX = 60;
export const TUTOR_MEETING_NOTE_MAX = 1_000;
export const TUTOR_CANCEL_REASON_MAX = 1_000;
export const TUTOR_REQUEST_FEE_MINOR = 3_000;
export const TUTOR_REQUEST_CURRENCY = 'GBP';
/** Admins answer a paid request within this many hours (its due time). */
export const TUTOR_REQUEST_DUE_HOURS = 72;
export const TUTOR_REQUEST_SUBJECT_MAX = 200;
export const TUTOR_REQUEST_TEXT_MAX = 200;
export const TUTOR_REQUEST_NOTES_MAX = 2_000;
/** How often expired holds are released by the periodic job (a booking also releases them itself). */
export const TUTOR_HOLD_SWEEP_INTERVAL_MS = 60_000;

/* ------------------------------------------------------------- copy */

export const TUTOR_MESSAGES = {
  timezoneRequired: 'Timezone is required.',
  timezoneInvalid: 'Time zone must be an IANA zone such as Europe/London.',
  invalidRows: 'Fix invalid rows (date must be YYYY-MM-DD, end > start).',
  /* one row's own error, beside the row */
  rowDate: 'Choose a date.',
  rowTimes: 'Enter a start and an end time.',
  rowEndBeforeStart: 'End must be after start.',
  slotSize: `Slot size must be at least ${TUTOR_SLOT_SIZE_MIN} minutes, in steps of ${TUTOR_SLOT_SIZE_STEP}.`,
  buffer: `Buffer must be 0 or more minutes, in steps of ${TUTOR_BUFFER_STEP}.`,
  startEndRequired: 'Both startAt and endAt are required',
  rescheduleFailed: 'Failed to reschedule',
  confirmBookingFailed: 'Could not confirm booking.',
  confirmRequestFailed: 'Could not confirm request.',
  missingConfirmation: 'Missing confirmation details.',
  subjectRequired: 'Please describe what you need help with.',
  notFoundOrUnlisted: 'Tutor not found or not listed.',
  missingTutorId: 'Missing tutor id',
  loadFailed: 'Failed to load',
  loadTutorFailed: 'Failed to load tutor',
  checkoutFailed: 'Could not start checkout',
  loadAvailabilityFailed: 'Failed to load availability',
  loadSessionsFailed: 'Failed to load sessions',
  completeFailed: 'Failed to complete',
  approveFailed: 'Failed to approve',
  loadProfileFailed: 'Failed to load profile',
  saveFailed: 'Save failed',
  requestCancelledNotice: 'Your request was not paid. You can send it again whenever you are ready.',
  /* server sentences */
  listedNeedsHeadline: 'A listed tutor needs a headline.',
  listedNeedsSubject: 'A listed tutor needs at least one subject.',
  listedNeedsRate: 'A listed tutor needs an hourly rate above 0.',
  rateWhole: 'Hourly rate must be a whole number of at least 0.',
  notTutorRole: 'Only instructors and admins can become tutors.',
  noProfile: 'Create your tutor profile first.',
  duration: `Duration must be ${TUTOR_DURATIONS.join(', ')} minutes.`,
  inPast: 'That time is in the past or less than an hour from now. Please pick a later slot.',
  outsideAvailability: 'That time is not one of the tutor’s available slots.',
  slotTaken: 'Someone has just booked this time. Please pick another slot.',
  ownTutor: 'You cannot book a session with yourself.',
  sessionNotFound: 'Session not found.',
  requestNotFound: 'Request not found.',
  holdLapsed: 'Your hold on this time lapsed and someone else booked it; the payment was refunded.',
  notConfirmed: 'Only a confirmed session can do this.',
  completeTooEarly: 'A session can be marked completed only after it has ended.',
  noCancelRequest: 'There is no cancel request to approve.',
  cancelAlreadyRequested: 'A cancel request was already sent for this session.',
  reasonRequired: 'Please give a reason.',
  cannotCancel: 'This session can no longer be cancelled.',
  cannotReschedule: 'Only an upcoming confirmed session can be rescheduled.',
  rescheduleSameLength: 'A rescheduled session keeps its length.',
  fromBeforeTo: 'From must be before To.',
  requestNotPaid: 'Only a paid request can be matched.',
  matchTutorNotFound: 'That tutor was not found.',
} as const;

export const TUTOR_TEXT = {
  listTitle: 'Find a tutor',
  requestTutor: 'Request a Tutor',
  book: 'Book',
  mySessions: 'My Sessions',
  tutors: 'Tutors',
  upcoming: 'Upcoming',
  past: 'Past',
  retry: 'Retry',
  contactSupport: 'Contact Support',
  confirming: 'Confirming your booking…',
  confirmed: 'Your session is booked.',
  requestConfirming: 'Confirming your request…',
  requestConfirmed: `Request received. We will match you with a tutor within ${TUTOR_REQUEST_DUE_HOURS} hours.`,
  downloadIcs: 'Download .ics',
  googleCalendar: 'Google Calendar',
  askToCancel: 'Ask to cancel',
  reschedule: 'Reschedule',
  complete: 'Mark completed',
  approveCancel: 'Approve cancel',
  meetingLink: 'Join meeting',
} as const;

/** The learner's booking confirmation page, like Cal.com's booking page. */
export const TUTOR_BOOKING_CONFIRMATION = {
  title: 'Booking confirmed',
  booked: (tutor: string) => `You’re booked with ${tutor}`,
  lead: 'We have emailed your receipt; the session is in My Sessions.',
  tutor: 'Tutor',
  yourTime: (zone: string) => `Your time (${zone})`,
  tutorTime: (zone: string) => `Tutor’s time (${zone})`,
  duration: 'Duration',
  minutes: (n: number) => `${n} minutes`,
  pricePaid: 'Price paid',
  howToJoin: 'How to join',
  provider: { zoom: 'Zoom', google_meet: 'Google Meet', custom: 'Online meeting' } as Record<
    TutorMeetingProvider,
    string
  >,
  meetingTbc: 'Your tutor will share the meeting link before the start; it will appear in My Sessions.',
  addToCalendar: 'Add to calendar',
  needChange: 'Need to change something?',
  reschedule: 'Reschedule',
  askToCancel: 'Ask to cancel',
  receipt: 'View your receipt',
  purchases: 'Your purchases',
} as const;

export const TUTOR_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** HH:MM, 00:00–23:59, and 24:00 as an end of day. */
export const TUTOR_TIME_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
