import { ApplyForm, type ApplyFormValues, type MyApplication } from '@medprep/shared';
import { APPLICATION_MESSAGES, BIO_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useId, useState } from 'react';
import { type UseFormRegisterReturn, useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { FormError, firstMessage, useFormRequests, useZodForm } from '../../../lib/form';
import { isTeacher, useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { ErrorState, LoadingBlock, ownDetail } from '../../../ui/states';
import { useToast } from '../../../ui/toast';
import { useApplyToTeach, useMyApplication } from '../api';
import { CreateCourseLink } from '../components/create-course-link';
import { APPLICATION_TEXT, INSTRUCTOR_TERMS } from '../content';

const initialValues = (application: MyApplication | null): ApplyFormValues => ({
  displayName: application?.answers.displayName ?? '',
  bio: application?.answers.bio ?? '',
  website: application?.answers.website ?? '',
  links: application?.answers.links.join(', ') ?? '',
  categories: application?.answers.categories.join(', ') ?? '',
  samples: application?.answers.samples.join(', ') ?? '',
  agreeTerms: false,
});

function TermsCheckbox({
  error,
  onAgree,
  ...checkbox
}: UseFormRegisterReturn & { error: string | undefined; onAgree: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex min-h-6 items-center gap-3">
          <input
            id={id}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="size-5 shrink-0 accent-brand-700"
            {...checkbox}
          />
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {APPLICATION_TEXT.agreeTerms}
          </label>
        </div>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="min-h-6 rounded text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {APPLICATION_TEXT.readTerms}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Modal
        open={open}
        title={APPLICATION_TEXT.termsTitle}
        onClose={() => setOpen(false)}
        footer={
          <Button
            onClick={() => {
              onAgree();
              setOpen(false);
            }}
          >
            I agree
          </Button>
        }
      >
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          {INSTRUCTOR_TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
      </Modal>
    </div>
  );
}

function ApplicationForm({ application }: { application: MyApplication | null }) {
  const form = useZodForm(ApplyForm, { defaultValues: initialValues(application) });
  const { submit, pending } = useFormRequests(form);
  const { errors, isSubmitted } = form.formState;
  const apply = useApplyToTeach();
  const navigate = useNavigate();
  const toast = useToast();
  const bioLength = (useWatch({ control: form.control, name: 'bio' }) ?? '').trim().length;
  const again = application !== null;

  const onSubmit = submit(
    async (values) => {
      await apply.mutateAsync(values);
      toast(APPLICATION_MESSAGES.submitted, 'success');
      navigate(paths.myApplication());
    },
    { fallback: APPLICATION_MESSAGES.submitFailed },
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Instructor application"
      className="mt-6 flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Display name"
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          error={errors.displayName?.message}
          hint="How learners will see you, e.g. Dr Jane Smith MRCP"
          {...form.register('displayName')}
        />
        <Field
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          error={errors.website?.message}
          hint="Optional"
          {...form.register('website')}
        />
      </div>
      <TextAreaField
        label="Bio"
        rows={6}
        maxLength={BIO_MAX_LENGTH}
        error={errors.bio?.message}
        hint={`Your clinical background and teaching experience. ${APPLICATION_TEXT.bioCount(bioLength)}`}
        {...form.register('bio')}
      />
      <Field
        label="Links"
        error={firstMessage(errors.links)}
        hint={`${APPLICATION_TEXT.listHint}: LinkedIn, a teaching profile, publications`}
        {...form.register('links')}
      />
      <Field
        label="Categories"
        error={firstMessage(errors.categories)}
        hint={`${APPLICATION_TEXT.listHint}: e.g. MRCP, PLAB, Cardiology`}
        {...form.register('categories')}
      />
      <Field
        label="Samples"
        error={firstMessage(errors.samples)}
        hint={`${APPLICATION_TEXT.listHint}: links to teaching videos, slides or question banks`}
        {...form.register('samples')}
      />
      <TermsCheckbox
        error={errors.agreeTerms?.message}
        onAgree={() => form.setValue('agreeTerms', true, { shouldDirty: true, shouldValidate: isSubmitted })}
        {...form.register('agreeTerms')}
      />
      <FormError control={form.control} />
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={pending === 'submit'} className="w-full sm:w-auto">
          {again ? APPLICATION_TEXT.resubmit : APPLICATION_TEXT.submit}
        </Button>
      </div>
    </form>
  );
}

function Approved() {
  return (
    <div className="mt-6 flex flex-col items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
      <h2 className="text-lg font-semibold text-emerald-900">{APPLICATION_TEXT.approvedTitle}</h2>
      <p className="text-sm text-emerald-900">{APPLICATION_TEXT.approvedBody}</p>
      <CreateCourseLink />
    </div>
  );
}

function TeachContent() {
  const mine = useMyApplication();
  const application = mine.data?.application ?? null;
  const title =
    application?.status === 'pending'
      ? APPLICATION_TEXT.editTitle
      : application?.status === 'rejected'
        ? APPLICATION_TEXT.reapplyTitle
        : APPLICATION_TEXT.teachTitle;
  useTitle(title);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Teach on MedPrep</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{APPLICATION_TEXT.teachIntro}</p>

      {mine.isPending ? (
        <div className="mt-6">
          <LoadingBlock label="Loading your application…" rows={4} />
        </div>
      ) : mine.isError ? (
        <div className="mt-6">
          <ErrorState
            message={APPLICATION_MESSAGES.loadFailed}
            detail={ownDetail(mine.error, APPLICATION_MESSAGES.loadFailed)}
            onRetry={() => void mine.refetch()}
          />
        </div>
      ) : application?.status === 'approved' ? (
        <Approved />
      ) : (
        <>
          {application?.status === 'pending' && (
            <p className="mt-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {APPLICATION_TEXT.pendingNote}
            </p>
          )}
          {application?.status === 'rejected' && (
            <div className="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
              <p>{APPLICATION_TEXT.rejectedNote}</p>
              {(application.rejectionReason ?? application.review.reason) && (
                <p className="mt-1">
                  <span className="font-semibold">{APPLICATION_TEXT.reasonLabel}:</span>{' '}
                  {application.rejectionReason ?? application.review.reason}
                </p>
              )}
            </div>
          )}
          <ApplicationForm key={application?.id ?? 'new'} application={application} />
        </>
      )}
    </div>
  );
}

/** /teach: the instructor application form; instructors and admins go straight to creating a course. */
export default function TeachPage() {
  const { user } = useSession();
  if (isTeacher(user)) return <Navigate to={paths.instructorNew()} replace />;
  return <TeachContent />;
}
