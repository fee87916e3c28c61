import type { TutorListItem, TutorRequest } from '@medprep/shared';
import { TUTOR_MESSAGES } from '@medprep/shared/constants';
import { useState } from 'react';
import { AdminPage } from '../../../lib/admins-only';
import { formatDateTime } from '../../../lib/format';
import { Badge, StatusBadge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { FieldShell, inputClass } from '../../../ui/field';
import { CardList, ListScreen, ListView } from '../../../ui/list';
import { usePageAddress } from '../../../ui/list/page-address';
import { useToast } from '../../../ui/toast';
import { useAdminTutorRequests, useMatchRequest, useTutorChoices } from '../api';
import { TUTOR_STATUS_SCHEME } from '../components/status-badge';
import { TUTORS_UI } from '../text';

function RequestRow({ request, tutors }: { request: TutorRequest; tutors: TutorListItem[] }) {
  const [tutorId, setTutorId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const match = useMatchRequest();
  const toast = useToast();
  const overdue = request.dueAt !== null && new Date(request.dueAt).getTime() < Date.now();
  const submit = async () => {
    setError(null);
    if (!tutorId) {
      setError(TUTORS_UI.chooseTutor);
      return;
    }
    try {
      await match.mutateAsync({ id: request.id, tutorId });
      toast(TUTORS_UI.matched, 'success');
    } catch (e) {
      setError((e as Error).message || TUTOR_MESSAGES.saveFailed);
    }
  };
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="break-words font-semibold text-slate-900">{request.subject}</h2>
          {request.learner && (
            <p className="text-sm text-slate-700">
              {request.learner.name} · {request.learner.email}
            </p>
          )}
          <p className="text-sm text-slate-700">
            {[request.level, request.availabilityPref, TUTORS_UI.urgencyLabels[request.urgency]]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {request.notes && (
            <p className="mt-1 whitespace-pre-line text-sm text-slate-600">{request.notes}</p>
          )}
        </div>
        <div className="flex flex-col items-end gap-1 text-sm">
          <StatusBadge status={request.status} scheme={TUTOR_STATUS_SCHEME} />
          {request.dueAt && (
            <span className="text-slate-700">
              {TUTORS_UI.due}: {formatDateTime(request.dueAt)}{' '}
              {overdue && request.status === 'paid' && <Badge tone="red">{TUTORS_UI.overdue}</Badge>}
            </span>
          )}
        </div>
      </div>
      {request.status === 'paid' ? (
        <div className="flex flex-wrap items-end gap-2">
          <FieldShell label={TUTORS_UI.matchedWith} className="w-64 max-w-full">
            {({ id }) => (
              <select
                id={id}
                value={tutorId}
                onChange={(e) => setTutorId(e.target.value)}
                className={inputClass()}
              >
                <option value="">{TUTORS_UI.chooseTutor}</option>
                {tutors.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.user.name}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
          <Button size="sm" busy={match.isPending} onClick={submit}>
            {TUTORS_UI.markMatched}
          </Button>
        </div>
      ) : (
        request.matchedTutor && (
          <p className="text-sm text-slate-700">{TUTORS_UI.withTutor(request.matchedTutor.name)}</p>
        )
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </>
  );
}

function TutorRequests() {
  const { filters, pager } = usePageAddress();
  const requests = useAdminTutorRequests(filters.page);
  const tutors = useTutorChoices();
  return (
    <ListScreen width="4xl" title={TUTORS_UI.adminRequestsTitle}>
      <ListView
        query={requests}
        loadingLabel={TUTORS_UI.loadingRequests}
        loadingRows={3}
        errorMessage={TUTOR_MESSAGES.loadFailed}
        serverDetail
        empty={{ title: TUTORS_UI.noAdminRequests }}
        pager={pager}
      >
        {(items) => (
          <CardList rows={items} rowKey={(r) => r.id} className="flex flex-col gap-3">
            {(r) => <RequestRow request={r} tutors={tutors.data?.items ?? []} />}
          </CardList>
        )}
      </ListView>
    </ListScreen>
  );
}

/** /admin/tutor-requests: paid matching requests with their 72-hour due time; mark one matched. */
export default function AdminTutorRequestsPage() {
  return (
    <AdminPage title={TUTORS_UI.adminRequestsTitle} deniedMessage={TUTORS_UI.adminOnly}>
      <TutorRequests />
    </AdminPage>
  );
}
