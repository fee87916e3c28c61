import type { AdminApplication, ApplicationStatus } from '@medprep/shared';
import {
  ADMIN_PAGE_SIZES,
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  countLabel,
} from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link } from 'react-router';
import { AdminPage } from '../../../lib/admins-only';
import { formatDate } from '../../../lib/format';
import { StatusBadge } from '../../../ui/badge';
import {
  ClearFilters,
  type Column,
  FilterSelect,
  ListScreen,
  ListSearch,
  ListToolbar,
  ListView,
  useListAddress,
} from '../../../ui/list';
import { useAdminApplications } from '../api';
import { APPLICATION_STATUS_SCHEME, APPLICATION_TEXT, STATUS_FILTER_LABELS } from '../content';
import { adminFiltersSearch, readAdminFilters } from '../url-filters';

const STATUS_OPTIONS = (['all', ...APPLICATION_STATUSES] as const).map((value) => ({
  value,
  label: STATUS_FILTER_LABELS[value],
}));
const SIZE_OPTIONS = ADMIN_PAGE_SIZES.map((size) => ({ value: size, label: String(size) }));

const COLUMNS: Column<AdminApplication>[] = [
  {
    key: 'applicant',
    header: 'Applicant',
    role: 'title',
    className: 'w-[32%]',
    cell: (application) => (
      <>
        <p className="truncate font-semibold text-slate-900">{application.user.name}</p>
        <p className="truncate text-sm text-slate-600">{application.user.email}</p>
      </>
    ),
  },
  {
    key: 'display-name',
    header: 'Display name',
    className: 'w-[24%] truncate text-slate-700',
    cell: (application) => application.answers.displayName,
  },
  {
    key: 'status',
    header: 'Status',
    className: 'w-[16%]',
    cell: (application) => <StatusBadge status={application.status} scheme={APPLICATION_STATUS_SCHEME} />,
  },
  {
    key: 'submitted',
    header: 'Submitted',
    className: 'w-[15%] text-slate-700',
    cell: (application) => formatDate(application.submittedAt),
  },
  {
    key: 'actions',
    header: 'Actions',
    role: 'actions',
    className: 'w-[13%]',
    cell: (application) => (
      <Link
        to={paths.adminApplication(application.id)}
        aria-label={`Review application from ${application.user.name}`}
        className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {APPLICATION_TEXT.review}
      </Link>
    ),
  },
];

function ApplicationsList() {
  const { filters, update, pager, searchProps } = useListAddress(readAdminFilters, adminFiltersSearch);
  const list = useAdminApplications(filters);
  const filtered = Boolean(filters.q || filters.status);

  return (
    <>
      <ListToolbar>
        <ListSearch
          label={APPLICATION_TEXT.searchLabel}
          formLabel="Search applications"
          {...searchProps('q')}
          width="md:flex-1"
        />
        <div className="grid grid-cols-2 gap-4 md:flex">
          <FilterSelect
            label={APPLICATION_TEXT.statusLabel}
            value={filters.status ?? 'all'}
            options={STATUS_OPTIONS}
            onChange={(status) =>
              update({ status: status === 'all' ? undefined : (status as ApplicationStatus) })
            }
            width="md:w-44"
          />
          <FilterSelect
            label={APPLICATION_TEXT.perPage}
            value={filters.limit}
            options={SIZE_OPTIONS}
            onChange={(limit) => update({ limit })}
            width="md:w-28"
          />
        </div>
      </ListToolbar>
      <ListView
        query={list}
        label={APPLICATION_TEXT.applicationsTitle}
        loadingLabel="Loading applications…"
        errorMessage={APPLICATION_MESSAGES.loadListFailed}
        serverDetail
        empty={
          filtered
            ? {
                title: APPLICATION_TEXT.noApplications,
                body: APPLICATION_TEXT.noApplicationsBody,
                action: (
                  <ClearFilters onClear={() => update({ q: undefined, status: undefined })}>
                    {APPLICATION_TEXT.clearFilters}
                  </ClearFilters>
                ),
              }
            : { title: APPLICATION_TEXT.noApplicationsYet }
        }
        summary={(data) => countLabel(data.meta.total, 'application')}
        pager={pager}
        table={{
          caption: APPLICATION_TEXT.applicationsTitle,
          columns: COLUMNS,
          rowKey: (a) => a.id,
          fixed: true,
        }}
      />
    </>
  );
}

/** /admin/instructors/applications: search, filter and page through applications (admin). */
export default function AdminApplicationsPage() {
  return (
    <AdminPage title={APPLICATION_TEXT.applicationsTitle} deniedMessage={APPLICATION_TEXT.adminsOnly}>
      <ListScreen
        width="6xl"
        back={{ to: paths.admin(), label: APPLICATION_TEXT.adminTitle }}
        title={APPLICATION_TEXT.applicationsTitle}
      >
        <ApplicationsList />
      </ListScreen>
    </AdminPage>
  );
}
