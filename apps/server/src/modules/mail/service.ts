import {
  isUuid,
  MAIL_MAX_ATTEMPTS,
  MAIL_MESSAGES,
  MAIL_SMTP_TIMEOUT_MS,
  MAIL_SWEEP_INTERVAL_MS,
  type MailState,
  mailRetryDelaySec,
  type OutboxMail,
} from '@medprep/shared';
import { and, asc, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { runExclusive } from '../../platform/jobs.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { type MailMessage, renderMail } from './templates.ts';

/** The advisory lock of the delivery job (platform/jobs.ts; one number per job). */
export const MAIL_JOB_LOCK = 727_317;
/** Mails sent per run; the next run takes the rest. */
const BATCH = 50;

export interface OutgoingMail {
  to: string;
  /** The account the mail is about: deleting it erases the mail. */
  userId: string | null;
  message: MailMessage;
  /** Where the mail's links point: always `mailOrigin(config)` (PUBLIC_URL), never a request's Host (platform/origin.ts). */
  origin: string;
}

/**
 * Queues a mail inside the caller's transaction (docs/decisions/260): it exists exactly when what it tells
 * about was committed. Delivery happens after commit (`kickMail`) and on the job's schedule.
 */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail, now: Date): Promise<string> {
  const rendered = renderMail(mail.message, mail.origin);
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      to: mail.to,
      userId: mail.userId,
      template: mail.message.template,
      ...rendered,
      state: 'queued',
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** What delivers a mail: nodemailer's SMTP transport, or nothing (the outbox is the destination). */
export interface MailTransport {
  send(mail: { from: string; to: string; subject: string; text: string; html: string }): Promise<void>;
}

export function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: MAIL_SMTP_TIMEOUT_MS,
    greetingTimeout: MAIL_SMTP_TIMEOUT_MS,
    socketTimeout: MAIL_SMTP_TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
  };
}

interface Mailer {
  transport: MailTransport | null;
  /** The delivery runs, one after another. */
  current: Promise<unknown>;
}
const mailers = new WeakMap<Deps, Mailer>();

function mailerOf(deps: Deps): Mailer {
  let mailer = mailers.get(deps);
  if (!mailer) {
    mailer = {
      transport: deps.config.smtpUrl ? smtpTransport(deps.config.smtpUrl) : null,
      current: Promise.resolve(),
    };
    mailers.set(deps, mailer);
  }
  return mailer;
}

/** Replaces the transport (tests: a server that refuses). */
export function setMailTransport(deps: Deps, transport: MailTransport | null): void {
  mailerOf(deps).transport = transport;
}

export interface DeliveryResult {
  ran: boolean;
  sent: number;
  kept: number;
  retried: number;
  failed: number;
}

/**
 * Delivers the due queued mail, once at a time across instances. Each mail is claimed by moving its next
 * attempt a full timeout later before sending, so a crash mid-send retries it rather than losing it; a
 * failure schedules the next attempt with backoff, and after MAIL_MAX_ATTEMPTS the mail is `failed`.
 */
export async function deliverDueMail(deps: Deps): Promise<DeliveryResult> {
  const { transport } = mailerOf(deps);
  const outcome = await runExclusive(
    deps.db,
    MAIL_JOB_LOCK,
    async () => {
      const result: DeliveryResult = { ran: true, sent: 0, kept: 0, retried: 0, failed: 0 };
      const now = deps.clock.now();
      const due = await deps.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.state, 'queued'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(BATCH);
      for (const mail of due) {
        if (!transport) {
          await deps.db.update(mailOutbox).set({ state: 'kept' }).where(eq(mailOutbox.id, mail.id));
          result.kept++;
          continue;
        }
        try {
          await transport.send({
            from: deps.config.mailFrom,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
          await deps.db
            .update(mailOutbox)
            .set({ state: 'sent', sentAt: deps.clock.now(), attempts: mail.attempts + 1, lastError: null })
            .where(eq(mailOutbox.id, mail.id));
          result.sent++;
        } catch (error) {
          const attempts = mail.attempts + 1;
          const gaveUp = attempts >= MAIL_MAX_ATTEMPTS;
          await deps.db
            .update(mailOutbox)
            .set({
              attempts,
              state: gaveUp ? 'failed' : 'queued',
              lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
              nextAttemptAt: new Date(deps.clock.now().getTime() + mailRetryDelaySec(attempts) * 1000),
            })
            .where(eq(mailOutbox.id, mail.id));
          if (gaveUp) result.failed++;
          else result.retried++;
        }
      }
      return result;
    },
    'mail',
  );
  return outcome.ran ? outcome.value : { ran: false, sent: 0, kept: 0, retried: 0, failed: 0 };
}

/**
 * Starts a delivery after a commit, without waiting for it: a slow or down mail server never holds a
 * request. Runs queue one after another per app; `mailSettled` waits for them (tests, shutdown).
 */
export function kickMail(deps: Deps, log?: FastifyBaseLogger): void {
  const mailer = mailerOf(deps);
  mailer.current = mailer.current
    .then(() => deliverDueMail(deps))
    .then((result) => {
      if (result.retried || result.failed) log?.warn({ mail: result }, 'mail: some mail could not be sent');
    })
    .catch((error: unknown) => log?.error({ err: error }, 'mail delivery failed'));
}

export async function mailSettled(deps: Deps): Promise<void> {
  let current: Promise<unknown>;
  do {
    current = mailerOf(deps).current;
    await current;
  } while (current !== mailerOf(deps).current);
}

/** Delivers on start and every MAIL_SWEEP_INTERVAL_MS (the retries); returns the function that stops it. */
export function startMailJob(deps: Deps, log: FastifyBaseLogger): () => Promise<void> {
  let stopped = false;
  const run = () => {
    if (!stopped) kickMail(deps, log);
  };
  run();
  const timer = setInterval(run, MAIL_SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await mailSettled(deps);
  };
}

const toOutboxMail = (row: typeof mailOutbox.$inferSelect): OutboxMail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  template: row.template,
  text: row.text,
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The outbox for admins, newest first, optionally of one state. */
export async function listOutbox(
  db: Db,
  query: { state?: MailState | undefined; page: number; limit: number },
) {
  const where: SQL[] = [];
  if (query.state) where.push(eq(mailOutbox.state, query.state));
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(...where))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const [total] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(...where));
  return toPage(rows, query, { total: total?.n ?? 0, map: toOutboxMail });
}

/** Queues a mail again, whatever its state, as a fresh first attempt. */
export async function resendMail(deps: Deps, id: string): Promise<OutboxMail> {
  const [row] = isUuid(id)
    ? await deps.db
        .update(mailOutbox)
        .set({ state: 'queued', attempts: 0, lastError: null, nextAttemptAt: deps.clock.now(), sentAt: null })
        .where(eq(mailOutbox.id, id))
        .returning()
    : [];
  if (!row) throw notFound(MAIL_MESSAGES.notFound);
  return toOutboxMail(row);
}
