import type { AdminReview } from '@medprep/shared';
import { ADMIN_REVIEW_FILTERS } from '@medprep/shared/constants';
import { useState } from 'react';
import { AdminsOnly } from '../../../lib/admins-only';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { StatusBadge, type StatusScheme } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import {
  type Column,
  ListScreen,
  ListView,
  StatusTabs,
  statusListAddress,
  useListAddress,
} from '../../../ui/list';
import { useAdminReviews, useSetReviewVisibility } from '../api';
import { KIND_LABEL, REVIEW_TEXT, ratedLabel } from '../content';

const ADDRESS = statusListAddress(ADMIN_REVIEW_FILTERS, 'reported', {
  reported: 'Reported',
  hidden: 'Hidden',
});

const STATUS: StatusScheme<AdminReview['status']> = {
  tones: { visible: 'green', hidden: 'amber' },
  labels: { visible: 'Visible', hidden: 'Hidden' },
};

function Actions({ review, onDone }: { review: AdminReview; onDone: (message: string) => void }) {
  const change = useSetReviewVisibility();
  const act = async (action: 'hide' | 'unhide') => {
    await change.mutateAsync({ id: review.id, action });
    onDone(
      action === 'hide'
        ? REVIEW_TEXT.hidden
        : review.status === 'hidden'
          ? REVIEW_TEXT.shown
          : REVIEW_TEXT.kept,
    );
  };
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {review.status === 'visible' ? (
        <>
          <Button size="sm" variant="danger" onClick={() => act('hide')}>
            {REVIEW_TEXT.hide}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => act('unhide')}>
            {REVIEW_TEXT.keep}
          </Button>
        </>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => act('unhide')}>
          {REVIEW_TEXT.unhide}
        </Button>
      )}
    </div>
  );
}

/** /admin/reviews: reported reviews still shown, and hidden ones; hide, keep, or show again. */
export default function AdminReviewsPage() {
  useTitle(REVIEW_TEXT.adminTitle);
  const { user } = useSession();
  const { filters, update } = useListAddress(ADDRESS);
  const reviews = useAdminReviews(filters.status, filters.page);
  const [notice, setNotice] = useState<string | null>(null);
  if (user?.role !== 'admin') return <AdminsOnly message="Only admins can handle reviews." />;

  const columns: Column<AdminReview>[] = [
    {
      key: 'review',
      header: 'Review',
      role: 'title',
      cell: (r) => (
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {KIND_LABEL[r.kind]}: {r.itemTitle}
          </p>
          <p className="text-sm text-slate-700">
            {ratedLabel(r.rating)} · {r.author.name} · {formatDate(r.createdAt)}
          </p>
          {r.text && <p className="mt-1 break-words text-sm text-slate-800">{r.text}</p>}
        </div>
      ),
    },
    {
      key: 'reports',
      header: 'Reports',
      cell: (r) => (
        <span className="text-sm">
          {r.reportCount}
          {r.lastReportReason && (
            <span className="block break-words text-slate-700">“{r.lastReportReason}”</span>
          )}
        </span>
      ),
    },
    { key: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} scheme={STATUS} /> },
    {
      key: 'actions',
      header: 'Actions',
      role: 'actions',
      cell: (r) => <Actions review={r} onDone={setNotice} />,
    },
  ];

  return (
    <ListScreen width="6xl" title={REVIEW_TEXT.adminTitle}>
      <StatusTabs
        tabs={ADDRESS.tabs}
        value={filters.status}
        onChange={(status) => update({ status: status ?? 'reported' })}
        legend="Show"
      />
      <p role="status" className="text-sm text-green-800">
        {notice}
      </p>
      <ListView
        query={reviews}
        label="Reviews"
        errorMessage={REVIEW_TEXT.loadFailed}
        empty={{
          title: filters.status === 'hidden' ? 'No hidden reviews.' : 'No reported reviews to handle.',
        }}
        pager={{
          page: filters.page,
          hasNextPage: (data) => data.meta.hasNextPage,
          onPage: (page) => update({ page }),
        }}
        table={{ caption: 'Reviews', columns, rowKey: (r) => r.id }}
      />
    </ListScreen>
  );
}
