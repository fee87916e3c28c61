import { paths } from '@medprep/shared/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatPrice } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { ButtonLink } from '../../../ui/button';
import { Pager } from '../../../ui/pager';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { usePurchaseHistory } from '../api';
import { PAYMENT_TEXT } from '../content';

/** Every purchase of every kind, newest first, with its receipt and a link to the thing bought. */
export default function PurchasesPage() {
  useTitle(PAYMENT_TEXT.purchasesTitle);
  const [page, setPage] = useState(1);
  const list = usePurchaseHistory(page);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{PAYMENT_TEXT.purchasesTitle}</h1>
      {list.isPending && <LoadingBlock />}
      {list.isError && <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.data && list.data.items.length === 0 && (
        <EmptyState
          title={PAYMENT_TEXT.purchasesEmpty}
          action={<ButtonLink to={paths.courses()}>{PAYMENT_TEXT.browseCourses}</ButtonLink>}
        />
      )}
      {list.data && list.data.items.length > 0 && (
        <>
          <ul className="flex flex-col gap-3">
            {list.data.items.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <Link to={item.deepLink} className="font-semibold break-words text-slate-900 underline">
                    {item.title}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {formatPrice(item.priceMinor, item.currency)} · {formatDate(item.purchasedAt)}
                  </p>
                </div>
                <Link
                  to={paths.receipt(item.id)}
                  aria-label={`${PAYMENT_TEXT.viewReceipt}: ${item.title}`}
                  className="inline-flex min-h-9 items-center self-start rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:self-center"
                >
                  {PAYMENT_TEXT.viewReceipt}
                </Link>
              </li>
            ))}
          </ul>
          <Pager page={page} hasNextPage={list.data.meta.hasNextPage} onPage={setPage} />
        </>
      )}
    </div>
  );
}
