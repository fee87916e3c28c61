import { type Account, UpdateAccountBody } from '@medprep/shared';
import { ACCOUNT_MESSAGES, IMAGE_TYPES } from '@medprep/shared/constants';
import { useRef, useState } from 'react';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { uploadPhoto, useUpdateAccount } from '../api';
import { ACCOUNT_TEXT } from '../content';
import { SaveRow } from './form-parts';

export function ProfileForm({ account }: { account: Account }) {
  const update = useUpdateAccount();
  const form = useZodForm(UpdateAccountBody, { defaultValues: { name: account.name } });
  const { submit, run, pending } = useFormRequests(form);
  const [saved, setSaved] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const onSubmit = submit(
    async ({ name }) => {
      setSaved(null);
      await update.mutateAsync({ name });
      setSaved(ACCOUNT_MESSAGES.saved);
    },
    { fallback: ACCOUNT_TEXT.saveFailed },
  );
  const onFile = (file: File | undefined) => {
    if (!file) return;
    setSaved(null);
    void run(
      async () => {
        const uploaded = await uploadPhoto(file);
        await update.mutateAsync({ avatar: uploaded.url });
        setSaved(ACCOUNT_MESSAGES.saved);
      },
      { fallback: ACCOUNT_TEXT.saveFailed, key: 'photo' },
    );
    if (fileRef.current) fileRef.current.value = '';
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-4">
        {account.avatar ? (
          <img
            src={account.avatar}
            alt=""
            data-testid="account-photo"
            className="size-16 rounded-full border border-slate-200 object-cover"
          />
        ) : (
          <Avatar name={account.name} size="lg" />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label className="text-sm font-medium text-slate-800" htmlFor="account-photo-input">
            {ACCOUNT_TEXT.photo}
          </label>
          <input
            id="account-photo-input"
            ref={fileRef}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            aria-describedby="account-photo-hint"
            className="w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
            onChange={(e) => onFile(e.target.files?.[0])}
            disabled={pending === 'photo'}
          />
          <p id="account-photo-hint" className="text-xs text-slate-500">
            {ACCOUNT_TEXT.photoHint}
          </p>
          {account.avatar && (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              loading={pending === 'remove'}
              onClick={() =>
                void run(() => update.mutateAsync({ avatar: null }), {
                  fallback: ACCOUNT_TEXT.saveFailed,
                  key: 'remove',
                })
              }
            >
              {ACCOUNT_TEXT.removePhoto}
            </Button>
          )}
        </div>
      </div>
      <Field
        label={ACCOUNT_TEXT.name}
        autoComplete="name"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <FormError control={form.control} />
      <SaveRow label={ACCOUNT_TEXT.saveProfile} busy={pending === 'submit'} saved={saved} />
    </form>
  );
}
