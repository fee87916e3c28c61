import { type AdminApplication, NotesBody, RejectBody } from '@medprep/shared';
import {
  ADMIN_NOTES_MAX_LENGTH,
  APPLICATION_MESSAGES,
  GENERIC_ERROR_MESSAGES,
  REJECT_REASON_MAX_LENGTH,
} from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { AdminsOnly } from '../../../lib/admins-only';
import { ApiError } from '../../../lib/api-client';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { StatusBadge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { TextAreaField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { SectionCard } from '../../../ui/section-card';
import { ErrorState, LoadingBlock, ownDetail } from '../../../ui/states';
import { BackLink } from '../../../ui/text-link';
import { useToast } from '../../../ui/toast';
import { useAdminApplication, useReviewApplication } from '../api';
import { AnswersList } from '../components/answers-list';
import { APPLICATION_STATUS_SCHEME, APPLICATION_TEXT, STATUS_LABELS } from '../content';

function NotesForm({ application }: { application: AdminApplication }) {
  const form = useZodForm(NotesBody, { defaultValues: { notes: application.notes } });
  const { submit, pending } = useFormRequests(form);
  const save = useReviewApplication(application.id);
  const toast = useToast();
  const { errors, isDirty } = form.formState;

  const onSubmit = submit(
    async (values) => {
      const answer = await save.mutateAsync({ action: 'notes', notes: values.notes });
      form.reset({ notes: answer.application.notes });
      toast(APPLICATION_MESSAGES.notesSaved, 'success');
    },
    { fallback: GENERIC_ERROR_MESSAGES.internal, key: 'notes' },
  );

  return (
    <form
      noValidate
      onSubmit={(event) => (isDirty ? onSubmit(event) : event.preventDefault())}
      className="flex flex-col gap-3"
    >
      <TextAreaField
        label={APPLICATION_TEXT.notesLabel}
        hint={APPLICATION_TEXT.notesHint}
        rows={5}
        maxLength={ADMIN_NOTES_MAX_LENGTH}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
      <FormError control={form.control} />
      <div className="flex justify-end">
        {/* Unchanged notes: the button stays focusable (aria-disabled) and does nothing. */}
        <Button
          type="submit"
          variant="secondary"
          loading={pending === 'notes'}
          aria-disabled={!isDirty || undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {APPLICATION_TEXT.saveNotes}
        </Button>
      </div>
    </form>
  );
}

function Decision({ application }: { application: AdminApplication }) {
  const review = useReviewApplication(application.id);
  const toast = useToast();
  // The reject dialog's reason, and the one error line of both decisions.
  const form = useZodForm(RejectBody, { defaultValues: { reason: '' } });
  const { submit, run, pending } = useFormRequests(form);
  const [rejecting, setRejecting] = useState(false);
  const [decided, setDecided] = useState(false);
  const outcome = useRef<HTMLParagraphElement>(null);
  const formId = useId();
  const open = application.status === 'pending';
  const fallback = GENERIC_ERROR_MESSAGES.internal;

  // After a decision the buttons go; focus moves to the sentence that says what happened.
  useEffect(() => {
    if (decided && !open) outcome.current?.focus();
  }, [decided, open]);

  const approve = () =>
    run(
      async () => {
        await review.mutateAsync({ action: 'approve' });
        setDecided(true);
        toast(APPLICATION_MESSAGES.approved, 'success');
      },
      { fallback, key: 'approve' },
    );

  const reject = submit(
    async ({ reason }) => {
      await review.mutateAsync({ action: 'reject', reason });
      setRejecting(false);
      form.reset();
      setDecided(true);
      toast(APPLICATION_MESSAGES.rejected, 'success');
    },
    { fallback, key: 'reject' },
  );

  return (
    <div className="flex flex-col gap-3">
      {open ? (
        <div className="flex flex-wrap gap-2">
          <Button loading={pending === 'approve'} onClick={() => void approve()}>
            {APPLICATION_TEXT.approve}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              if (pending) return;
              form.clearErrors();
              setRejecting(true);
            }}
          >
            {APPLICATION_TEXT.reject}
          </Button>
        </div>
      ) : (
        <p ref={outcome} tabIndex={-1} className="text-sm text-slate-600">
          {APPLICATION_TEXT.decidedNote(STATUS_LABELS[application.status])}
        </p>
      )}
      {!rejecting && <FormError control={form.control} />}
      <Modal
        open={rejecting}
        title={APPLICATION_TEXT.rejectTitle}
        onClose={() => {
          if (pending) return;
          form.clearErrors('reason');
          setRejecting(false);
        }}
        footer={
          <Button type="submit" form={formId} variant="danger" loading={pending === 'reject'}>
            {APPLICATION_TEXT.rejectConfirm}
          </Button>
        }
      >
        <form id={formId} noValidate onSubmit={reject} className="flex flex-col gap-3">
          <TextAreaField
            label={APPLICATION_TEXT.rejectReasonLabel}
            hint={APPLICATION_TEXT.rejectReasonHint}
            maxLength={REJECT_REASON_MAX_LENGTH}
            error={form.formState.errors.reason?.message}
            required
            {...form.register('reason')}
          />
          <FormError control={form.control} />
        </form>
      </Modal>
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

  const back = <BackLink to={paths.adminApplications()}>{APPLICATION_TEXT.allApplications}</BackLink>;

  // Before the application is here: the back link, the page's title and, under them, `body`.
  const waiting = (width: string, body: ReactNode) => (
    <div className={`mx-auto ${width} px-4 py-8`}>
      {back}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        {APPLICATION_TEXT.applicationTitle}
      </h1>
      <div className="mt-6">{body}</div>
    </div>
  );

  if (query.isPending) return waiting('max-w-6xl', <LoadingBlock label="Loading application…" rows={4} />);
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return waiting(
      'max-w-3xl',
      notFound ? (
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
          detail={ownDetail(query.error, APPLICATION_MESSAGES.loadFailed)}
          onRetry={() => void query.refetch()}
        />
      ),
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
        <StatusBadge status={app.status} scheme={APPLICATION_STATUS_SCHEME} />
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
        <SectionCard title={APPLICATION_TEXT.answersTitle}>
          <AnswersList answers={app.answers} />
        </SectionCard>
        <div className="flex flex-col gap-6">
          <SectionCard title="Decision">
            <Decision application={app} />
          </SectionCard>
          <SectionCard title={APPLICATION_TEXT.reviewTitle}>
            <ReviewInfo application={app} />
          </SectionCard>
          <SectionCard title="Notes">
            <NotesForm key={app.id} application={app} />
          </SectionCard>
        </div>
      </div>
    </div>
  );
}

/** /admin/instructors/applications/:id: one application, with Approve, Reject and notes (admin). */
export default function AdminApplicationPage() {
  const { user } = useSession();
  if (user?.role !== 'admin') return <AdminsOnly message={APPLICATION_TEXT.adminsOnly} />;
  return <Detail />;
}
