/* The mail module's contract (docs/decisions/260, 261). */

/**
 * A mail's state in the outbox: `queued` (waiting for its next attempt), `sent` (the SMTP server took it),
 * `kept` (no SMTP_URL: the outbox is where it is read) and `failed` (the server refused it MAIL_MAX_ATTEMPTS
 * times; an admin may resend it).
 */
export const MAIL_STATES = ['queued', 'sent', 'kept', 'failed'] as const;

/** Attempts before a mail is `failed`, and the wait before each retry (seconds, the last repeats). */
export const MAIL_MAX_ATTEMPTS = 8;
export const MAIL_RETRY_BACKOFF_SEC = [30, 120, 600, 1800, 3600, 3 * 3600, 6 * 3600] as const;
/** How often the delivery job looks for queued mail when nothing woke it. */
export const MAIL_SWEEP_INTERVAL_MS = 30_000;
/** Connection, greeting and socket timeout of one SMTP attempt: a server that hangs blocks nothing long. */
export const MAIL_SMTP_TIMEOUT_MS = 10_000;
/** The sender when MAIL_FROM is not set. */
export const MAIL_DEFAULT_FROM = 'MedPrep Academy <no-reply@medprep.local>';
export const OUTBOX_PAGE_SIZE = 20;

export const MAIL_MESSAGES = {
  notFound: 'That mail is not in the outbox.',
  resent: 'The mail is queued to be sent again.',
  empty: 'No mail yet.',
} as const;

/* Reminders before a live or tutoring session starts (docs/decisions/366). */

/** The reminder windows: a mail this long before a live or tutoring session starts. */
export const REMINDER_WINDOWS = [
  { window: '24h', beforeMs: 24 * 60 * 60_000 },
  { window: '1h', beforeMs: 60 * 60_000 },
] as const;
export type ReminderWindow = (typeof REMINDER_WINDOWS)[number]['window'];
/** How often the reminder job looks for sessions entering a window. */
export const REMINDER_SWEEP_INTERVAL_MS = 60_000;
/** The zone reminder and tutor-notice mails give times in when the person's own is not known. */
export const MAIL_DEFAULT_TIMEZONE = 'Europe/London';
