import { type AdminApplication, RejectBody } from '@medprep/shared';
import {
  ADMIN_NOTES_MAX_LENGTH,
  APPLICATION_MESSAGES,
  REJECT_REASON_MAX_LENGTH,
} from '@medprep/shared/constants';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { Button, ButtonLink } from '../../../ui/button';
import { TextAreaField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { useToast } from '../../../ui/toast';
import { useAdminApplication, useReviewApplication } from '../api';
import { AdminsOnly } from '../components/admins-only';
import { AnswersList } from '../components/answers-list';
import { ApplicationStatusBadge } from '../components/status-badge';
import { APPLICATION_TEXT } from '../content';

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function RejectDialog({
  open,
  onClose,
  onReject,
}: {
  open: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RejectBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? APPLICATION_MESSAGES.reasonRequired);
      return;
    }
    onReject(parsed.data.reason);
    setReason('');
    setError(undefined);
  };

  return (
    <Modal
      open={open}
      title={APPLICATION_TEXT.rejectTitle}
      onClose={() => {
        setError(undefined);
        onClose();
      }}
      footer={
        <Button type="submit" form={formId} variant="danger">
          {APPLICATION_TEXT.rejectConfirm}
        </Button>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <TextAreaField
          label={APPLICATION_TEXT.rejectReasonLabel}
          hint={APPLICATION_TEXT.rejectReasonHint}
          value={reason}
          maxLength={REJECT_REASON_MAX_LENGTH}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          error={error}
          required
        />
      </form>
    </Modal>
  );
}

function NotesForm({ application }: { application: AdminApplication }) {
  const [draft, setDraft] = useState(application.notes);
  const [error, setError] = useState('');
  const save = useReviewApplication(application.id);
  const toast = useToast();
  const unchanged = draft === application.notes;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    save.mutate(
      { action: 'notes', notes: draft },
      {
        onSuccess: () => toast(APPLICATION_MESSAGES.notesSaved, 'success'),
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <TextAreaField
        label={APPLICATION_TEXT.notesLabel}
        hint={APPLICATION_TEXT.notesHint}
        rows={5}
        maxLength={ADMIN_NOTES_MAX_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={save.isPending} disabled={unchanged}>
          {APPLICATION_TEXT.saveNotes}
        </Button>
      </div>
    </form>
  );
}

function Decision({ application }: { application: AdminApplication }) {
  const approve = useReviewApplication(application.id);
  const reject = useReviewApplication(application.id);
  const toast = useToast();
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState('');
  const pending = application.status === 'pending';
  const busy = approve.isPending || reject.isPending;

  const onError = (e: Error) => setError(e.message || APPLICATION_MESSAGES.notPending);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={!pending || busy}
          onClick={() => {
            setError('');
            approve.mutate(
              { action: 'approve' },
              { onSuccess: () => toast(APPLICATION_MESSAGES.approved, 'success'), onError },
            );
          }}
        >
          {APPLICATION_TEXT.approve}
        </Button>
        <Button variant="danger" disabled={!pending || busy} onClick={() => setRejecting(true)}>
          {APPLICATION_TEXT.reject}
        </Button>
      </div>
      {!pending && <p className="text-sm text-slate-500">{APPLICATION_TEXT.decisionHint}</p>}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <RejectDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        onReject={(reason) => {
          setRejecting(false);
          setError('');
          reject.mutate(
            { action: 'reject', reason },
            { onSuccess: () => toast(APPLICATION_MESSAGES.rejected, 'success'), onError },
          );
        }}
      />
    </div>
  );
}

function ReviewInfo({ application }: { application: AdminApplication }) {
  const { review } = application;
  const reason = review.reason ?? application.rejectionReason;
  if (!review.reviewedAt) return <p className="text-sm text-slate-500">Not reviewed yet.</p>;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      <dt className="font-medium text-slate-500">{APPLICATION_TEXT.reviewedBy}</dt>
      <dd className="text-slate-900">{review.reviewedBy?.name ?? '—'}</dd>
      <dt className="font-medium text-slate-500">When</dt>
      <dd className="text-slate-900">{formatDateTime(review.reviewedAt)}</dd>
      {reason && (
        <>
          <dt className="font-medium text-slate-500">{APPLICATION_TEXT.reasonLabel}</dt>
          <dd className="whitespace-pre-line break-words text-slate-900">{reason}</dd>
        </>
      )}
    </dl>
  );
}

function Detail() {
  const { id = '' } = useParams();
  const query = useAdminApplication(id);
  const application = query.data?.application;
  useTitle(application ? `${application.user.name} · ${APPLICATION_TEXT.applicationsTitle}` : undefined);

  const back = (
    <Link
      to={paths.adminApplications()}
      className="inline-flex min-h-6 items-center text-sm font-medium text-brand-700 hover:underline"
    >
      <span aria-hidden>←&nbsp;</span>
      {APPLICATION_TEXT.allApplications}
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        {back}
        <div className="mt-6">
          <LoadingBlock label="Loading application…" rows={4} />
        </div>
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        {back}
        <div className="mt-6">
          {notFound ? (
            <div
              role="alert"
              className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center"
            >
              <p className="font-semibold text-slate-900">{APPLICATION_MESSAGES.notFound}</p>
              <ButtonLink to={paths.adminApplications()} variant="secondary">
                {APPLICATION_TEXT.allApplications}
              </ButtonLink>
            </div>
          ) : (
            <ErrorState
              message={APPLICATION_MESSAGES.loadFailed}
              detail={
                query.error.message !== APPLICATION_MESSAGES.loadFailed ? query.error.message : undefined
              }
              onRetry={() => void query.refetch()}
            />
          )}
        </div>
      </div>
    );
  }

  const app = query.data.application;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      {back}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-3xl font-bold tracking-tight break-words text-slate-900">
          {app.user.name}
        </h1>
        <ApplicationStatusBadge status={app.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <a
          href={`mailto:${app.user.email}`}
          className="break-all text-brand-700 underline underline-offset-2"
        >
          {app.user.email}
        </a>
        <span aria-hidden> · </span>
        {APPLICATION_TEXT.submittedOn} {formatDate(app.submittedAt)}
      </p>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card title={APPLICATION_TEXT.answersTitle} id="answers-title">
          <AnswersList answers={app.answers} />
        </Card>
        <div className="flex flex-col gap-6">
          <Card title="Decision" id="decision-title">
            <Decision application={app} />
          </Card>
          <Card title={APPLICATION_TEXT.reviewTitle} id="review-title">
            <ReviewInfo application={app} />
          </Card>
          <Card title="Notes" id="notes-title">
            <NotesForm key={app.id} application={app} />
          </Card>
        </div>
      </div>
    </div>
  );
}

/** /admin/instructors/applications/:id: one application, with Approve, Reject and notes (admin). */
export default function AdminApplicationPage() {
  const { user } = useSession();
  if (user?.role !== 'admin') return <AdminsOnly />;
  return <Detail />;
}
