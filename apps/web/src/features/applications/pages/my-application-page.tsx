import { APPLICATION_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { isTeacher, useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { StatusBadge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { EmptyState, ErrorState, LoadingBlock, ownDetail } from '../../../ui/states';
import { useMyApplication } from '../api';
import { AnswersList } from '../components/answers-list';
import { CreateCourseLink } from '../components/create-course-link';
import { APPLICATION_STATUS_SCHEME, APPLICATION_TEXT } from '../content';

/** /me/instructor/application: the status of the caller's application and its answers. */
export default function MyApplicationPage() {
  useTitle(APPLICATION_TEXT.myApplicationTitle);
  const { user } = useSession();
  const mine = useMyApplication();

  let body: ReactNode;
  if (mine.isPending) {
    body = <LoadingBlock label="Loading your application…" rows={3} />;
  } else if (mine.isError) {
    body = (
      <ErrorState
        message={APPLICATION_MESSAGES.loadFailed}
        detail={ownDetail(mine.error, APPLICATION_MESSAGES.loadFailed)}
        onRetry={() => void mine.refetch()}
      />
    );
  } else if (!mine.data.application) {
    body = isTeacher(user) ? (
      <EmptyState title={APPLICATION_MESSAGES.alreadyTeaches} action={<CreateCourseLink />} />
    ) : (
      <EmptyState
        title={APPLICATION_TEXT.noApplication}
        action={<ButtonLink to={paths.teach()}>{APPLICATION_TEXT.applyToTeach}</ButtonLink>}
      >
        {APPLICATION_TEXT.noApplicationBody}
      </EmptyState>
    );
  } else {
    const application = mine.data.application;
    const reason = application.rejectionReason ?? application.review.reason;
    body = (
      <div className="flex flex-col gap-6">
        <section
          aria-labelledby="application-status"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0">
              <h2 id="application-status" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                Status <StatusBadge status={application.status} scheme={APPLICATION_STATUS_SCHEME} />
              </h2>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-[auto_1fr]">
                <dt className="font-medium text-slate-500">{APPLICATION_TEXT.submittedOn}</dt>
                <dd>{formatDate(application.submittedAt)}</dd>
                {application.review.reviewedAt && (
                  <>
                    <dt className="font-medium text-slate-500">{APPLICATION_TEXT.reviewedOn}</dt>
                    <dd>{formatDate(application.review.reviewedAt)}</dd>
                  </>
                )}
              </dl>
            </div>
            <div className="flex shrink-0">
              {application.status === 'pending' && (
                <ButtonLink to={paths.teach()} variant="secondary">
                  {APPLICATION_TEXT.editReapply}
                </ButtonLink>
              )}
              {application.status === 'rejected' && (
                <ButtonLink to={paths.teach()}>{APPLICATION_TEXT.reapply}</ButtonLink>
              )}
              {application.status === 'approved' && <CreateCourseLink />}
            </div>
          </div>
          {application.status === 'pending' && (
            <p className="mt-4 text-sm text-slate-600">
              An admin will review your application. You can still edit it while it is pending.
            </p>
          )}
          {application.status === 'approved' && (
            <p className="mt-4 text-sm text-emerald-800">{APPLICATION_TEXT.approvedBody}</p>
          )}
          {application.status === 'rejected' && reason && (
            <div className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
              <p className="font-semibold">{APPLICATION_TEXT.reasonLabel}</p>
              <p className="mt-1 whitespace-pre-line break-words">{reason}</p>
            </div>
          )}
        </section>
        <section
          aria-labelledby="application-answers"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="application-answers" className="text-lg font-semibold">
            {APPLICATION_TEXT.yourAnswers}
          </h2>
          <AnswersList answers={application.answers} />
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Teach on MedPrep</p>
      <h1 className="mt-1 mb-6 text-3xl font-bold tracking-tight text-slate-900">
        {APPLICATION_TEXT.myApplicationTitle}
      </h1>
      {body}
    </div>
  );
}
