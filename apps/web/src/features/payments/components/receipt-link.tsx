import { POST_PAYMENT_TEXT, paths } from '@medprep/shared/constants';
import { Link } from 'react-router';
import { usePurchaseSync } from '../purchase-return';

/** The receipt of what a checkout bought, once its sync says which purchase; the order history until then. */
export function ReceiptLink({ sessionId, className }: { sessionId: string; className: string }) {
  const sync = usePurchaseSync(sessionId);
  const purchaseId = sync?.state === 'synced' ? sync.result.purchaseId : null;
  return (
    <Link to={purchaseId ? paths.receipt(purchaseId) : paths.myPurchases()} className={className}>
      {purchaseId ? POST_PAYMENT_TEXT.receipt : POST_PAYMENT_TEXT.purchases}
    </Link>
  );
}
