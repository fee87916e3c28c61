import { BRAND_NAME, formatMoney, LIVE_REMINDER_OPT_OUT_TEXT, paths } from '@medprep/shared';

/**
 * The one small template set (docs/decisions/261): every mail is plain text plus a simple HTML version of
 * the same words, in the product's voice, with links built from `paths` on the origin the caller gives.
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface ReceiptData {
  name: string;
  title: string;
  amountMinor: number;
  currency: string;
  date: Date;
  orderRef: string;
  provider: string;
  link: string;
  receiptLink: string;
}

/** A tutoring session as the tutor's notices tell it. */
export interface TutorNoticeData {
  tutorName: string;
  learnerName: string;
  startAt: Date;
  endAt: Date;
  /** The tutor's own zone (their profile's). */
  timezone: string;
  meeting: string | null;
}

/** A session about to start: a live session or a tutoring session. */
export interface ReminderData {
  name: string;
  title: string;
  startAt: Date;
  endAt: Date;
  timezone: string;
  window: '24h' | '1h';
  /** Where to open it, from `paths`. */
  link: string;
  meeting: string | null;
  /** A live session: its page (`link`) also turns this session's reminders off (docs/decisions/675). */
  offOnPage?: boolean;
}

export type MailMessage =
  | { template: 'reset_password'; name: string; token: string }
  | { template: 'confirm_email'; name: string; token: string; newEmail: string }
  | { template: 'email_changed'; name: string; newEmail: string }
  | { template: 'password_changed'; name: string }
  | { template: 'receipt'; receipt: ReceiptData }
  | { template: 'refund'; receipt: ReceiptData }
  | { template: 'tutor_booked'; session: TutorNoticeData }
  | { template: 'tutor_cancel_requested'; session: TutorNoticeData; reason: string }
  | { template: 'tutor_rescheduled'; session: TutorNoticeData; previousStartAt: Date; previousEndAt: Date }
  | { template: 'session_reminder'; reminder: ReminderData };

export type MailTemplate = MailMessage['template'];

/** One paragraph or a call to action; the text and HTML versions are made from the same blocks. */
type Block = string | { link: string; label: string } | { rows: [string, string][] };

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const signOff = `The ${BRAND_NAME} team`;

function compose(subject: string, greeting: string, blocks: Block[]): RenderedMail {
  const text = [
    greeting,
    ...blocks.map((b) =>
      typeof b === 'string'
        ? b
        : 'link' in b
          ? `${b.label}:\n${b.link}`
          : b.rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
    ),
    signOff,
  ].join('\n\n');
  const body = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...blocks.map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b)}</p>`
        : 'link' in b
          ? `<p><a href="${escapeHtml(b.link)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(b.label)}</a></p><p style="font-size:12px;color:#555">Or copy this address: ${escapeHtml(b.link)}</p>`
          : `<table cellpadding="4" style="border-collapse:collapse">${b.rows
              .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
              .join('')}</table>`,
    ),
    `<p>${escapeHtml(signOff)}</p>`,
  ].join('\n');
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937;max-width:560px">${body}</body></html>`;
  return { subject, text, html };
}

const dateText = (d: Date) =>
  d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

const receiptRows = (r: ReceiptData): [string, string][] => [
  ['Item', r.title],
  ['Amount', formatMoney(r.amountMinor, r.currency)],
  ['Date', dateText(r.date)],
  ['Order reference', r.orderRef],
  ['Paid with', r.provider],
];

/** 'Thursday, 5 March 2026, 10:00–11:00 (Europe/London)': a session's time in the reader's zone. */
export function sessionTimeText(startAt: Date, endAt: Date, timeZone: string): string {
  const day = startAt.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
  const time = (d: Date) => d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
  return `${day}, ${time(startAt)}–${time(endAt)} (${timeZone})`;
}

const tutorRows = (s: TutorNoticeData): [string, string][] => [
  ['Learner', s.learnerName],
  ['When', sessionTimeText(s.startAt, s.endAt, s.timezone)],
  ...(s.meeting ? ([['How to join', s.meeting]] as [string, string][]) : []),
];

/** Renders a mail; `origin` is where links point: `mailOrigin(config)`, PUBLIC_URL (platform/origin.ts). */
export function renderMail(message: MailMessage, origin: string): RenderedMail {
  const at = (path: string) => `${origin}${path}`;
  switch (message.template) {
    case 'reset_password':
      return compose(`Choose a new password for ${BRAND_NAME}`, `Hello ${message.name},`, [
        'Someone, hopefully you, asked to reset the password of your account. Follow this link within one hour to choose a new one. It works once.',
        { link: at(paths.resetPassword(message.token)), label: 'Choose a new password' },
        'If you did not ask for this, you can ignore this mail: your password stays as it is.',
      ]);
    case 'confirm_email':
      return compose(`Confirm your new email address`, `Hello ${message.name},`, [
        `You asked to use ${message.newEmail} for your ${BRAND_NAME} account. Follow this link to confirm it; until then, you keep signing in with your current address.`,
        { link: at(paths.confirmEmail(message.token)), label: 'Confirm this address' },
        'If you did not ask for this, ignore this mail and nothing changes.',
      ]);
    case 'email_changed':
      return compose(`Your ${BRAND_NAME} email address was changed`, `Hello ${message.name},`, [
        `The email address of your account is now ${message.newEmail}. From now on, sign in with it.`,
        'If you did not make this change, reply to this mail or contact support straight away.',
        { link: at(paths.support()), label: 'Contact support' },
      ]);
    case 'password_changed':
      return compose(`Your ${BRAND_NAME} password was changed`, `Hello ${message.name},`, [
        'The password of your account was just changed, and every other device was signed out.',
        'If this was not you, reset your password now:',
        { link: at(paths.forgotPassword()), label: 'Reset my password' },
      ]);
    case 'receipt': {
      const r = message.receipt;
      return compose(`Your receipt: ${r.title}`, `Hello ${r.name},`, [
        'Thank you for your purchase. Here is your receipt.',
        { rows: receiptRows(r) },
        { link: at(r.link), label: 'Open what you bought' },
        `Every purchase and its printable receipt are on your purchases page: ${at(r.receiptLink)}`,
      ]);
    }
    case 'refund': {
      const r = message.receipt;
      return compose(`Refund: ${r.title}`, `Hello ${r.name},`, [
        `We have refunded your payment for ${r.title}. You already had it, so nothing was lost. The money goes back to the way you paid; banks usually take 5 to 10 working days.`,
        { rows: receiptRows(r) },
      ]);
    }
    case 'tutor_booked': {
      const t = message.session;
      return compose(`New booking: ${t.learnerName}`, `Hello ${t.tutorName},`, [
        `${t.learnerName} has booked and paid for a tutoring session with you.`,
        { rows: tutorRows(t) },
        { link: at(paths.tutorSessions()), label: 'Open my tutoring sessions' },
      ]);
    }
    case 'tutor_cancel_requested': {
      const t = message.session;
      return compose(`${t.learnerName} asks to cancel a session`, `Hello ${t.tutorName},`, [
        `${t.learnerName} asks you to cancel this session. Approving it refunds their payment.`,
        { rows: [...tutorRows(t), ['Reason', message.reason || '—']] },
        { link: at(paths.tutorSessions()), label: 'Review the request' },
      ]);
    }
    case 'tutor_rescheduled': {
      const t = message.session;
      return compose(`${t.learnerName} moved a session`, `Hello ${t.tutorName},`, [
        `${t.learnerName} moved their tutoring session with you to a new time, within your availability.`,
        {
          rows: [
            ['Learner', t.learnerName],
            ['Was', sessionTimeText(message.previousStartAt, message.previousEndAt, t.timezone)],
            ['Now', sessionTimeText(t.startAt, t.endAt, t.timezone)],
            ...(t.meeting ? ([['How to join', t.meeting]] as [string, string][]) : []),
          ],
        },
        { link: at(paths.tutorSessions()), label: 'Open my tutoring sessions' },
      ]);
    }
    case 'session_reminder': {
      const r = message.reminder;
      const when = r.window === '24h' ? 'tomorrow' : 'in one hour';
      return compose(`Reminder: ${r.title} starts ${when}`, `Hello ${r.name},`, [
        `${r.title} starts ${when}.`,
        {
          rows: [
            ['When', sessionTimeText(r.startAt, r.endAt, r.timezone)],
            ...(r.meeting ? ([['How to join', r.meeting]] as [string, string][]) : []),
          ],
        },
        { link: at(r.link), label: 'Open the session' },
        ...(r.offOnPage ? [`${LIVE_REMINDER_OPT_OUT_TEXT} ${at(r.link)}`] : []),
        `You get these reminders 24 hours and 1 hour before a session. To stop them, untick "Session reminders" on your account page: ${at(paths.myAccount())}`,
      ]);
    }
  }
}
