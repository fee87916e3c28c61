import { ResolveQuestionReportBody } from '@medprep/shared';
import {
  QUESTION_REPORT_OUTCOME_LABELS,
  QUESTION_REPORT_OUTCOMES,
  QUESTION_REPORT_REPLY_MAX,
} from '@medprep/shared/constants';
import { useId } from 'react';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/field';
import { useResolveQuestionReport } from '../api';
import { QUESTION_REPORT_TEXT } from '../content';

/** The author's answer to one open report: fixed or not changed, and a reply the learner is sent. */
export function ResolveForm({ reportId, onResolved }: { reportId: string; onResolved: () => void }) {
  const name = useId();
  const form = useZodForm(ResolveQuestionReportBody, { defaultValues: { reply: '' } });
  const { submit, pending } = useFormRequests(form);
  const resolve = useResolveQuestionReport();
  const onSubmit = submit(
    async (body) => {
      await resolve.mutateAsync({ id: reportId, body });
      onResolved();
    },
    { fallback: QUESTION_REPORT_TEXT.resolveFailed },
  );
  const outcomeError = form.formState.errors.outcome?.message;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={QUESTION_REPORT_TEXT.resolve}
      className="flex flex-col gap-3 border-t border-slate-200 pt-3"
    >
      <fieldset aria-describedby={outcomeError ? `${name}-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">{QUESTION_REPORT_TEXT.outcomeLegend}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {QUESTION_REPORT_OUTCOMES.map((outcome) => (
            <label
              key={outcome}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input type="radio" value={outcome} {...form.register('outcome')} />
              {QUESTION_REPORT_OUTCOME_LABELS[outcome]}
            </label>
          ))}
        </div>
        {outcomeError && (
          <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
            {outcomeError}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={QUESTION_REPORT_TEXT.replyLabel}
        rows={3}
        maxLength={QUESTION_REPORT_REPLY_MAX}
        error={form.formState.errors.reply?.message}
        {...form.register('reply')}
      />
      <FormError control={form.control} />
      <div>
        <Button type="submit" loading={pending === 'submit'}>
          {QUESTION_REPORT_TEXT.resolve}
        </Button>
      </div>
    </form>
  );
}
