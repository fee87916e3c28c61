import type { LibraryEntry } from '@medprep/shared';
import {
  CURRENCIES,
  IMAGE_MAX_BYTES,
  LIBRARY_CATEGORY_MAX,
  LIBRARY_DESCRIPTION_MAX,
  LIBRARY_MESSAGES,
  LIBRARY_SAVED_MESSAGE_MS,
  LIBRARY_TEXT,
  LIBRARY_TITLE_MAX,
  type LibraryAction,
  type LibraryKind,
  paths,
} from '@medprep/shared/constants';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useLocation, useParams } from 'react-router';
import { useEditorNavigation, useSavedNote, useStatusActions } from '../../../lib/editor-state';
import { applyServerErrors, FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { isTeacher, useSession } from '../../../lib/session';
import { ThumbnailField } from '../../../lib/thumbnail-field';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { LeaveGuard } from '../../../ui/leave-guard';
import { Modal } from '../../../ui/modal';
import { SectionCard } from '../../../ui/section-card';
import { SelectField } from '../../../ui/select-field';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { BackLink } from '../../../ui/text-link';
import { useEntry, useItems, useLibraryCalls } from '../api';
import { EntryLoadError } from '../components/entry-load-error';
import { ItemsManager } from '../components/items-manager';
import { LibraryStatusPanel } from '../components/library-status-panel';
import { basicsBody, emptyLibraryForm, formFromEntry, LibraryFormSchema, pricingBody } from '../form';
import { kindFromPath, kindView, LIBRARY_UI } from '../kinds';

/** /instructor/{resources,ebooks}/new and /instructor/{resources,ebooks}/{id}. */
export default function LibraryEditorPage() {
  const { id } = useParams();
  const kind = kindFromPath(useLocation().pathname);
  const { info } = kindView(kind);
  const { user, loading } = useSession();
  const entry = useEntry(kind, id);
  useTitle(id ? info.text.editTitle : info.text.createTitle);

  let body: ReactNode;
  if (loading) body = <LoadingBlock label="Checking your session…" rows={2} />;
  else if (!isTeacher(user)) body = <EmptyState title={LIBRARY_UI.onlyInstructors} />;
  else if (!id) body = <Editor key="new" kind={kind} entry={null} />;
  else if (entry.isPending) body = <LoadingBlock rows={4} />;
  else if (entry.isError) {
    body = (
      <EntryLoadError
        error={entry.error}
        notFound={info.messages.notFound}
        onRetry={() => void entry.refetch()}
        back={{ to: paths.libraryInstructorList(kind), label: LIBRARY_TEXT.back }}
      />
    );
  } else body = <Editor key={id} kind={kind} entry={entry.data} />;

  if (!loading && isTeacher(user) && (!id || entry.isSuccess)) return body;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">
        {id ? info.text.editTitle : info.text.createTitle}
      </h1>
      {body}
    </div>
  );
}

function Editor({ kind, entry: initial }: { kind: LibraryKind; entry: LibraryEntry | null }) {
  const { info } = kindView(kind);
  const calls = useLibraryCalls(kind);
  const includedId = useId();
  const form = useZodForm(LibraryFormSchema, {
    defaultValues: initial ? formFromEntry(initial) : emptyLibraryForm(),
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const requests = useFormRequests(form);
  // Set as soon as a new thing exists, so a later failure does not create it twice.
  const entryId = useRef<string | null>(initial?.id ?? null);
  const [createdId, setCreatedId] = useState<string | null>(initial?.id ?? null);
  const entryQuery = useEntry(kind, createdId ?? undefined);
  const entry = entryQuery.data ?? initial;
  const items = useItems(kind, createdId ?? undefined);
  const [uploading, setUploading] = useState(false);
  const status = useStatusActions<LibraryAction>(LIBRARY_MESSAGES.saveFailed);
  const { busy } = status;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [savedAt, setSavedAt] = useSavedNote(LIBRARY_SAVED_MESSAGE_MS);
  const keepRef = useRef<HTMLButtonElement>(null);
  const dirty = formState.isDirty;

  // Leaving with unsaved edits asks first; the editor's own navigations pass.
  const { pass: passNavigation, navigateAway } = useEditorNavigation();
  /** Creates the thing with its title only (first need), remembering its id. */
  const createNow = async (title: string) => {
    const created = await calls.create(title.trim());
    entryId.current = created.id;
    setCreatedId(created.id);
    return created.id;
  };

  /** Saves basics and pricing; the form then holds what the server kept. */
  const saveNow = async () => {
    const values = form.getValues();
    const id = entryId.current ?? (await createNow(String(values.title)));
    await calls.saveBasics(id, basicsBody(values));
    const saved = await calls.savePricing(id, pricingBody(values));
    form.reset(formFromEntry(saved));
    setSavedAt(Date.now());
    return id;
  };

  const onSubmit = requests.submit(
    async () => {
      if (uploading || busy) return;
      status.setMessage(null);
      const id = await saveNow();
      if (!initial)
        void navigateAway(paths.libraryInstructorEdit(kind, id), { replace: true, state: { saved: true } });
    },
    { fallback: LIBRARY_MESSAGES.saveFailed },
  );

  /** The items manager's first need: the title is required, then the thing is created and saved. */
  const ensureEntry = async (): Promise<string | null> => {
    if (entryId.current) return entryId.current;
    const title = String(form.getValues('title') ?? '').trim();
    if (!title) {
      form.setError(
        'title',
        { type: 'manual', message: LIBRARY_MESSAGES.titleBeforeItems },
        { shouldFocus: true },
      );
      return null;
    }
    try {
      const id = await createNow(title);
      if (await form.trigger()) await saveNow();
      return id;
    } catch (error) {
      applyServerErrors(form, error, LIBRARY_MESSAGES.saveFailed);
      return entryId.current;
    }
  };

  const onItemsSettled = (id: string) => {
    if (!initial) void navigateAway(paths.libraryInstructorEdit(kind, id), { replace: true });
  };

  const runTransition = async (action: LibraryAction) => {
    const id = entryId.current;
    if (!id) return;
    await status.run(action, async () => {
      // What is on the screen is what gets published: unsaved edits are saved first.
      if (dirty) {
        if (!(await form.trigger())) return;
        try {
          await saveNow();
        } catch (error) {
          applyServerErrors(form, error, LIBRARY_MESSAGES.saveFailed);
          return;
        }
      }
      const fresh = await calls.transition(id, action);
      form.reset(formFromEntry(fresh));
      return LIBRARY_UI.done[action];
    });
  };

  const runDelete = async () => {
    const id = entryId.current;
    setConfirmingDelete(false);
    if (!id) return;
    await status.run(
      'delete',
      async () => {
        await calls.remove(id);
        void navigateAway(paths.libraryInstructorList(kind));
        return undefined;
      },
      { leaving: true },
    );
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <BackLink to={paths.libraryInstructorList(kind)}>{info.text.listTitle}</BackLink>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        {initial ? info.text.editTitle : info.text.createTitle}
      </h1>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <LibraryStatusPanel
          entry={entry}
          busy={busy}
          saving={requests.pending === 'submit'}
          requestPending={requests.pending !== false}
          uploading={uploading}
          savedAt={savedAt}
          dirty={dirty}
          message={status.message}
          error={status.error}
          backTo={paths.libraryInstructorList(kind)}
          onTransition={(action) => void runTransition(action)}
          onDelete={() => setConfirmingDelete(true)}
        />

        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <form
            id="library-editor"
            noValidate
            aria-label={initial ? info.text.editTitle : info.text.createTitle}
            onSubmit={onSubmit}
            className="flex flex-col gap-6"
          >
            <FormError control={control} />
            <SectionCard title="Basics" stack>
              <Field
                label="Title"
                required
                maxLength={LIBRARY_TITLE_MAX}
                {...register('title')}
                error={errors.title?.message}
              />
              <Field
                label="Category"
                maxLength={LIBRARY_CATEGORY_MAX}
                placeholder="e.g. Cardiology"
                {...register('category')}
                error={errors.category?.message}
              />
              <TextAreaField
                label="Description"
                rows={6}
                maxLength={LIBRARY_DESCRIPTION_MAX}
                {...register('description')}
                error={errors.description?.message}
              />
              <Controller
                control={control}
                name="thumbnail"
                render={({ field, fieldState }) => (
                  <ThumbnailField
                    value={field.value ? String(field.value) : null}
                    onChange={(url) => field.onChange(url ?? '')}
                    onUploadingChange={setUploading}
                    error={fieldState.error?.message}
                    notAnImage={LIBRARY_MESSAGES.selectImage}
                    uploadFailed={LIBRARY_MESSAGES.thumbnailUploadFailed}
                    emptyText={LIBRARY_UI.dropImage}
                    hint={LIBRARY_UI.thumbnailHint(Math.round(IMAGE_MAX_BYTES / (1024 * 1024)))}
                    pasteUrl
                  />
                )}
              />
            </SectionCard>
            <SectionCard title="Pricing" stack>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label="Price"
                  inputMode="decimal"
                  hint="In pounds, dollars or euros; 0 makes it free."
                  {...register('amountMajor')}
                  error={errors.amountMajor?.message}
                />
                <SelectField
                  label="Currency"
                  error={errors.currency?.message}
                  options={CURRENCIES}
                  {...register('currency')}
                />
              </div>
              <div className="flex items-start gap-3">
                <input
                  id={includedId}
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                  {...register('includedInMembership')}
                />
                <label htmlFor={includedId} className="text-sm font-medium text-slate-800">
                  Included in membership
                </label>
              </div>
            </SectionCard>
          </form>
          <SectionCard title="Items" stack>
            {items.isError ? (
              <ErrorState
                message={LIBRARY_MESSAGES.loadFailed}
                detail={items.error.message}
                onRetry={() => void items.refetch()}
              />
            ) : (
              <ItemsManager
                kind={kind}
                entryId={createdId}
                items={items.data ?? []}
                ensureEntry={ensureEntry}
                onSettled={onItemsSettled}
              />
            )}
          </SectionCard>
        </div>
      </div>

      <Modal
        open={confirmingDelete}
        title={LIBRARY_MESSAGES.deleteDraftConfirm}
        onClose={() => setConfirmingDelete(false)}
        initialFocus={keepRef}
        footer={
          <>
            <Button ref={keepRef} onClick={() => setConfirmingDelete(false)}>
              {LIBRARY_UI.keepDraft}
            </Button>
            <Button variant="danger" onClick={() => void runDelete()}>
              {LIBRARY_UI.confirmDelete}
            </Button>
          </>
        }
      >
        <p>{entry?.title}</p>
      </Modal>
      <LeaveGuard dirty={dirty} pass={passNavigation} />
    </div>
  );
}
