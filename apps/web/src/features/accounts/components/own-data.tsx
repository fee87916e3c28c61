import { type Account, DeleteAccountBody } from '@medprep/shared';
import { DELETE_CONFIRM_WORD } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { SectionCard } from '../../../ui/section-card';
import { deleteAccount, downloadMyData } from '../api';
import { ACCOUNT_TEXT } from '../content';
import { CurrentPasswordField } from './form-parts';

export function DownloadData() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <SectionCard title={ACCOUNT_TEXT.dataHeading} intro={ACCOUNT_TEXT.dataIntro}>
      <Button
        variant="secondary"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await downloadMyData();
          } catch {
            setError(ACCOUNT_TEXT.downloadFailed);
          } finally {
            setBusy(false);
          }
        }}
      >
        {ACCOUNT_TEXT.download}
      </Button>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </SectionCard>
  );
}

function DeleteForm({ onCancel }: { onCancel: () => void }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const form = useZodForm(DeleteAccountBody, { defaultValues: { password: '' } });
  const { submit, pending } = useFormRequests(form);
  const [typed, setTyped] = useState('');
  const onSubmit = submit(
    async ({ password }) => {
      await deleteAccount(password);
      await logout();
      navigate(paths.home(), { replace: true });
    },
    { fallback: ACCOUNT_TEXT.deleteFailed },
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <CurrentPasswordField error={form.formState.errors.password?.message} {...form.register('password')} />
      <Field
        label={ACCOUNT_TEXT.deleteConfirmLabel}
        autoComplete="off"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <FormError control={form.control} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {ACCOUNT_TEXT.cancel}
        </Button>
        <Button
          type="submit"
          variant="danger"
          disabled={typed.trim() !== DELETE_CONFIRM_WORD}
          loading={pending === 'submit'}
        >
          {ACCOUNT_TEXT.deleteConfirmSubmit}
        </Button>
      </div>
    </form>
  );
}

export function DeleteAccount({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  return (
    <SectionCard title={ACCOUNT_TEXT.deleteHeading} intro={ACCOUNT_TEXT.deleteIntro}>
      {account.deletionNotices.length > 0 && (
        <ul className="mb-4 list-disc rounded-lg border border-amber-200 bg-amber-50 py-3 pr-3 pl-8 text-sm text-amber-900">
          {account.deletionNotices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      <Button variant="danger" onClick={() => setOpen(true)}>
        {ACCOUNT_TEXT.deleteButton}
      </Button>
      <Modal open={open} title={ACCOUNT_TEXT.deleteModalTitle} onClose={() => setOpen(false)}>
        <p className="mb-4 text-sm text-slate-700">{ACCOUNT_TEXT.deleteIntro}</p>
        {account.deletionNotices.map((notice) => (
          <p key={notice} className="mb-4 text-sm text-amber-900">
            {notice}
          </p>
        ))}
        <DeleteForm onCancel={() => setOpen(false)} />
      </Modal>
    </SectionCard>
  );
}
