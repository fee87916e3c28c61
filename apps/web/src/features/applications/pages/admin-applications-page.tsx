import type { AdminApplication, ApplicationStatus } from '@medprep/shared';
import {
  ADMIN_PAGE_SIZES,
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  countLabel,
  LIST_SEARCH_DEBOUNCE_MS,
} from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useCallback, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useSearchText } from '../../../lib/use-search-text';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { FieldShell, inputClass } from '../../../ui/field';
import { Pager } from '../../../ui/pager';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { type AdminListFilters, useAdminApplications } from '../api';
import { AdminsOnly } from '../components/admins-only';
import { ApplicationStatusBadge } from '../components/status-badge';
import { APPLICATION_TEXT, STATUS_FILTER_LABELS } from '../content';
import { adminFiltersQuery, readAdminFilters } from '../url-filters';

const reviewLabel = (application: AdminApplication) => `Review application from ${application.user.name}`;

function ReviewLink({ application }: { application: AdminApplication }) {
  return (
    <Link
      to={paths.adminApplication(application.id)}
      aria-label={reviewLabel(application)}
      className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      {APPLICATION_TEXT.review}
    </Link>
  );
}

function ApplicationsTable({ items }: { items: AdminApplication[] }) {
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{APPLICATION_TEXT.applicationsTitle}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="w-[32%] px-4 py-3">
              Applicant
            </th>
            <th scope="col" className="w-[24%] px-4 py-3">
              Display name
            </th>
            <th scope="col" className="w-[16%] px-4 py-3">
              Status
            </th>
            <th scope="col" className="w-[15%] px-4 py-3">
              Submitted
            </th>
            <th scope="col" className="w-[13%] px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((application) => (
            <tr key={application.id} className="hover:bg-slate-50">
              <td className="px-4 py-3">
                <p className="truncate font-semibold text-slate-900">{application.user.name}</p>
                <p className="truncate text-slate-500">{application.user.email}</p>
              </td>
              <td className="truncate px-4 py-3 text-slate-700">{application.answers.displayName}</td>
              <td className="px-4 py-3">
                <ApplicationStatusBadge status={application.status} />
              </td>
              <td className="px-4 py-3 text-slate-600">{formatDate(application.submittedAt)}</td>
              <td className="px-4 py-3 text-right">
                <ReviewLink application={application} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ApplicationCards({ items }: { items: AdminApplication[] }) {
  return (
    <ul className="flex flex-col gap-3 md:hidden">
      {items.map((application) => (
        <li key={application.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{application.user.name}</p>
              <p className="truncate text-sm text-slate-500">{application.user.email}</p>
            </div>
            <ApplicationStatusBadge status={application.status} />
          </div>
          <p className="mt-2 truncate text-sm text-slate-700">
            <span className="text-slate-500">Display name: </span>
            {application.answers.displayName}
          </p>
          <div className="mt-2 flex items-center justify-between gap-3">
            <p className="text-sm text-slate-500">Submitted {formatDate(application.submittedAt)}</p>
            <ReviewLink application={application} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function ApplicationsList() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readAdminFilters(params);
  const list = useAdminApplications(filters);
  // The address as it is when a (debounced) change lands.
  const latest = useRef(params);
  latest.current = params;

  /** Writes the filters to the address; any change but the page starts again at page 1. */
  const update = useCallback(
    (patch: Partial<AdminListFilters>, options?: { replace?: boolean }) => {
      const next = { ...readAdminFilters(latest.current), page: 1, ...patch };
      navigate(paths.adminApplications(adminFiltersQuery(next)), options);
    },
    [navigate],
  );
  const search = useSearchText(
    filters.q ?? '',
    (q) => update({ q: q || undefined }, { replace: true }),
    LIST_SEARCH_DEBOUNCE_MS,
  );
  const filtered = Boolean(filters.q || filters.status);

  return (
    <>
      <div className="mt-6 grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end">
        <form
          aria-label="Search applications"
          onSubmit={(event) => {
            event.preventDefault();
            search.flush();
          }}
        >
          <FieldShell label={APPLICATION_TEXT.searchLabel}>
            {({ id }) => (
              <input
                id={id}
                type="search"
                value={search.text}
                onChange={(event) => search.setText(event.target.value)}
                className={inputClass()}
                autoComplete="off"
              />
            )}
          </FieldShell>
        </form>
        <div className="grid grid-cols-2 gap-4 sm:contents">
          <FieldShell label={APPLICATION_TEXT.statusLabel}>
            {({ id }) => (
              <select
                id={id}
                value={filters.status ?? 'all'}
                onChange={(event) =>
                  update({
                    status:
                      event.target.value === 'all' ? undefined : (event.target.value as ApplicationStatus),
                  })
                }
                className={inputClass()}
              >
                <option value="all">{STATUS_FILTER_LABELS.all}</option>
                {APPLICATION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_FILTER_LABELS[status]}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
          <FieldShell label={APPLICATION_TEXT.perPage}>
            {({ id }) => (
              <select
                id={id}
                value={filters.limit}
                onChange={(event) => update({ limit: Number(event.target.value) })}
                className={inputClass()}
              >
                {ADMIN_PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
        </div>
      </div>

      <section aria-label={APPLICATION_TEXT.applicationsTitle} aria-busy={list.isFetching} className="mt-6">
        {list.isPending ? (
          <LoadingBlock label="Loading applications…" rows={4} />
        ) : list.isError ? (
          <ErrorState
            message={APPLICATION_MESSAGES.loadListFailed}
            detail={
              list.error.message !== APPLICATION_MESSAGES.loadListFailed ? list.error.message : undefined
            }
            onRetry={() => void list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            title={filtered ? APPLICATION_TEXT.noApplications : APPLICATION_TEXT.noApplicationsYet}
            action={
              filtered ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    search.setText('');
                    update({ q: undefined, status: undefined });
                  }}
                >
                  {APPLICATION_TEXT.clearFilters}
                </Button>
              ) : undefined
            }
          >
            {filtered ? APPLICATION_TEXT.noApplicationsBody : undefined}
          </EmptyState>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              {countLabel(list.data.meta.total, 'application')}
            </p>
            <ApplicationsTable items={list.data.items} />
            <ApplicationCards items={list.data.items} />
          </>
        )}
        {list.data && (list.data.meta.page > 1 || list.data.meta.hasNextPage) && (
          <Pager
            page={filters.page}
            hasNextPage={list.data.meta.hasNextPage}
            onPage={(page) => update({ ...filters, page })}
          />
        )}
      </section>
    </>
  );
}

/** /admin/instructors/applications: search, filter and page through applications (admin). */
export default function AdminApplicationsPage() {
  useTitle(APPLICATION_TEXT.applicationsTitle);
  const { user } = useSession();
  if (user?.role !== 'admin') return <AdminsOnly />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Link
        to={paths.admin()}
        className="inline-flex min-h-6 items-center text-sm font-medium text-brand-700 hover:underline"
      >
        <span aria-hidden>←&nbsp;</span>
        {APPLICATION_TEXT.adminTitle}
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        {APPLICATION_TEXT.applicationsTitle}
      </h1>
      <ApplicationsList />
    </div>
  );
}
