import { ReplyBody } from '@medprep/shared';
import { DISCUSSION_MESSAGES, DISCUSSION_REPLY_MAX } from '@medprep/shared/constants';
import { useWatch } from 'react-hook-form';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/field';

/** The reply box: an answer (instructors, admins) or an author comment; cleared once posted. */
export function ReplyForm({
  label,
  submitLabel,
  onPost,
}: {
  label: string;
  submitLabel: string;
  onPost: (body: string) => Promise<unknown>;
}) {
  const form = useZodForm(ReplyBody, { defaultValues: { body: '' } });
  const { submit, pending } = useFormRequests(form);
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';

  const onSubmit = submit(
    async (values) => {
      await onPost(values.body);
      form.reset({ body: '' });
    },
    { fallback: DISCUSSION_MESSAGES.replyFailed },
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-3">
      <TextAreaField
        label={label}
        rows={5}
        maxLength={DISCUSSION_REPLY_MAX}
        error={form.formState.errors.body?.message}
        {...form.register('body')}
      />
      <FormError control={form.control} />
      <div className="flex justify-end">
        <Button type="submit" disabled={body.trim().length === 0} loading={pending === 'submit'}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
