import type { InstructorCourse } from '@medprep/shared';
import { COURSE_MESSAGES, GENERIC_ERROR_MESSAGES, SAVED_MESSAGE_MS } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useEditorNavigation, useSavedNote, useStatusActions } from '../../../lib/editor-state';
import { applyServerErrors, FORM_ERROR_KEY, FormError, useZodForm } from '../../../lib/form';
import { isTeacher, useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { LeaveGuard } from '../../../ui/leave-guard';
import { Modal } from '../../../ui/modal';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { BackLink } from '../../../ui/text-link';
import { useInstructorCourse } from '../api/get-instructor-course';
import { useSaveCourse } from '../api/save-course';
import { type CourseTransition, useDeleteCourse, useTransitionCourse } from '../api/transition-course';
import { CourseBasicsFields, CoursePricingFields } from '../components/course-details-fields';
import { CourseStatusPanel } from '../components/course-status-panel';
import { CurriculumEditor } from '../components/curriculum-editor';
import { EditorCard } from '../components/editor-card';
import { InstructorsOnly } from '../components/instructors-only';
import { DELETE_DRAFT_TEXT, LEAVE_EDITOR_TEXT, TRANSITION_DONE } from '../content';
import {
  basicsBody,
  CourseEditorSchema,
  type CourseFormOutput,
  type CourseFormValues,
  courseFormFrom,
  emptyCourseForm,
  pricingBody,
} from '../course-form';
import { flatErrors, toFormError } from '../course-form-errors';
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

function CourseEditor({ course }: { course: InstructorCourse | null }) {
  useTitle(course ? `Edit ${course.title}` : 'Create course');
  const save = useSaveCourse();
  const transition = useTransitionCourse();
  const remove = useDeleteCourse();

  const [initial] = useState<CourseFormValues>(() =>
    course ? courseFormFrom(course, curriculumFrom(course.sections)) : emptyCourseForm(),
  );
  // Focus goes to the first invalid control in the page's order (a curriculum input is not registered).
  const form = useZodForm(CourseEditorSchema, { defaultValues: initial, shouldFocusError: false });
  const { setValue, clearErrors, formState } = form;
  const { errors } = formState;
  const values = form.watch();
  const sections = values.sections;
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial));
  const [forbidden, setForbidden] = useState(false);
  const [savedAt, setSavedAt] = useSavedNote(SAVED_MESSAGE_MS);
  const [uploading, setUploading] = useState(false);
  const status = useStatusActions<CourseTransition>(COURSE_MESSAGES.saveFailed);
  const { busy } = status;
  const [focusErrors, setFocusErrors] = useState(0);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const keepDraftRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** A save is under way (a ref: a double submit lands before React re-renders). */
  const saving = useRef(false);
  // Set as soon as a new course exists, so a failure later in the first save does not create it twice.
  const courseId = useRef<string | null>(course?.id ?? null);
  const dirty = JSON.stringify(values) !== baseline;
  const formError = errors.root?.server?.message;
  const curriculumErrors = flatErrors(errors.sections, 'sections');

  // Leaving for another page of the app with unsaved changes asks first (the router's blocker); the
  // editor's own navigations (after the first save, after deleting) pass.
  const { pass: passNavigation, navigateAway } = useEditorNavigation();

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
    if (!course) return;
    await status.run(action, async () => {
      // Publishing what is on the screen: unsaved changes are saved first.
      if (dirty && !(await runSave())) return;
      await transition.mutateAsync({ id: course.id, action });
      return TRANSITION_DONE[action];
    });
  };

  const runDelete = async () => {
    if (!course) return;
    setConfirmingDelete(false);
    await status.run(
      'delete',
      async () => {
        await remove.mutateAsync(course.id);
        void navigateAway(paths.instructorNew());
        return undefined;
      },
      { leaving: true },
    );
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
      <BackLink to={paths.instructorCourses()}>My courses</BackLink>
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
              message={status.message}
              error={status.error}
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
          <EditorCard title="Basics">
            <CourseBasicsFields form={form} onUploadingChange={setUploading} />
          </EditorCard>

          <EditorCard title="Pricing" description="A price of 0 makes the course free.">
            <CoursePricingFields form={form} />
          </EditorCard>

          <EditorCard
            title="Curriculum"
            description="Sections of video, text and quiz lessons, in the order learners take them."
          >
            <CurriculumEditor sections={sections} onChange={changeCurriculum} errors={curriculumErrors} />
            {curriculumErrors.sections && <p className="text-sm text-red-700">{curriculumErrors.sections}</p>}
          </EditorCard>

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
