import type { InstructorCourse } from '@medprep/shared';
import {
  COURSE_LEVELS,
  COURSE_MESSAGES,
  COURSE_TITLE_MAX,
  CURRENCIES,
  GENERIC_ERROR_MESSAGES,
  SAVED_MESSAGE_MS,
} from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, type NavigateOptions, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, FORM_ERROR_KEY, FormError, firstMessage, useZodForm } from '../../../lib/form';
import { levelLabel } from '../../../lib/format';
import { isTeacher, useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { Field, FieldShell, inputClass, TextAreaField } from '../../../ui/field';
import { LeaveGuard } from '../../../ui/leave-guard';
import { Modal } from '../../../ui/modal';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { useCategories } from '../api/get-categories';
import { useInstructorCourse } from '../api/get-instructor-course';
import { useSaveCourse } from '../api/save-course';
import { type CourseTransition, useDeleteCourse, useTransitionCourse } from '../api/transition-course';
import { CourseStatusPanel } from '../components/course-status-panel';
import { CurriculumEditor } from '../components/curriculum-editor';
import { InstructorsOnly } from '../components/instructors-only';
import { ThumbnailField } from '../components/thumbnail-field';
import { DELETE_DRAFT_TEXT, LEAVE_EDITOR_TEXT, TRANSITION_DONE } from '../content';
import {
  basicsBody,
  COURSE_FORM_FIELD_OF,
  CourseEditorSchema,
  type CourseFormOutput,
  type CourseFormValues,
  courseFormFrom,
  emptyCourseForm,
  pricingBody,
} from '../course-form';
import { curriculumBody, curriculumFrom, type DraftSection } from '../curriculum';

/** /instructor/new, /instructor/courses/:id and /instructor/courses/:id/edit. */
export default function CourseEditorPage() {
  const { id } = useParams();
  const { user, loading } = useSession();
  if (id) return <ExistingCourseEditor id={id} />;
  if (loading) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10">
        <LoadingBlock label="Checking your session…" rows={2} />
      </div>
    );
  }
  if (!isTeacher(user)) {
    return (
      <div className="px-4 py-16">
        <InstructorsOnly />
      </div>
    );
  }
  return <CourseEditor course={null} />;
}

function ExistingCourseEditor({ id }: { id: string }) {
  const query = useInstructorCourse(id);
  useTitle(query.data ? `Edit ${query.data.title}` : 'Edit course');
  if (query.isPending) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10">
        <LoadingBlock label="Loading the course…" rows={4} />
      </div>
    );
  }
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <div className="px-4 py-16">
        {status === 403 ? (
          <InstructorsOnly />
        ) : (
          <div className="mx-auto flex max-w-xl flex-col items-center gap-6">
            {status === 404 ? (
              <ErrorState message={COURSE_MESSAGES.notFound} />
            ) : (
              <ErrorState message={COURSE_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />
            )}
            <Link to={paths.instructorCourses()} className="font-medium text-brand-700 hover:underline">
              Back to my courses
            </Link>
          </div>
        )}
      </div>
    );
  }
  return <CourseEditor key={id} course={query.data} />;
}

function Card({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** Errors under `sections`, flattened to the names the curriculum editor reads ("sections.0.lessons.1.title"). */
function flatErrors(node: unknown, name: string, out: Record<string, string> = {}): Record<string, string> {
  if (!node || typeof node !== 'object') return out;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string' && message) out[name] ??= message;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
    flatErrors(value, key === 'root' ? name : `${name}.${key}`, out);
  }
  return out;
}

/** The server's field names on the form's: `amountMajor` is `price`, a lesson's `durationSec` its `durationMin`. */
function toFormError(error: unknown): unknown {
  if (!(error instanceof ApiError) || !Object.keys(error.fields).length) return error;
  const fields: Record<string, string> = {};
  for (const [name, sentence] of Object.entries(error.fields)) {
    const renamed = COURSE_FORM_FIELD_OF[name] ?? name.replace(/\.durationSec$/, '.durationMin');
    fields[renamed] = sentence;
  }
  return new ApiError(
    error.status,
    { error: error.code as never, message: error.message, fields },
    error.message,
  );
}

function CourseEditor({ course }: { course: InstructorCourse | null }) {
  useTitle(course ? `Edit ${course.title}` : 'Create course');
  const navigate = useNavigate();
  const location = useLocation();
  const categories = useCategories();
  const categoriesId = useId();
  const includedId = useId();
  const save = useSaveCourse();
  const transition = useTransitionCourse();
  const remove = useDeleteCourse();

  const [initial] = useState<CourseFormValues>(() =>
    course ? courseFormFrom(course, curriculumFrom(course.sections)) : emptyCourseForm(),
  );
  // Focus goes to the first invalid control in the page's order (a curriculum input is not registered).
  const form = useZodForm(CourseEditorSchema, { defaultValues: initial, shouldFocusError: false });
  const { register, setValue, clearErrors, formState } = form;
  const { errors } = formState;
  const values = form.watch();
  const sections = values.sections;
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial));
  const [forbidden, setForbidden] = useState(false);
  const [savedAt, setSavedAt] = useState<number | null>(() =>
    (location.state as { saved?: boolean } | null)?.saved ? Date.now() : null,
  );
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState<CourseTransition | 'delete' | null>(null);
  const [statusMessage, setStatusMessage] = useState<string | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [focusErrors, setFocusErrors] = useState(0);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const keepDraftRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** A save is under way (a ref: a double submit lands before React re-renders). */
  const saving = useRef(false);
  /** A status action or delete is under way. */
  const acting = useRef(false);
  // Set as soon as a new course exists, so a failure later in the first save does not create it twice.
  const courseId = useRef<string | null>(course?.id ?? null);
  const dirty = JSON.stringify(values) !== baseline;
  const formError = errors.root?.server?.message;
  const curriculumErrors = flatErrors(errors.sections, 'sections');

  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setSavedAt(null), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);

  // Leaving for another page of the app with unsaved changes asks first (the router's blocker); the
  // editor's own navigations (after the first save, after deleting) pass.
  const passNavigation = useRef(false);
  const navigateAway = (to: string, options?: NavigateOptions) => {
    passNavigation.current = true;
    return navigate(to, options);
  };

  useEffect(() => {
    if (focusErrors === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusErrors]);

  const changeCurriculum = (next: DraftSection[]) => {
    setValue('sections', next);
    // Positions may have changed: curriculum errors are checked again on the next save.
    if (errors.sections) clearErrors('sections');
  };

  const runSave = async (): Promise<InstructorCourse | null> => {
    if (saving.current) return null;
    saving.current = true;
    setSavedAt(null);
    try {
      let saved: InstructorCourse | null = null;
      await form.handleSubmit(
        async (parsed) => {
          saved = await saveNow(parsed);
        },
        () => {
          form.setError(FORM_ERROR_KEY, { type: 'server', message: GENERIC_ERROR_MESSAGES.validation });
          setFocusErrors((n) => n + 1);
        },
      )();
      return saved;
    } finally {
      saving.current = false;
    }
  };

  const saveNow = async (parsed: CourseFormOutput): Promise<InstructorCourse | null> => {
    try {
      const saved = await save.mutateAsync({
        id: courseId.current,
        basics: basicsBody(parsed),
        pricing: pricingBody(parsed),
        curriculum: curriculumBody(parsed.sections),
        onCreated: (created) => {
          courseId.current = created.id;
        },
      });
      const next = courseFormFrom(saved, curriculumFrom(saved.sections));
      form.reset(next);
      setBaseline(JSON.stringify(next));
      setSavedAt(Date.now());
      if (!course)
        void navigateAway(paths.instructorCourse(saved.id), { replace: true, state: { saved: true } });
      return saved;
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setForbidden(true);
      applyServerErrors(form, toFormError(error), COURSE_MESSAGES.saveFailed);
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFocusErrors((n) => n + 1);
      return null;
    }
  };

  const runTransition = async (action: CourseTransition) => {
    if (!course || acting.current) return;
    acting.current = true;
    setStatusMessage(null);
    setStatusError(null);
    setBusy(action);
    try {
      // Publishing what is on the screen: unsaved changes are saved first.
      if (dirty && !(await runSave())) return;
      await transition.mutateAsync({ id: course.id, action });
      setStatusMessage(TRANSITION_DONE[action]);
    } catch (error) {
      setStatusError(error instanceof Error ? error.message : COURSE_MESSAGES.saveFailed);
    } finally {
      acting.current = false;
      setBusy(null);
    }
  };

  const runDelete = async () => {
    if (!course || acting.current) return;
    acting.current = true;
    setConfirmingDelete(false);
    setStatusMessage(null);
    setStatusError(null);
    setBusy('delete');
    try {
      await remove.mutateAsync(course.id);
      void navigateAway(paths.instructorNew());
    } catch (error) {
      setStatusError(error instanceof Error ? error.message : COURSE_MESSAGES.saveFailed);
      acting.current = false;
      setBusy(null);
    }
  };

  if (forbidden) {
    return (
      <div className="px-4 py-16">
        <InstructorsOnly />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Link
        to={paths.instructorCourses()}
        className="inline-flex min-h-6 items-center text-sm font-medium text-brand-700 hover:underline"
      >
        <span aria-hidden>←&nbsp;</span>My courses
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-slate-900">
        {course ? 'Edit course' : 'Create course'}
      </h1>
      {!course && (
        <p className="mt-2 text-slate-600">
          Give the course a title and save: it is created as a draft, and you can publish it once it has a
          lesson.
        </p>
      )}

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        {course && (
          <aside
            aria-label="Status and actions"
            className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1"
          >
            <CourseStatusPanel
              course={course}
              busy={busy}
              message={statusMessage}
              error={statusError}
              onTransition={(action) => void runTransition(action)}
              onDelete={() => setConfirmingDelete(true)}
            />
          </aside>
        )}

        <form
          ref={formRef}
          noValidate
          aria-label={course ? 'Edit course' : 'Create course'}
          onSubmit={(event) => {
            event.preventDefault();
            // One save at a time, and none while the thumbnail uploads or a status action runs.
            if (saving.current || uploading || busy !== null) return;
            void runSave();
          }}
          className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1"
        >
          <Card title="Basics">
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
              <FieldShell label="Level" error={errors.level?.message}>
                {({ id, describedBy, invalid }) => (
                  <select
                    id={id}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    {...register('level')}
                    className={inputClass(invalid)}
                  >
                    {COURSE_LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {levelLabel(level)}
                      </option>
                    ))}
                  </select>
                )}
              </FieldShell>
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
              value={values.thumbnail}
              onChange={(url) => setValue('thumbnail', url, { shouldValidate: formState.isSubmitted })}
              onUploadingChange={setUploading}
              error={errors.thumbnail?.message}
            />
          </Card>

          <Card title="Pricing" description="A price of 0 makes the course free.">
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
              <FieldShell label="Currency" error={errors.currency?.message}>
                {({ id, describedBy, invalid }) => (
                  <select
                    id={id}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    {...register('currency')}
                    className={inputClass(invalid)}
                  >
                    {CURRENCIES.map((currency) => (
                      <option key={currency} value={currency}>
                        {currency}
                      </option>
                    ))}
                  </select>
                )}
              </FieldShell>
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
          </Card>

          <Card
            title="Curriculum"
            description="Sections of video, text and quiz lessons, in the order learners take them."
          >
            <CurriculumEditor sections={sections} onChange={changeCurriculum} errors={curriculumErrors} />
            {curriculumErrors.sections && <p className="text-sm text-red-700">{curriculumErrors.sections}</p>}
          </Card>

          <div className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-lg">
            <Button
              type="submit"
              loading={save.isPending}
              aria-disabled={uploading || busy !== null || undefined}
            >
              Save
            </Button>
            <div aria-live="polite" className="min-w-0 flex-1 text-sm">
              {savedAt !== null ? (
                <span className="font-medium text-emerald-700">{COURSE_MESSAGES.saved}</span>
              ) : dirty && !formError ? (
                <span className="text-slate-500">Unsaved changes</span>
              ) : null}
            </div>
            <FormError control={form.control} className="w-full" />
          </div>
        </form>
      </div>
      <Modal
        open={confirmingDelete}
        title={DELETE_DRAFT_TEXT.title}
        onClose={() => setConfirmingDelete(false)}
        initialFocus={keepDraftRef}
        footer={
          <>
            {/* The safe choice comes first and takes focus when the dialog opens. */}
            <Button ref={keepDraftRef} onClick={() => setConfirmingDelete(false)}>
              {DELETE_DRAFT_TEXT.keep}
            </Button>
            <Button variant="danger" onClick={() => void runDelete()}>
              {DELETE_DRAFT_TEXT.confirm}
            </Button>
          </>
        }
      >
        <p>{COURSE_MESSAGES.deleteDraftConfirm}</p>
      </Modal>
      <LeaveGuard dirty={dirty} pass={passNavigation} text={LEAVE_EDITOR_TEXT} />
    </div>
  );
}
