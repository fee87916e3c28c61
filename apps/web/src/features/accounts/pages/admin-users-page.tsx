import type { AdminUser } from '@medprep/shared';
import { LIST_SEARCH_DEBOUNCE_MS, ROLES } from '@medprep/shared/constants';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useSearchText } from '../../../lib/use-search-text';
import { useTitle } from '../../../lib/use-title';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { FieldShell, inputClass } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { Pager } from '../../../ui/pager';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { useAdminUsers, useSetUserDisabled } from '../api';
import { AdminsOnlyNotice } from '../components/admins-only';
import { ExtraTimeSelect } from '../components/extra-time-select';
import { ACCOUNT_TEXT, ROLE_LABELS } from '../content';
import { userRowExtras } from '../user-row-extras';

/**
 * Enable at once; Disable is a quiet button that asks first in a dialog (issue 29 item 20), which opens on
 * its safe choice (Close) and names what disabling does.
 */
function DisableButton({ user, me }: { user: AdminUser; me: string }) {
  const change = useSetUserDisabled();
  const [asking, setAsking] = useState(false);
  if (user.id === me) return null;
  if (user.disabled)
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={`${ACCOUNT_TEXT.enable} ${user.name}`}
        loading={change.isPending}
        onClick={() => change.mutate({ id: user.id, disabled: false })}
      >
        {ACCOUNT_TEXT.enable}
      </Button>
    );
  const close = () => {
    setAsking(false);
    change.reset();
  };
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-800 hover:bg-red-50"
        aria-label={`${ACCOUNT_TEXT.disable} ${user.name}`}
        onClick={() => setAsking(true)}
      >
        {ACCOUNT_TEXT.disable}
      </Button>
      <Modal
        open={asking}
        title={ACCOUNT_TEXT.disableTitle(user.name)}
        onClose={close}
        footer={
          <Button
            variant="danger"
            loading={change.isPending}
            onClick={() =>
              change.mutate({ id: user.id, disabled: true }, { onSuccess: () => setAsking(false) })
            }
          >
            {ACCOUNT_TEXT.disableConfirm}
          </Button>
        }
      >
        <p>{ACCOUNT_TEXT.disableBody}</p>
        <p className="mt-2 break-all text-slate-600">{user.email}</p>
        {change.isError && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-800">
            {change.error.message || ACCOUNT_TEXT.disableFailed}
          </p>
        )}
      </Modal>
    </>
  );
}

function Users({ me }: { me: string }) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const role = params.get('role') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    if (!('page' in next)) merged.delete('page');
    setParams(merged, { replace: true });
  };
  const search = useSearchText(q, (value) => update({ q: value || undefined }), LIST_SEARCH_DEBOUNCE_MS);
  const list = useAdminUsers({ q: q || undefined, role: role || undefined, page });
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row">
        <FieldShell label={ACCOUNT_TEXT.searchUsers} className="flex-1">
          {({ id }) => (
            <input
              id={id}
              type="search"
              className={inputClass()}
              value={search.text}
              onChange={(e) => search.setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') search.flush();
              }}
            />
          )}
        </FieldShell>
        <FieldShell label={ACCOUNT_TEXT.roleFilter} className="sm:w-48">
          {({ id }) => (
            <select
              id={id}
              className={inputClass()}
              value={role}
              onChange={(e) => update({ role: e.target.value })}
            >
              <option value="">{ACCOUNT_TEXT.allRoles}</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </div>
      {list.isPending && <LoadingBlock />}
      {list.isError && <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.data && list.data.items.length === 0 && <EmptyState title="No users match." />}
      {list.data && list.data.items.length > 0 && (
        <>
          <ul className="flex flex-col gap-3" aria-label={ACCOUNT_TEXT.usersTitle}>
            {list.data.items.map((user) => (
              <li
                key={user.id}
                className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{user.name}</p>
                  <p className="text-sm break-all text-slate-600">{user.email}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    <Badge tone="gray">{ROLE_LABELS[user.role]}</Badge>
                    <Badge tone={user.disabled ? 'red' : 'green'}>
                      {user.disabled ? ACCOUNT_TEXT.disabled : ACCOUNT_TEXT.active}
                    </Badge>
                    <span>Joined {formatDate(user.createdAt)}</span>
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2" data-testid="user-row-actions">
                  <ExtraTimeSelect user={user} />
                  <DisableButton user={user} me={me} />
                  {userRowExtras().map((extra, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the extras list is fixed at start
                    <span key={i}>{extra(user)}</span>
                  ))}
                </div>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            hasNextPage={list.data.meta.hasNextPage}
            onPage={(next) => update({ page: String(next) })}
          />
        </>
      )}
    </>
  );
}

export default function AdminUsersPage() {
  useTitle(ACCOUNT_TEXT.usersTitle);
  const { user } = useSession();
  if (user?.role !== 'admin') return <AdminsOnlyNotice />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{ACCOUNT_TEXT.usersTitle}</h1>
      <Users me={user.id} />
    </div>
  );
}
