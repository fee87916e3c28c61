import { MAIL_STATES } from '@medprep/shared/constants';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { FieldShell, inputClass } from '../../../ui/field';
import { Pager } from '../../../ui/pager';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { useOutbox, useResendMail } from '../api';
import { AdminsOnlyNotice } from '../components/admins-only';
import { ACCOUNT_TEXT, MAIL_STATE_LABELS } from '../content';

const TONES = { queued: 'amber', sent: 'green', kept: 'blue', failed: 'red' } as const;

function Outbox() {
  const [state, setState] = useState('');
  const [page, setPage] = useState(1);
  const list = useOutbox({ state: state || undefined, page });
  const resend = useResendMail();
  return (
    <>
      <FieldShell label={ACCOUNT_TEXT.stateFilter} className="max-w-xs">
        {({ id }) => (
          <select
            id={id}
            className={inputClass()}
            value={state}
            onChange={(e) => {
              setState(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{ACCOUNT_TEXT.allStates}</option>
            {MAIL_STATES.map((s) => (
              <option key={s} value={s}>
                {MAIL_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      {list.isPending && <LoadingBlock />}
      {list.isError && <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.data && list.data.items.length === 0 && <EmptyState title="No mail yet." />}
      {list.data && list.data.items.length > 0 && (
        <>
          <ul className="flex flex-col gap-3" aria-label={ACCOUNT_TEXT.outboxTitle}>
            {list.data.items.map((mail) => (
              <li key={mail.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-slate-900">{mail.subject}</p>
                    <p className="text-sm break-all text-slate-600">
                      To {mail.to} · {formatDateTime(mail.createdAt)}
                    </p>
                  </div>
                  <Badge tone={TONES[mail.state]}>{MAIL_STATE_LABELS[mail.state]}</Badge>
                </div>
                {mail.lastError && <p className="mt-2 text-sm text-red-700">{mail.lastError}</p>}
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer font-semibold text-brand-700">Read</summary>
                  <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-xs text-slate-800">
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
              </li>
            ))}
          </ul>
          <Pager page={page} hasNextPage={list.data.meta.hasNextPage} onPage={setPage} />
        </>
      )}
    </>
  );
}

export default function AdminOutboxPage() {
  useTitle(ACCOUNT_TEXT.outboxTitle);
  const { user } = useSession();
  if (user?.role !== 'admin') return <AdminsOnlyNotice />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{ACCOUNT_TEXT.outboxTitle}</h1>
        <p className="mt-1 text-sm text-slate-600">{ACCOUNT_TEXT.outboxIntro}</p>
      </div>
      <Outbox />
    </div>
  );
}
