import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import type { Order } from './registry.ts';

/**
 * Who else hears about a payment (issue 17): a listener's `fulfilled` and `refunded` run inside the
 * transaction that records the event (so what they write, e.g. a queued mail, exists exactly when the event
 * does), and `afterCommit` once it is committed. Registered from app.ts; payments imports no listener.
 */
export interface PaymentListener {
  fulfilled?(deps: Deps, tx: Tx, order: Order, now: Date): Promise<void>;
  refunded?(deps: Deps, tx: Tx, order: Order, now: Date): Promise<void>;
  afterCommit?(deps: Deps): void;
}

const listeners: PaymentListener[] = [];

/** Called once per listener when the app is built; the same listener registered twice is kept once. */
export function registerPaymentListener(listener: PaymentListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function announceFulfilled(deps: Deps, tx: Tx, order: Order, now: Date): Promise<void> {
  for (const l of listeners) await l.fulfilled?.(deps, tx, order, now);
}

export async function announceRefunded(deps: Deps, tx: Tx, order: Order, now: Date): Promise<void> {
  for (const l of listeners) await l.refunded?.(deps, tx, order, now);
}

export function announceCommitted(deps: Deps): void {
  for (const l of listeners) l.afterCommit?.(deps);
}
