import { paths } from '@medprep/shared/paths';
import { Link } from 'react-router';
import { formatDate, formatPrice } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { ButtonLink } from '../../../ui/button';
import { CardRow, ListScreen, ListView } from '../../../ui/list';
import { usePageAddress } from '../../../ui/list/page-address';
import { usePurchaseHistory } from '../api';
import { PAYMENT_TEXT } from '../content';

/** Every purchase of every kind, newest first, with its receipt and a link to the thing bought. */
export default function PurchasesPage() {
  useTitle(PAYMENT_TEXT.purchasesTitle);
  const { filters, pager } = usePageAddress();
  const list = usePurchaseHistory(filters.page);
  return (
    <ListScreen width="4xl" title={PAYMENT_TEXT.purchasesTitle}>
      <ListView
        query={list}
        errorMessage={list.error?.message}
        empty={{
          title: PAYMENT_TEXT.purchasesEmpty,
          action: <ButtonLink to={paths.courses()}>{PAYMENT_TEXT.browseCourses}</ButtonLink>,
        }}
        pager={pager}
        rowCards={{
          item: (item) => (
            <CardRow
              title={item.title}
              to={item.deepLink}
              actions={
                <Link
                  to={paths.receipt(item.id)}
                  aria-label={`${PAYMENT_TEXT.viewReceipt}: ${item.title}`}
                  className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {PAYMENT_TEXT.viewReceipt}
                </Link>
              }
            >
              <p className="text-sm text-slate-600">
                {formatPrice(item.priceMinor, item.currency)} · {formatDate(item.purchasedAt)}
              </p>
            </CardRow>
          ),
        }}
      />
    </ListScreen>
  );
}
