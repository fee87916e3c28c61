import { PAYMENT_SWEEP_INTERVAL_MS } from '@medprep/shared';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { orders } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { JOB_LOCKS, runExclusive } from '../../platform/jobs.ts';
import { fulfilCheckout, refundOrder } from './fulfilment.ts';

/** Orders looked at per sweep and state; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

export interface SweepResult {
  /** False when another instance was sweeping. */
  ran: boolean;
  checked: number;
  fulfilled: number;
  refunded: number;
  closed: number;
  errors: number;
}

/**
 * No paid order left behind: asks the provider about every open order of this provider and
 * settles it through the one fulfilment (paid → granted or refunded; expired or cancelled → marked so),
 * whether or not the buyer came back, and retries refunds the provider has not taken yet. It runs once at a
 * time across all instances (platform/jobs.ts).
 */
export async function sweepOrders(deps: Deps): Promise<SweepResult> {
  const outcome = await runExclusive(
    deps.db,
    JOB_LOCKS.paymentSweep,
    async () => {
      const result: SweepResult = { ran: true, checked: 0, fulfilled: 0, refunded: 0, closed: 0, errors: 0 };
      const open = await deps.db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending'),
            eq(orders.provider, deps.payments.name),
            isNotNull(orders.providerSessionId),
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(SWEEP_BATCH);
      for (const order of open) {
        result.checked++;
        try {
          const answer = await fulfilCheckout(deps, order.providerSessionId!);
          if (answer.status === 'fulfilled') result.fulfilled++;
          else if (answer.status === 'refunded') result.refunded++;
          else if (answer.status !== 'pending') result.closed++;
        } catch {
          result.errors++;
        }
      }
      const owed = await deps.db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'refunded'),
            eq(orders.provider, deps.payments.name),
            isNull(orders.refundedAt),
          ),
        )
        .limit(SWEEP_BATCH);
      for (const order of owed) {
        try {
          if (await refundOrder(deps, order)) result.refunded++;
        } catch {
          result.errors++;
        }
      }
      return result;
    },
    'order-sweep',
  );
  return outcome.ran
    ? outcome.value
    : { ran: false, checked: 0, fulfilled: 0, refunded: 0, closed: 0, errors: 0 };
}

/** Sweeps on start and every PAYMENT_SWEEP_INTERVAL_MS; returns the function that stops it (and waits). */
export function startOrderSweep(deps: Deps, log: FastifyBaseLogger): () => Promise<void> {
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  const sweep = async () => {
    try {
      const result = await sweepOrders(deps);
      if (result.ran && (result.checked || result.refunded || result.errors)) {
        log.info({ sweep: result }, 'payment sweep');
      }
      if (result.errors)
        log.warn({ errors: result.errors }, 'payment sweep: some orders could not be settled');
    } catch (error) {
      log.error({ err: error }, 'payment sweep failed');
    }
  };
  const run = () => {
    if (!stopped) current = current.then(sweep);
  };
  run();
  const timer = setInterval(run, PAYMENT_SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
