import { QuestionReportBody } from '@medprep/shared';
import {
  QUESTION_REPORT_REASON_LABELS,
  QUESTION_REPORT_REASONS,
  QUESTION_REPORT_TEXT_MAX,
} from '@medprep/shared/constants';
import { useId } from 'react';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { SelectField } from '../../../ui/select-field';
import { reportQuestion } from '../api';
import { QUESTION_REPORT_TEXT } from '../content';

export interface ReportQuestionDialogProps {
  questionId: string;
  onClose: () => void;
  onSent: () => void;
}

const REASON_OPTIONS = [
  { value: '', label: 'Choose a reason' },
  ...QUESTION_REPORT_REASONS.map((value) => ({ value, label: QUESTION_REPORT_REASON_LABELS[value] })),
];

/** The report form in a dialog: a reason and a text, sent to the question's author. */
export default function ReportQuestionDialog({ questionId, onClose, onSent }: ReportQuestionDialogProps) {
  const formId = useId();
  const form = useZodForm(QuestionReportBody, { defaultValues: { text: '' } });
  const { submit, pending } = useFormRequests(form);
  const onSubmit = submit(
    async (body) => {
      await reportQuestion({ questionId, body });
      onSent();
    },
    { fallback: QUESTION_REPORT_TEXT.sendFailed },
  );
  const { errors } = form.formState;
  return (
    <Modal
      open
      title={QUESTION_REPORT_TEXT.dialogTitle}
      onClose={onClose}
      footer={
        <Button type="submit" form={formId} loading={pending === 'submit'}>
          {QUESTION_REPORT_TEXT.send}
        </Button>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <SelectField
          label={QUESTION_REPORT_TEXT.reasonLabel}
          options={REASON_OPTIONS}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <TextAreaField
          label={QUESTION_REPORT_TEXT.textLabel}
          hint={QUESTION_REPORT_TEXT.textHint}
          rows={4}
          maxLength={QUESTION_REPORT_TEXT_MAX}
          error={errors.text?.message}
          {...form.register('text')}
        />
        <FormError control={form.control} />
      </form>
    </Modal>
  );
}
