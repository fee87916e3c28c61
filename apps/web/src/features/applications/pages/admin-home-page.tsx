import { ACCOUNT_MENU_LABELS } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { AdminPage } from '../../../lib/admins-only';
import { Badge } from '../../../ui/badge';
import { Skeleton } from '../../../ui/states';
import { AUDIT_TEXT } from '../../audit';
import { AdminDashboard } from '../../dashboards';
import { usePendingApplicationsCount } from '../api';
import { APPLICATION_TEXT } from '../content';

function ApplicationsCard() {
  const pending = usePendingApplicationsCount();
  return (
    <Link
      to={paths.adminApplications()}
      className="group flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-brand-600"
    >
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-lg font-semibold text-slate-900 group-hover:text-brand-800">
          {APPLICATION_TEXT.applicationsTitle}
        </span>
        {pending.isPending ? (
          <Skeleton className="h-5 w-20" />
        ) : pending.isError ? null : (
          <Badge tone={pending.data > 0 ? 'amber' : 'gray'}>
            {APPLICATION_TEXT.pendingCount(pending.data)}
          </Badge>
        )}
      </span>
      <span className="text-sm text-slate-600">
        Review people who applied to teach: approve them, or reject with a reason.
      </span>
    </Link>
  );
}

function AdminLinkCard({ to, title, children }: { to: string; title: string; children: string }) {
  return (
    <Link
      to={to}
      className="group flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-brand-600"
    >
      <span className="text-lg font-semibold text-slate-900 group-hover:text-brand-800">{title}</span>
      <span className="text-sm text-slate-600">{children}</span>
    </Link>
  );
}

/** /admin: the admin area's home. */
export default function AdminHomePage() {
  return (
    <AdminPage title={APPLICATION_TEXT.adminTitle} deniedMessage={APPLICATION_TEXT.adminsOnly}>
      {(admin) => (
        <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{APPLICATION_TEXT.adminTitle}</h1>
          <p className="mt-2 text-slate-600">Signed in as {admin.name}.</p>
          <div className="mt-8">
            <Suspense fallback={null}>
              <AdminDashboard />
            </Suspense>
          </div>
          <h2 className="mt-10 text-2xl font-bold text-slate-900">Sections</h2>
          <nav aria-label="Admin sections" className="mt-4 grid gap-4 sm:grid-cols-2">
            <ApplicationsCard />
            <AdminLinkCard to={paths.adminUsers()} title={ACCOUNT_MENU_LABELS.users}>
              Find people by name or email; disable or re-enable an account.
            </AdminLinkCard>
            <AdminLinkCard to={paths.adminOutbox()} title={ACCOUNT_MENU_LABELS.outbox}>
              Every mail the app sends, its state, and resend.
            </AdminLinkCard>
            <AdminLinkCard to={paths.adminAudit()} title={AUDIT_TEXT.title}>
              {AUDIT_TEXT.homeCard}
            </AdminLinkCard>
            <AdminLinkCard to={paths.adminReviews()} title="Reviews">
              Reported and hidden reviews: hide one (it stops counting), keep it, or show it again.
            </AdminLinkCard>
          </nav>
        </div>
      )}
    </AdminPage>
  );
}
