import { LiveFormValues } from '@medprep/shared';
import {
  LIVE_MEMBERS_ACCESS,
  LIVE_MESSAGES,
  LIVE_REPEAT_WEEKS_MAX,
  LIVE_TEXT,
} from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, FormError, useZodForm } from '../../../lib/form';
import { isTeacher, useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { viewerZone } from '../../../lib/viewer-time';
import { Button } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { CurrencyField, SelectField } from '../../../ui/select-field';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { useLiveSession, useSaveLive } from '../api';
import { bodyFromForm, emptyLiveForm, formFromSession, toFormError } from '../form';

const MEMBERS_LABELS = {
  none: 'No member discount',
  free: 'Free for members',
  paid: 'Members pay too',
} as const;

function LiveForm({ initial, id }: { initial: LiveFormValues; id?: string }) {
  const form = useZodForm(LiveFormValues, { defaultValues: initial });
  const { register, handleSubmit, watch, setValue, setError, clearErrors, formState } = form;
  const errors = formState.errors;
  const save = useSaveLive(id);
  const navigate = useNavigate();
  const pricingType = watch('pricingType');
  const thumbnail = watch('thumbnail');
  const thumbId = useId();
  const [reading, setReading] = useState(false);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError('thumbnail', { type: 'manual', message: LIVE_MESSAGES.selectImage });
      return;
    }
    clearErrors('thumbnail');
    setReading(true);
    const reader = new FileReader();
    reader.onload = () => {
      setReading(false);
      setValue('thumbnail', String(reader.result), { shouldDirty: true });
    };
    reader.onerror = () => {
      setReading(false);
      setError('thumbnail', { type: 'manual', message: LIVE_MESSAGES.readImage });
    };
    reader.readAsDataURL(file);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const savedId = await save.mutateAsync(bodyFromForm(values));
      navigate(paths.liveSession(savedId));
    } catch (error) {
      applyServerErrors(
        form,
        toFormError(error),
        id ? LIVE_MESSAGES.updateFailed : LIVE_MESSAGES.createFailed,
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormError control={form.control} />
      <Field label="Title" {...register('title')} error={errors.title?.message} />
      <TextAreaField label="Description" {...register('description')} error={errors.description?.message} />
      <p className="text-sm text-slate-600">Times are in your time zone ({viewerZone()}).</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Start" type="datetime-local" {...register('start')} error={errors.start?.message} />
        <Field label="End" type="datetime-local" {...register('end')} error={errors.end?.message} />
      </div>
      {initial.isNew && (
        <Field
          label="Repeat weekly for N weeks"
          type="number"
          min={1}
          max={LIVE_REPEAT_WEEKS_MAX}
          inputMode="numeric"
          hint="1 makes a single session; each week is its own session, editable alone."
          {...register('repeatWeeks')}
          error={errors.repeatWeeks?.message}
        />
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">Pricing type</legend>
        <div className="flex gap-4">
          {(['free', 'paid'] as const).map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input type="radio" value={type} {...register('pricingType')} />
              {type === 'free' ? 'Free' : 'Paid'}
            </label>
          ))}
        </div>
      </fieldset>
      {pricingType === 'paid' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Amount" inputMode="decimal" {...register('amount')} error={errors.amount?.message} />
          <CurrencyField error={errors.currency?.message} {...register('currency')} />
        </div>
      )}
      <SelectField
        label="Members access"
        error={errors.membersAccess?.message}
        options={LIVE_MEMBERS_ACCESS.map((m) => ({ value: m, label: MEMBERS_LABELS[m] }))}
        {...register('membersAccess')}
      />
      <Field
        label="Zoom link (optional)"
        type="url"
        {...register('zoomUrl')}
        error={errors.zoomUrl?.message}
      />
      <Field label="Zoom passcode (optional)" {...register('passcode')} error={errors.passcode?.message} />
      <div className="flex flex-col gap-1">
        <label htmlFor={thumbId} className="text-sm font-medium text-slate-800">
          Thumbnail
        </label>
        <input
          id={thumbId}
          type="file"
          accept="image/*"
          onChange={onFile}
          aria-invalid={Boolean(errors.thumbnail) || undefined}
          aria-describedby={errors.thumbnail ? `${thumbId}-error` : undefined}
          className="text-sm"
        />
        {errors.thumbnail?.message && (
          <p id={`${thumbId}-error`} className="text-sm text-red-700">
            {errors.thumbnail.message}
          </p>
        )}
        {thumbnail && (
          <img src={thumbnail} alt="Thumbnail preview" className="mt-2 h-32 w-56 rounded-lg object-cover" />
        )}
      </div>
      <div>
        <Button type="submit" loading={save.isPending || formState.isSubmitting || reading}>
          {id ? 'Save changes' : 'Create session'}
        </Button>
      </div>
    </form>
  );
}

/** /instructor/live/new and /live/{id}/edit: every field of a live session, each with its checks. */
export default function LiveEditorPage() {
  const { id } = useParams();
  const { user } = useSession();
  useTitle(id ? LIVE_TEXT.editSession : LIVE_TEXT.newSession);
  const query = useLiveSession(id ?? '');
  const [initial, setInitial] = useState<LiveFormValues | null>(id ? null : emptyLiveForm());
  useEffect(() => {
    if (id && query.data && !initial) setInitial(formFromSession(query.data.session));
  }, [id, query.data, initial]);

  let body: React.ReactNode;
  if (!isTeacher(user)) body = <EmptyState title="Only instructors can schedule live sessions." />;
  else if (id && query.isPending) body = <LoadingBlock />;
  else if (id && query.isError) {
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <EmptyState title={LIVE_MESSAGES.notFound} />
      ) : (
        <ErrorState
          message={(query.error as Error).message || LIVE_MESSAGES.loadSessionFailed}
          onRetry={() => query.refetch()}
        />
      );
  } else if (id && query.data && !query.data.session.zoom)
    body = <EmptyState title={LIVE_MESSAGES.hostOnly} />;
  else if (initial) body = <LiveForm initial={initial} id={id} />;
  else body = <LoadingBlock />;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">
        {id ? LIVE_TEXT.editSession : LIVE_TEXT.newSession}
      </h1>
      {body}
    </div>
  );
}
