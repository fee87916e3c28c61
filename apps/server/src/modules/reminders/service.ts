import { REMINDER_SWEEP_INTERVAL_MS, REMINDER_WINDOWS, type ReminderWindow } from '@medprep/shared';
import { and, gt, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { sessionReminders } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { runExclusive } from '../../platform/jobs.ts';
import { liveReminderTargets } from '../live/reminders.ts';
import { enqueueMail, kickMail } from '../mail/service.ts';
import { tutoringReminderTargets } from '../tutors/reminders.ts';

/** The advisory lock of the reminder job (platform/jobs.ts; one number per job). */
export const REMINDER_JOB_LOCK = 727_319;

const LONGEST = Math.max(...REMINDER_WINDOWS.map((w) => w.beforeMs));

interface Target {
  kind: 'live' | 'tutoring';
  sessionId: string;
  title: string;
  startAt: Date;
  endAt: Date;
  timezone: string;
  userId: string;
  email: string;
  name: string;
  heldSince: Date;
  link: string;
  meeting: string | null;
}

/**
 * The window a target is due for now, if any (docs/decisions/366): the narrowest window that has opened
 * (start − window ≤ now < start), and only when the person held their place before that window opened. So a
 * session booked less than 24 hours ahead gets only the 1-hour reminder, one booked less than an hour ahead
 * none, and a 24-hour reminder missed until the last hour is not sent late.
 */
export function dueWindow(target: Pick<Target, 'startAt' | 'heldSince'>, now: Date): ReminderWindow | null {
  const untilStart = target.startAt.getTime() - now.getTime();
  if (untilStart <= 0) return null;
  const open = REMINDER_WINDOWS.filter((w) => untilStart <= w.beforeMs).sort(
    (a, b) => a.beforeMs - b.beforeMs,
  )[0];
  if (!open) return null;
  const opened = target.startAt.getTime() - open.beforeMs;
  return target.heldSince.getTime() <= opened ? open.window : null;
}

const markerKey = (m: { kind: string; sessionId: string; startAt: Date; userId: string; window: string }) =>
  `${m.kind} ${m.sessionId} ${m.startAt.toISOString()} ${m.userId} ${m.window}`;

/**
 * The markers already written for the sessions starting in (from, to], so that a run opens no transaction
 * for a reminder sent before (a members-free session may have thousands of members to remind).
 */
async function markersOf(db: DbOrTx, targets: Target[], from: Date, to: Date): Promise<Set<string>> {
  const sessionIds = [...new Set(targets.map((t) => t.sessionId))];
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({
      kind: sessionReminders.kind,
      sessionId: sessionReminders.sessionId,
      startAt: sessionReminders.startAt,
      userId: sessionReminders.userId,
      window: sessionReminders.window,
    })
    .from(sessionReminders)
    .where(
      and(
        inArray(sessionReminders.kind, ['live', 'tutoring']),
        inArray(sessionReminders.sessionId, sessionIds),
        gt(sessionReminders.startAt, from),
        lte(sessionReminders.startAt, to),
      ),
    );
  return new Set(rows.map(markerKey));
}

export interface ReminderRun {
  ran: boolean;
  sent: number;
}

/**
 * Queues the reminders that are due, once across instances (an advisory lock), and each exactly once per
 * person, session, start time and window: the marker row (a unique key) and the mail are written in one
 * transaction, and a marker that exists already means the mail was queued before.
 */
export async function sendDueReminders(deps: Deps): Promise<ReminderRun> {
  const outcome = await runExclusive(
    deps.db,
    REMINDER_JOB_LOCK,
    async () => {
      const now = deps.clock.now();
      const horizon = new Date(now.getTime() + LONGEST);
      const targets: Target[] = [
        ...(await liveReminderTargets(deps.db, now, horizon)).map((t) => ({
          ...t,
          kind: 'live' as const,
          meeting: null,
        })),
        ...(await tutoringReminderTargets(deps.db, now, horizon)).map((t) => ({
          ...t,
          kind: 'tutoring' as const,
        })),
      ];
      const marked = await markersOf(deps.db, targets, now, horizon);
      let sent = 0;
      for (const target of targets) {
        const window = dueWindow(target, now);
        if (!window || marked.has(markerKey({ ...target, window }))) continue;
        const queued = await deps.db.transaction(async (tx) => {
          const [marker] = await tx
            .insert(sessionReminders)
            .values({
              kind: target.kind,
              sessionId: target.sessionId,
              startAt: target.startAt,
              userId: target.userId,
              window,
              sentAt: now,
            })
            .onConflictDoNothing()
            .returning({ id: sessionReminders.id });
          if (!marker) return false;
          await enqueueMail(
            tx,
            {
              to: target.email,
              userId: target.userId,
              message: {
                template: 'session_reminder',
                reminder: {
                  name: target.name,
                  title: target.title,
                  startAt: target.startAt,
                  endAt: target.endAt,
                  timezone: target.timezone,
                  window,
                  link: target.link,
                  meeting: target.meeting,
                  offOnPage: target.kind === 'live',
                },
              },
              // Mail links start at PUBLIC_URL (else the server's own address), never a request's Host.
              origin: deps.config.publicUrl,
            },
            now,
          );
          return true;
        });
        if (queued) sent++;
      }
      return sent;
    },
    'session-reminders',
  );
  if (!outcome.ran) return { ran: false, sent: 0 };
  if (outcome.value > 0) kickMail(deps);
  return { ran: true, sent: outcome.value };
}

/** Runs on start and every REMINDER_SWEEP_INTERVAL_MS; returns the function that stops it (and waits). */
export function startReminderJob(deps: Deps, log: FastifyBaseLogger): () => Promise<void> {
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  const run = () => {
    if (stopped) return;
    current = current
      .then(() => sendDueReminders(deps))
      .then((result) => {
        if (result.sent) log.info({ reminders: result.sent }, 'reminders queued');
      })
      .catch((error: unknown) => log.error({ err: error }, 'reminder job failed'));
  };
  run();
  const timer = setInterval(run, REMINDER_SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
