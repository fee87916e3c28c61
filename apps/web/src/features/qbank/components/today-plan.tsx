import { REVISION_COPY } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { SectionCard } from '../../../ui/section-card';
import { studyPlanQuery } from '../api';
import { QBANK_TEXT } from '../content';

/** Today's target of the study plan (new questions and reviews) and what is done of it. */
export function TodayPlan() {
  const plan = useQuery(studyPlanQuery());
  const link = (
    <Link to={paths.qbankPlan()} className="text-sm font-medium text-brand-700 underline underline-offset-2">
      {plan.data?.plan ? QBANK_TEXT.planLink : QBANK_TEXT.setPlan}
    </Link>
  );
  if (plan.isPending)
    return (
      <SectionCard title={REVISION_COPY.todayPlanHeading}>
        <p className="text-sm text-slate-600">…</p>
      </SectionCard>
    );
  if (plan.isError)
    return (
      <SectionCard title={REVISION_COPY.todayPlanHeading}>
        <p className="text-sm text-slate-700">{QBANK_TEXT.loadFailed}</p>
      </SectionCard>
    );
  const current = plan.data.plan;
  if (!current)
    return (
      <SectionCard title={REVISION_COPY.todayPlanHeading}>
        <div className="flex flex-col gap-2">
          <p className="text-slate-800">{REVISION_COPY.noPlan}</p>
          {link}
        </div>
      </SectionCard>
    );
  const { today } = current;
  const target = today.newQuestions + today.reviews;
  const done = target > 0 && today.doneNew >= today.newQuestions && today.doneReviews >= today.reviews;
  return (
    <SectionCard
      title={REVISION_COPY.todayPlanHeading}
      intro={QBANK_TEXT.planFor(current.exam, formatDate(`${current.examDate}T12:00:00Z`))}
    >
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-slate-600">{QBANK_TEXT.todayNew}</dt>
          <dd className="text-lg font-semibold text-slate-900">{today.newQuestions}</dd>
          <dd className="text-sm text-slate-700">
            {today.newQuestions === 0 && today.reviews > 0
              ? QBANK_TEXT.reviewsFirst
              : QBANK_TEXT.doneOf(today.doneNew, today.newQuestions)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{QBANK_TEXT.todayReviews}</dt>
          <dd className="text-lg font-semibold text-slate-900">{today.reviews}</dd>
          <dd className="text-sm text-slate-700">{QBANK_TEXT.doneOf(today.doneReviews, today.reviews)}</dd>
        </div>
      </dl>
      {done && <p className="mt-3 text-sm font-medium text-slate-900">{QBANK_TEXT.targetDone}</p>}
      <div className="mt-3">{link}</div>
    </SectionCard>
  );
}
