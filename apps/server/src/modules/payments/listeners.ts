import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import type { Order } from '../../platform/module.ts';

export type { PaymentListener } from '../../platform/module.ts';

/** Tells this app's listeners (its modules' `listeners`) about a payment, in module order. */
export async function announceFulfilled(deps: Deps, tx: Tx, order: Order, now: Date): Promise<void> {
  for (const l of deps.registries.paymentListeners) await l.fulfilled?.(deps, tx, order, now);
}

export async function announceRefunded(deps: Deps, tx: Tx, order: Order, now: Date): Promise<void> {
  for (const l of deps.registries.paymentListeners) await l.refunded?.(deps, tx, order, now);
}

export function announceCommitted(deps: Deps): void {
  for (const l of deps.registries.paymentListeners) l.afterCommit?.(deps);
}
