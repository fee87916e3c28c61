import {
  COURSE_LEVELS,
  COURSE_MESSAGES,
  COURSE_TITLE_MAX,
  IMAGE_MAX_BYTES,
  UPLOAD_MESSAGES,
} from '@medprep/shared/constants';
import { useId } from 'react';
import { firstMessage, type ZodForm } from '../../../lib/form';
import { levelLabel } from '../../../lib/format';
import { ThumbnailField } from '../../../lib/thumbnail-field';
import { Field, TextAreaField } from '../../../ui/field';
import { CurrencyField, SelectField } from '../../../ui/select-field';
import { useCategories } from '../api/get-categories';
import type { CourseEditorSchema } from '../course-form';

type CourseForm = ZodForm<typeof CourseEditorSchema>;

/** The course's basics: title, subtitle, description, language, level, category, tags, video and picture. */
export function CourseBasicsFields({
  form,
  onUploadingChange,
}: {
  form: CourseForm;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const categories = useCategories();
  const categoriesId = useId();
  const { register, setValue, formState } = form;
  const { errors } = formState;
  const thumbnail = form.watch('thumbnail');
  return (
    <>
      <Field
        label="Title"
        required
        maxLength={COURSE_TITLE_MAX}
        {...register('title')}
        error={errors.title?.message}
        placeholder="e.g. MRCP Part 1 Cardiology"
      />
      <Field label="Subtitle" {...register('subtitle')} error={errors.subtitle?.message} />
      <TextAreaField
        label="Description"
        rows={6}
        {...register('description')}
        error={errors.description?.message}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Language"
          {...register('language')}
          error={errors.language?.message}
          hint="Language code, e.g. en"
          maxLength={10}
        />
        <SelectField
          label="Level"
          error={errors.level?.message}
          options={COURSE_LEVELS.map((level) => ({ value: level, label: levelLabel(level) }))}
          {...register('level')}
        />
        <Field
          label="Category"
          list={categoriesId}
          {...register('category')}
          error={errors.category?.message}
          placeholder="e.g. MRCP"
        />
        <datalist id={categoriesId}>
          {(categories.data ?? []).map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </div>
      <Field
        label="Tags"
        {...register('tags')}
        error={firstMessage(errors.tags)}
        hint="Separate tags with commas, e.g. ECG, arrhythmias"
      />
      <Field
        label="Promo video URL"
        type="url"
        inputMode="url"
        {...register('promoVideoUrl')}
        error={errors.promoVideoUrl?.message}
        hint="A YouTube link shown on the course page (optional)."
        placeholder="https://www.youtube.com/watch?v=…"
      />
      <ThumbnailField
        value={thumbnail}
        onChange={(url) => setValue('thumbnail', url, { shouldValidate: formState.isSubmitted })}
        onUploadingChange={onUploadingChange}
        error={errors.thumbnail?.message}
        notAnImage={COURSE_MESSAGES.selectImage}
        uploadFailed={UPLOAD_MESSAGES.uploadFailed}
        emptyText="No image yet"
        hint={`PNG, JPEG, WebP or GIF up to ${Math.round(IMAGE_MAX_BYTES / (1024 * 1024))} MB; about 320×180 (16:9) looks best.`}
      />
    </>
  );
}

/** The course's price, currency and whether members may take it without buying it. */
export function CoursePricingFields({ form }: { form: CourseForm }) {
  const includedId = useId();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Price"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...register('price')}
          error={errors.price?.message}
        />
        <CurrencyField error={errors.currency?.message} {...register('currency')} />
      </div>
      <div className="flex items-start gap-3">
        <input
          id={includedId}
          type="checkbox"
          {...register('includedInMembership')}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          aria-describedby={`${includedId}-hint`}
        />
        <div>
          <label htmlFor={includedId} className="text-sm font-medium text-slate-800">
            Included in membership
          </label>
          <p id={`${includedId}-hint`} className="text-xs text-slate-500">
            Members can start the course without buying it.
          </p>
        </div>
      </div>
    </>
  );
}
