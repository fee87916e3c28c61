/*
 * What other features (and the shell) may use of payments: the post-payment banner, the receipt link and the
 * purchase-return hooks a product page shows after its checkout, the caller's purchases of some kinds (and
 * their panel), and the watcher the layout mounts. Pages are not here: app/route-table.tsx loads them lazily
 * by their own files.
 */

export { purchasesQueryOptions, usePurchases } from './api';
export { PostPaymentBanner, type PostPaymentNext } from './components/post-payment-banner';
export { PurchaseWatcher } from './components/purchase-watcher';
export { PurchasesPanel } from './components/purchases-panel';
export { ReceiptLink } from './components/receipt-link';
export { type PurchaseReturn, usePurchaseSync, useReturnedCheckout } from './purchase-return';
