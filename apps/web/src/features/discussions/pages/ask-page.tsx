import { AskForm, type AskFormValues } from '@medprep/shared';
import { DISCUSSION_BODY_MAX, DISCUSSION_MESSAGES, DISCUSSION_TITLE_MAX } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { useTitle } from '../../../lib/use-title';
import { Button, buttonClass } from '../../../ui/button';
import { Field, FieldShell, inputClass, TextAreaField } from '../../../ui/field';
import { BackLink } from '../../../ui/text-link';
import { useToast } from '../../../ui/toast';
import { useAskQuestion, useCourseOptions } from '../api';
import { DISCUSSION_TEXT } from '../content';

const emptyQuestion: AskFormValues = { title: '', body: '', courseId: '' };

/** /discussions/ask: title (with its counter) and body; goes to the new question. */
export default function AskPage() {
  useTitle(DISCUSSION_TEXT.askTitle);
  const form = useZodForm(AskForm, { defaultValues: emptyQuestion });
  const { submit, pending } = useFormRequests(form);
  const { errors } = form.formState;
  const ask = useAskQuestion();
  const courses = useCourseOptions();
  const navigate = useNavigate();
  const toast = useToast();
  const [title = '', body = ''] = useWatch({ control: form.control, name: ['title', 'body'] });
  const ready = title.trim().length > 0 && body.trim().length > 0;

  const onSubmit = submit(
    async (values) => {
      const { question } = await ask.mutateAsync(values);
      toast(DISCUSSION_TEXT.posted, 'success');
      navigate(paths.discussion(question.id));
    },
    { fallback: DISCUSSION_MESSAGES.postFailed },
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <BackLink to={paths.discussions()}>{DISCUSSION_TEXT.backToList}</BackLink>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{DISCUSSION_TEXT.askTitle}</h1>
      <p className="mt-2 text-slate-600">{DISCUSSION_TEXT.askIntro}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={DISCUSSION_TEXT.askTitle}
        className="mt-6 flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <Field
          label={DISCUSSION_TEXT.titleLabel}
          maxLength={DISCUSSION_TITLE_MAX}
          autoComplete="off"
          error={errors.title?.message}
          hint={
            <span aria-live="polite">{DISCUSSION_TEXT.titleCount(title.length, DISCUSSION_TITLE_MAX)}</span>
          }
          {...form.register('title')}
        />
        <TextAreaField
          label={DISCUSSION_TEXT.bodyLabel}
          rows={8}
          maxLength={DISCUSSION_BODY_MAX}
          error={errors.body?.message}
          hint={DISCUSSION_TEXT.bodyHint}
          {...form.register('body')}
        />
        <FieldShell
          label={DISCUSSION_TEXT.relatedCourse}
          hint={DISCUSSION_TEXT.relatedCourseHint}
          error={errors.courseId?.message}
        >
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={inputClass(invalid)}
              {...form.register('courseId')}
            >
              <option value="">{DISCUSSION_TEXT.noCourse}</option>
              {courses.data?.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.title}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FormError control={form.control} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={paths.discussions()} className={buttonClass('secondary', 'lg')}>
            {DISCUSSION_TEXT.cancel}
          </Link>
          <Button type="submit" size="lg" disabled={!ready} loading={pending === 'submit'}>
            {DISCUSSION_TEXT.postQuestion}
          </Button>
        </div>
      </form>
    </div>
  );
}
