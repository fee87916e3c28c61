import type { TutorProfile } from '@medprep/shared';
import { CURRENCIES, TUTOR_MEETING_PROVIDERS, TUTOR_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { Field, FieldShell, inputClass, TextAreaField } from '../../../ui/field';
import { LeaveGuard } from '../../../ui/leave-guard';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { saveTutorProfile, tutorKeys, useMyTutorProfile } from '../api';
import { profileFormValues, TutorProfileForm } from '../form';
import { otherDetail, TUTORS_UI } from '../text';

function ProfileForm({ profile }: { profile: TutorProfile | null }) {
  const form = useZodForm(TutorProfileForm, { defaultValues: profileFormValues(profile) });
  const { register, formState, reset } = form;
  const errors = formState.errors;
  const requests = useFormRequests(form);
  const client = useQueryClient();
  const [saved, setSaved] = useState<TutorProfile | null>(profile);
  const [justSaved, setJustSaved] = useState(false);
  if (justSaved && formState.isDirty) setJustSaved(false);

  const onSubmit = requests.submit(
    async (values) => {
      const answer = await saveTutorProfile(values);
      client.setQueryData(tutorKeys.profile, answer);
      setSaved(answer.profile);
      reset(profileFormValues(answer.profile));
      setJustSaved(true);
    },
    { fallback: TUTOR_MESSAGES.saveFailed },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormError control={form.control} />
      <Field label={TUTORS_UI.headline} {...register('headline')} error={errors.headline?.message} />
      <TextAreaField label={TUTORS_UI.bio} {...register('bio')} error={errors.bio?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={TUTORS_UI.subjectsField} {...register('subjects')} error={errors.subjects?.message} />
        <Field
          label={TUTORS_UI.languagesField}
          {...register('languages')}
          error={errors.languages?.message}
        />
        <Field label={TUTORS_UI.timezone} {...register('timezone')} error={errors.timezone?.message} />
        <Field
          label={TUTORS_UI.hourlyRate}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          {...register('hourlyRateMajor')}
          error={errors.hourlyRateMajor?.message}
        />
        <FieldShell label={TUTORS_UI.currency} error={errors.currency?.message}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              className={inputClass(invalid)}
              {...register('currency')}
            >
              {CURRENCIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell label={TUTORS_UI.meetingProvider} error={errors.meetingProvider?.message}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              className={inputClass(invalid)}
              {...register('meetingProvider')}
            >
              {TUTOR_MEETING_PROVIDERS.map((p) => (
                <option key={p} value={p}>
                  {TUTORS_UI.providers[p] ?? p}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </div>
      <TextAreaField
        label={TUTORS_UI.meetingNote}
        {...register('meetingNote')}
        error={errors.meetingNote?.message}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4" {...register('isListed')} />
        {TUTORS_UI.listed}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={requests.pending === 'submit'}>
          {TUTORS_UI.save}
        </Button>
        {justSaved && (
          <p role="status" className="text-sm text-emerald-800">
            {TUTORS_UI.saved}
          </p>
        )}
        {saved?.isListed && (
          <Link to={paths.tutor(saved.id)} className="text-sm font-medium text-brand-700 underline">
            {TUTORS_UI.viewProfile}
          </Link>
        )}
      </div>
      <LeaveGuard dirty={formState.isDirty && !formState.isSubmitting} />
    </form>
  );
}

/** /me/tutor/profile: the tutor's public profile (instructors and admins). */
export default function TutorProfilePage() {
  useTitle(TUTORS_UI.profileTitle);
  const profile = useMyTutorProfile();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">{TUTORS_UI.profileTitle}</h1>
      {profile.isPending ? (
        <LoadingBlock label={TUTORS_UI.loadingProfile} />
      ) : profile.isError ? (
        <ErrorState
          message={TUTOR_MESSAGES.loadProfileFailed}
          detail={otherDetail(profile.error.message, TUTOR_MESSAGES.loadProfileFailed)}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <ProfileForm profile={profile.data.profile} />
      )}
    </div>
  );
}
