import type { PurchaseKind } from '@medprep/shared';
import type { Purchasable } from '../../platform/module.ts';
import type { Registries } from '../../platform/registries.ts';

export type { Order, Purchasable, PurchaseSummary, SaleItem } from '../../platform/module.ts';

/** This app's kind; an order of a kind no module of the app sells is a programming error. */
export function purchasableOf(registries: Pick<Registries, 'purchasables'>, kind: PurchaseKind): Purchasable {
  const found = registries.purchasables.get(kind);
  if (!found) throw new Error(`No purchasable registered for kind '${kind}'`);
  return found;
}
