import { paths } from '@medprep/shared/paths';
import { ButtonLink } from '../../../ui/button';
import { COURSE_UI_TEXT } from '../content';

/** Shown when the API answers 403: course management is for instructors and admins. */
export function InstructorsOnly() {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-6 py-10 text-center"
    >
      <h1 className="text-lg font-semibold text-amber-900">{COURSE_UI_TEXT.onlyInstructors}</h1>
      <p className="text-sm text-amber-900">
        Share your expertise with learners preparing for UK medical exams: apply to become an instructor.
      </p>
      <ButtonLink to={paths.teach()}>{COURSE_UI_TEXT.applyToTeach}</ButtonLink>
    </div>
  );
}
