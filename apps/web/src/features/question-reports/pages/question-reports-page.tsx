import type { QuestionReport } from '@medprep/shared';
import {
  QUESTION_REPORT_OUTCOME_LABELS,
  QUESTION_REPORT_REASON_LABELS,
  QUESTION_REPORT_STATUSES,
} from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useRef, useState } from 'react';
import { AdminsOnly } from '../../../lib/admins-only';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { Badge } from '../../../ui/badge';
import {
  CardList,
  ListScreen,
  ListView,
  StatusTabs,
  statusListAddress,
  useListAddress,
} from '../../../ui/list';
import { TextLink } from '../../../ui/text-link';
import { useQuestionReports } from '../api';
import { ResolveForm } from '../components/resolve-form';
import { QUESTION_REPORT_TEXT } from '../content';

const ADDRESS = statusListAddress(QUESTION_REPORT_STATUSES, 'open', { open: 'Open', resolved: 'Resolved' });

function ReportCard({ report, onResolved }: { report: QuestionReport; onResolved: () => void }) {
  return (
    <article aria-labelledby={`report-${report.id}`} className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">{report.quizTitle}</p>
      <h2
        id={`report-${report.id}`}
        className="line-clamp-3 whitespace-pre-line break-words font-semibold text-slate-900"
      >
        {report.prompt}
      </h2>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-semibold text-slate-700">{QUESTION_REPORT_TEXT.reason}</dt>
        <dd>
          <Badge tone="amber">{QUESTION_REPORT_REASON_LABELS[report.reason]}</Badge>
        </dd>
        <dt className="font-semibold text-slate-700">{QUESTION_REPORT_TEXT.reported}</dt>
        <dd>{formatDate(report.createdAt)}</dd>
      </dl>
      <blockquote className="whitespace-pre-line break-words border-l-4 border-slate-200 pl-3 text-slate-800">
        {report.text}
      </blockquote>
      <p>
        <TextLink to={paths.instructorQuizQuestions(report.quizId)}>
          {QUESTION_REPORT_TEXT.editQuestion}
        </TextLink>
      </p>
      {report.status === 'open' ? (
        <ResolveForm reportId={report.id} onResolved={onResolved} />
      ) : (
        <div className="flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm">
          <p>
            <Badge tone={report.outcome === 'fixed' ? 'green' : 'gray'}>
              {report.outcome ? QUESTION_REPORT_OUTCOME_LABELS[report.outcome] : ''}
            </Badge>{' '}
            {report.resolvedAt && `${QUESTION_REPORT_TEXT.resolvedOn} ${formatDate(report.resolvedAt)}`}
          </p>
          <p className="whitespace-pre-line break-words">
            <span className="font-semibold">{QUESTION_REPORT_TEXT.yourReply}:</span> {report.reply}
          </p>
        </div>
      )}
    </article>
  );
}

/** /instructor/question-reports: learners' reports on the author's questions (every one for an admin). */
export default function QuestionReportsPage() {
  useTitle(QUESTION_REPORT_TEXT.pageTitle);
  const { user } = useSession();
  if (user?.role !== 'instructor' && user?.role !== 'admin')
    return <AdminsOnly message={QUESTION_REPORT_TEXT.deniedMessage} />;
  return <QuestionReports isAdmin={user.role === 'admin'} />;
}

function QuestionReports({ isAdmin }: { isAdmin: boolean }) {
  const { filters, update, pager } = useListAddress(ADDRESS);
  const reports = useQuestionReports(filters.status, filters.page);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const onResolved = () => {
    setNotice(QUESTION_REPORT_TEXT.resolved);
    noticeRef.current?.focus();
  };

  return (
    <ListScreen
      width="4xl"
      eyebrow="Instructor"
      title={QUESTION_REPORT_TEXT.pageTitle}
      intro={isAdmin ? QUESTION_REPORT_TEXT.adminLead : QUESTION_REPORT_TEXT.pageLead}
    >
      <StatusTabs
        tabs={ADDRESS.tabs}
        value={filters.status}
        onChange={(status) => {
          setNotice(null);
          update({ status: status ?? 'open' });
        }}
        legend="Show"
      />
      <p ref={noticeRef} role="status" tabIndex={-1} className="text-sm text-emerald-800 focus:outline-none">
        {notice}
      </p>
      <ListView
        query={reports}
        label={QUESTION_REPORT_TEXT.listLabel}
        errorMessage={QUESTION_REPORT_TEXT.loadFailed}
        empty={
          filters.status === 'open'
            ? { title: QUESTION_REPORT_TEXT.emptyOpen, body: QUESTION_REPORT_TEXT.emptyOpenHint }
            : { title: QUESTION_REPORT_TEXT.emptyResolved }
        }
        pager={pager}
      >
        {(items) => (
          <CardList label={QUESTION_REPORT_TEXT.listLabel} rows={items} rowKey={(r) => r.id}>
            {(report) => <ReportCard report={report} onResolved={onResolved} />}
          </CardList>
        )}
      </ListView>
    </ListScreen>
  );
}
