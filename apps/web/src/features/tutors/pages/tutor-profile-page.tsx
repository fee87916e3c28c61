import type { TutorProfile } from '@medprep/shared';
import { CURRENCIES, TUTOR_MEETING_PROVIDERS, TUTOR_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { LeaveGuard } from '../../../ui/leave-guard';
import { SelectField } from '../../../ui/select-field';
import { TextLink } from '../../../ui/text-link';
import { saveTutorProfile, tutorKeys, useMyTutorProfile } from '../api';
import { QueryPage } from '../components/query-page';
import { TimeZoneField } from '../components/time-zone-field';
import { profileFormValues, TutorProfileForm } from '../form';
import { TUTORS_UI } from '../text';

const PROVIDER_OPTIONS = TUTOR_MEETING_PROVIDERS.map((p) => ({
  value: p,
  label: TUTORS_UI.providers[p] ?? p,
}));

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
        <Controller
          control={form.control}
          name="timezone"
          render={({ field, fieldState }) => (
            <TimeZoneField
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              name={field.name}
              hint={TUTORS_UI.timezoneProfileHint}
              error={fieldState.error?.message}
            />
          )}
        />
        <Field
          label={TUTORS_UI.hourlyRate}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          {...register('hourlyRateMajor')}
          error={errors.hourlyRateMajor?.message}
        />
        <SelectField
          label={TUTORS_UI.currency}
          options={CURRENCIES}
          {...register('currency')}
          error={errors.currency?.message}
        />
        <SelectField
          label={TUTORS_UI.meetingProvider}
          options={PROVIDER_OPTIONS}
          {...register('meetingProvider')}
          error={errors.meetingProvider?.message}
        />
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
        {saved?.isListed && <TextLink to={paths.tutor(saved.id)}>{TUTORS_UI.viewProfile}</TextLink>}
      </div>
      <LeaveGuard dirty={formState.isDirty && !formState.isSubmitting} />
    </form>
  );
}

/** /me/tutor/profile: the tutor's public profile (instructors and admins). */
export default function TutorProfilePage() {
  const profile = useMyTutorProfile();
  return (
    <QueryPage
      title={TUTORS_UI.profileTitle}
      width="max-w-3xl"
      query={profile}
      loadingLabel={TUTORS_UI.loadingProfile}
      failedMessage={TUTOR_MESSAGES.loadProfileFailed}
    >
      {(data) => <ProfileForm profile={data.profile} />}
    </QueryPage>
  );
}
