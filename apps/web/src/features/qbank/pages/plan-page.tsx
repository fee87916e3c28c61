import { ReviewSettingsForm, StudyPlanForm } from '@medprep/shared';
import { QUIZ_EXAMS, REVIEW_RETENTION, REVISION_COPY } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { Chart } from '../../../ui/charts';
import { Field } from '../../../ui/field';
import { bindField } from '../../../ui/form-field';
import { SectionCard } from '../../../ui/section-card';
import { SelectField } from '../../../ui/select-field';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { TextLink } from '../../../ui/text-link';
import {
  deleteStudyPlan,
  qbankKeys,
  reviewSummaryQuery,
  saveReviewSettings,
  saveStudyPlan,
  studyPlanQuery,
} from '../api';
import { RevisionToday } from '../components/revision-home';
import { QBANK_TEXT } from '../content';

/** /qbank/plan: the exam-date study plan (its days ahead as a chart and table) and the target retention. */
export default function PlanPage() {
  useTitle(REVISION_COPY.planPageTitle);
  const summary = useQuery(reviewSummaryQuery());
  const plan = useQuery(studyPlanQuery());
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <p>
        <TextLink to={paths.qbank()}>{QBANK_TEXT.title}</TextLink>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{REVISION_COPY.planPageTitle}</h1>
      <p className="mt-2 text-slate-700">{QBANK_TEXT.planIntro}</p>
      <div className="mt-6 flex flex-col gap-6">
        <RevisionToday />
        {plan.isPending || summary.isPending ? (
          <LoadingBlock label="Loading your plan…" />
        ) : plan.isError || summary.isError ? (
          <ErrorState message={QBANK_TEXT.loadFailed} onRetry={() => void plan.refetch()} />
        ) : (
          <>
            <PlanForm current={plan.data.plan} />
            {plan.data.plan && plan.data.plan.days.length > 0 && <DaysAhead days={plan.data.plan.days} />}
            <RetentionForm retention={summary.data.retention} />
          </>
        )}
      </div>
    </div>
  );
}

function PlanForm({
  current,
}: {
  current: { exam: string; examDate: string; minutesPerDay: number | null } | null;
}) {
  const client = useQueryClient();
  const [done, setDone] = useState('');
  const form = useZodForm(StudyPlanForm, {
    defaultValues: {
      exam: (current?.exam ?? QUIZ_EXAMS[0]) as (typeof QUIZ_EXAMS)[number],
      examDate: current?.examDate ?? '',
      minutesPerDay: current?.minutesPerDay ? String(current.minutesPerDay) : '',
    },
  });
  const { submit, run, pending } = useFormRequests(form);
  const refresh = () => client.invalidateQueries({ queryKey: qbankKeys.studyPlan });
  const onSubmit = submit(
    async (values) => {
      setDone('');
      const saved = await saveStudyPlan(values);
      client.setQueryData(qbankKeys.studyPlan, saved);
      setDone(REVISION_COPY.planSaved);
    },
    { fallback: QBANK_TEXT.savePlanFailed },
  );
  return (
    <SectionCard title={current ? QBANK_TEXT.planLink : QBANK_TEXT.setPlan}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <SelectField label={QBANK_TEXT.exam} options={[...QUIZ_EXAMS]} {...bindField(form, 'exam')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={QBANK_TEXT.examDate}
            type="date"
            hint={QBANK_TEXT.examDateHint}
            {...bindField(form, 'examDate')}
          />
          <Field label={QBANK_TEXT.minutesPerDay} inputMode="numeric" {...bindField(form, 'minutesPerDay')} />
        </div>
        <FormError control={form.control} />
        <p role="status" className="text-sm text-slate-700">
          {done}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={pending === 'submit'}>
            {QBANK_TEXT.savePlan}
          </Button>
          {current && (
            <Button
              variant="secondary"
              loading={pending === 'delete'}
              onClick={() =>
                run(
                  async () => {
                    await deleteStudyPlan();
                    await refresh();
                    setDone(REVISION_COPY.planDeleted);
                  },
                  { fallback: QBANK_TEXT.savePlanFailed, key: 'delete' },
                )
              }
            >
              {QBANK_TEXT.deletePlan}
            </Button>
          )}
        </div>
      </form>
    </SectionCard>
  );
}

function DaysAhead({ days }: { days: { date: string; newQuestions: number; reviews: number }[] }) {
  return (
    <SectionCard title={QBANK_TEXT.daysAhead}>
      <Chart
        kind="bar"
        caption={QBANK_TEXT.chartCaption}
        rows={days.map((d) => ({ date: d.date, newQuestions: d.newQuestions, reviews: d.reviews }))}
        x={{ key: 'date', label: QBANK_TEXT.day }}
        series={[
          { key: 'newQuestions', label: QBANK_TEXT.todayNew },
          { key: 'reviews', label: QBANK_TEXT.todayReviews },
        ]}
      />
    </SectionCard>
  );
}

function RetentionForm({ retention }: { retention: number }) {
  const client = useQueryClient();
  const [done, setDone] = useState('');
  const form = useZodForm(ReviewSettingsForm, { defaultValues: { retention: retention.toFixed(2) } });
  const { submit, pending } = useFormRequests(form);
  const onSubmit = submit(
    async (values) => {
      setDone('');
      await saveReviewSettings(values);
      await client.invalidateQueries({ queryKey: qbankKeys.reviewSummary });
      setDone(REVISION_COPY.retentionSaved);
    },
    { fallback: QBANK_TEXT.saveSettingsFailed },
  );
  return (
    <SectionCard title={REVISION_COPY.retentionLabel}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field
          label={REVISION_COPY.retentionLabel}
          inputMode="decimal"
          hint={`${REVISION_COPY.retentionHint} Default ${REVIEW_RETENTION.default.toFixed(2)}.`}
          {...bindField(form, 'retention')}
        />
        <FormError control={form.control} />
        <p role="status" className="text-sm text-slate-700">
          {done}
        </p>
        <Button type="submit" className="self-start" loading={pending === 'submit'}>
          {QBANK_TEXT.saveRetention}
        </Button>
      </form>
    </SectionCard>
  );
}
