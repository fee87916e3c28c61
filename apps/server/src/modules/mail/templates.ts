import { BRAND_NAME, formatPrice, paths } from '@medprep/shared';

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

export type MailMessage =
  | { template: 'reset_password'; name: string; token: string }
  | { template: 'confirm_email'; name: string; token: string; newEmail: string }
  | { template: 'email_changed'; name: string; newEmail: string }
  | { template: 'password_changed'; name: string }
  | { template: 'receipt'; receipt: ReceiptData }
  | { template: 'refund'; receipt: ReceiptData };

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
  ['Amount', formatPrice(r.amountMinor, r.currency)],
  ['Date', dateText(r.date)],
  ['Order reference', r.orderRef],
  ['Paid with', r.provider],
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
  }
}
