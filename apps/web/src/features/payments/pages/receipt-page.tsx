import { BRAND_NAME } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link, useParams } from 'react-router';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { useReceipt } from '../api';
import { PAYMENT_TEXT } from '../content';

/** A printable receipt of one purchase. */
export default function ReceiptPage() {
  useTitle(PAYMENT_TEXT.receiptTitle);
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={paths.myPurchases()} className="text-sm font-semibold text-brand-700 underline">
          {PAYMENT_TEXT.backToPurchases}
        </Link>
        {receipt.data && (
          <Button variant="secondary" onClick={() => window.print()}>
            {PAYMENT_TEXT.print}
          </Button>
        )}
      </div>
      {receipt.isPending && <LoadingBlock rows={2} />}
      {receipt.isError && <ErrorState message={receipt.error.message} />}
      {receipt.data && (
        <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm print:border-0 print:shadow-none">
          <p className="text-sm font-semibold text-brand-800">{BRAND_NAME}</p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900">{PAYMENT_TEXT.receiptTitle}</h1>
          <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-slate-700">Item</dt>
            <dd className="break-words text-slate-900">
              {receipt.data.deepLink ? (
                <Link to={receipt.data.deepLink} className="underline">
                  {receipt.data.title}
                </Link>
              ) : (
                receipt.data.title
              )}
            </dd>
            <dt className="font-semibold text-slate-700">Amount</dt>
            <dd className="text-slate-900">{formatMoney(receipt.data.amountMinor, receipt.data.currency)}</dd>
            <dt className="font-semibold text-slate-700">Date</dt>
            <dd className="text-slate-900">{formatDateTime(receipt.data.purchasedAt)}</dd>
            <dt className="font-semibold text-slate-700">Order reference</dt>
            <dd className="break-all font-mono text-slate-900">{receipt.data.orderRef ?? '—'}</dd>
            <dt className="font-semibold text-slate-700">Paid with</dt>
            <dd className="text-slate-900">{receipt.data.provider ?? '—'}</dd>
            <dt className="font-semibold text-slate-700">Billed to</dt>
            <dd className="break-words text-slate-900">
              {receipt.data.buyer.name} ({receipt.data.buyer.email})
            </dd>
            {receipt.data.refundedAt && (
              <>
                <dt className="font-semibold text-slate-700">Refunded</dt>
                <dd className="text-slate-900">{formatDateTime(receipt.data.refundedAt)}</dd>
              </>
            )}
          </dl>
        </article>
      )}
    </div>
  );
}
