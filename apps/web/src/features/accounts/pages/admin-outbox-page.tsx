import { MAIL_STATES } from '@medprep/shared/constants';
import { AdminPage } from '../../../lib/admins-only';
import { formatDateTime } from '../../../lib/format';
import { StatusBadge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import {
  CardList,
  FilterSelect,
  filterAddress,
  ListScreen,
  ListToolbar,
  ListView,
  useListAddress,
} from '../../../ui/list';
import { useOutbox, useResendMail } from '../api';
import { ACCOUNT_TEXT, MAIL_STATE_LABELS, MAIL_STATE_SCHEME } from '../content';

const STATE_OPTIONS = [
  { value: '', label: ACCOUNT_TEXT.allStates },
  ...MAIL_STATES.map((state) => ({ value: state, label: MAIL_STATE_LABELS[state] })),
];

const ADDRESS = filterAddress({ state: MAIL_STATES });

function Outbox() {
  const { filters, update, pager } = useListAddress(ADDRESS);
  const list = useOutbox(filters);
  const resend = useResendMail();
  return (
    <>
      <ListToolbar>
        <FilterSelect
          label={ACCOUNT_TEXT.stateFilter}
          value={filters.state ?? ''}
          options={STATE_OPTIONS}
          onChange={(state) =>
            update({ state: (state || undefined) as (typeof MAIL_STATES)[number] | undefined })
          }
          width="md:w-80"
        />
      </ListToolbar>
      <ListView
        query={list}
        errorMessage={list.error?.message}
        loadingRows={3}
        empty={{ title: 'No mail yet.' }}
        pager={pager}
      >
        {(items) => (
          <CardList label={ACCOUNT_TEXT.outboxTitle} rows={items} rowKey={(mail) => mail.id}>
            {(mail) => (
              <>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-slate-900">{mail.subject}</p>
                    <p className="text-sm break-all text-slate-600">
                      To {mail.to} · {formatDateTime(mail.createdAt)}
                    </p>
                  </div>
                  <StatusBadge status={mail.state} scheme={MAIL_STATE_SCHEME} />
                </div>
                {mail.lastError && <p className="mt-2 text-sm text-red-700">{mail.lastError}</p>}
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer font-semibold text-brand-700">Read</summary>
                  <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs break-words whitespace-pre-wrap text-slate-800">
                    {mail.text}
                  </pre>
                </details>
                <div className="mt-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${ACCOUNT_TEXT.resend}: ${mail.subject} to ${mail.to}`}
                    loading={resend.isPending && resend.variables === mail.id}
                    onClick={() => resend.mutate(mail.id)}
                  >
                    {ACCOUNT_TEXT.resend}
                  </Button>
                </div>
              </>
            )}
          </CardList>
        )}
      </ListView>
    </>
  );
}

export default function AdminOutboxPage() {
  return (
    <AdminPage title={ACCOUNT_TEXT.outboxTitle} deniedMessage={ACCOUNT_TEXT.adminsOnly}>
      <ListScreen width="4xl" title={ACCOUNT_TEXT.outboxTitle} intro={ACCOUNT_TEXT.outboxIntro}>
        <Outbox />
      </ListScreen>
    </AdminPage>
  );
}
