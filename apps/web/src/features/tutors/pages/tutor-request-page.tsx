import { TutorRequestBody } from '@medprep/shared';
import {
  TUTOR_MESSAGES,
  TUTOR_REQUEST_CURRENCY,
  TUTOR_REQUEST_FEE_MINOR,
  TUTOR_REQUEST_URGENCIES,
} from '@medprep/shared/constants';
import { useSearchParams } from 'react-router';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { formatPrice } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { startRequestCheckout } from '../api';
import { TUTORS_UI } from '../text';

/** /tutors/request: the paid tutor-matching request (£30 once), then the checkout. */
export default function TutorRequestPage() {
  useTitle(TUTORS_UI.requestFormTitle);
  const [params] = useSearchParams();
  const cancelled = params.get('cancelled') === '1';
  const form = useZodForm(TutorRequestBody, {
    defaultValues: { subject: '', level: '', availabilityPref: '', urgency: 'flexible', notes: '' },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const requests = useFormRequests(form);
  const onSubmit = requests.submit((values) => startRequestCheckout(values), {
    fallback: TUTOR_MESSAGES.checkoutFailed,
  });

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{TUTORS_UI.requestFormTitle}</h1>
      <p className="mt-2 text-slate-600">{TUTORS_UI.requestIntro}</p>
      {cancelled && (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {TUTOR_MESSAGES.requestCancelledNotice}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
        <FormError control={form.control} />
        <TextAreaField
          label={TUTORS_UI.requestSubject}
          rows={3}
          {...register('subject')}
          error={errors.subject?.message}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={TUTORS_UI.level} {...register('level')} error={errors.level?.message} />
          <Field
            label={TUTORS_UI.availabilityPref}
            {...register('availabilityPref')}
            error={errors.availabilityPref?.message}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-800">{TUTORS_UI.urgency}</legend>
          <div className="flex flex-wrap gap-4">
            {TUTOR_REQUEST_URGENCIES.map((u) => (
              <label key={u} className="flex items-center gap-2 text-sm">
                <input type="radio" value={u} {...register('urgency')} />
                {TUTORS_UI.urgencyLabels[u] ?? u}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField label={TUTORS_UI.notes} {...register('notes')} error={errors.notes?.message} />
        <div>
          <Button type="submit" busy={requests.pending === 'submit'}>
            {TUTORS_UI.payRequest(formatPrice(TUTOR_REQUEST_FEE_MINOR, TUTOR_REQUEST_CURRENCY))}
          </Button>
        </div>
      </form>
    </div>
  );
}
