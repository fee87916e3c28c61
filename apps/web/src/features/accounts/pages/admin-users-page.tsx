import type { AdminUser, Role } from '@medprep/shared';
import { ROLES } from '@medprep/shared/constants';
import { useState } from 'react';
import { AdminPage } from '../../../lib/admins-only';
import { formatDate } from '../../../lib/format';
import { Badge, StatusBadge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import {
  CardRow,
  FilterSelect,
  filterAddress,
  ListScreen,
  ListSearch,
  ListToolbar,
  ListView,
  useListAddress,
} from '../../../ui/list';
import { Modal } from '../../../ui/modal';
import { useAdminUsers, useSetUserDisabled } from '../api';
import { ExtraTimeSelect } from '../components/extra-time-select';
import { ACCOUNT_TEXT, ROLE_LABELS, USER_STATE_SCHEME } from '../content';
import { userRowExtras } from '../user-row-extras';

/**
 * Enable at once; Disable is a quiet button that asks first in a dialog, which opens on
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

const ROLE_OPTIONS = [
  { value: '', label: ACCOUNT_TEXT.allRoles },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];

const ADDRESS = filterAddress({ q: 'text', role: ROLES });

function Users({ me }: { me: string }) {
  const { filters, update, pager, searchProps } = useListAddress(ADDRESS);
  const list = useAdminUsers(filters);
  return (
    <>
      <ListToolbar>
        <ListSearch label={ACCOUNT_TEXT.searchUsers} {...searchProps('q')} width="md:flex-1" />
        <FilterSelect
          label={ACCOUNT_TEXT.roleFilter}
          value={filters.role ?? ''}
          options={ROLE_OPTIONS}
          onChange={(role) => update({ role: (role || undefined) as Role | undefined })}
        />
      </ListToolbar>
      <ListView
        query={list}
        errorMessage={list.error?.message}
        loadingRows={3}
        empty={{ title: 'No users match.' }}
        pager={pager}
        rowCards={{
          label: ACCOUNT_TEXT.usersTitle,
          item: (user) => (
            <CardRow
              title={user.name}
              actionsTestId="user-row-actions"
              actions={
                <>
                  <ExtraTimeSelect user={user} />
                  <DisableButton user={user} me={me} />
                  {userRowExtras().map((extra, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the extras list is fixed at start
                    <span key={i}>{extra(user)}</span>
                  ))}
                </>
              }
            >
              <p className="text-sm break-all text-slate-600">{user.email}</p>
              <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <Badge tone="gray">{ROLE_LABELS[user.role]}</Badge>
                <StatusBadge status={user.disabled ? 'disabled' : 'active'} scheme={USER_STATE_SCHEME} />
                <span>Joined {formatDate(user.createdAt)}</span>
              </p>
            </CardRow>
          ),
        }}
      />
    </>
  );
}

export default function AdminUsersPage() {
  return (
    <AdminPage title={ACCOUNT_TEXT.usersTitle} deniedMessage={ACCOUNT_TEXT.adminsOnly}>
      {(admin) => (
        <ListScreen width="4xl" title={ACCOUNT_TEXT.usersTitle}>
          <Users me={admin.id} />
        </ListScreen>
      )}
    </AdminPage>
  );
}
