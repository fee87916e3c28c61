import { QuizCreateForm, quizFormDefaults, toCreateBody } from '@medprep/shared';
import { QUIZ_EXAMS, QUIZ_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormError, useFormRequests, useZodForm } from '../../../lib/form';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { bindField } from '../../../ui/form-field';
import { CurrencyField, SelectField } from '../../../ui/select-field';
import { TextLink } from '../../../ui/text-link';
import { createQuiz, quizKeys } from '../api';
import { ExamNumberFields } from '../components/exam-fields';

const ACCESS_LABELS = {
  free: 'Free',
  members: 'Members (free for members, paid for others)',
  paid: 'Paid',
} as const;

/** /instructor/quizzes/new: the quiz's fields with their checks, then on to the builder. */
export default function NewQuizPage() {
  useTitle('New quiz');
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useZodForm(QuizCreateForm, { defaultValues: quizFormDefaults() });
  const { submit, pending } = useFormRequests(form);
  const accessMode = useWatch({ control: form.control, name: 'accessMode' });

  const onSubmit = submit(
    async (values) => {
      const { quiz } = await createQuiz(toCreateBody(values));
      void client.invalidateQueries({ queryKey: quizKeys.instructor });
      navigate(paths.instructorQuizQuestions(quiz.id));
    },
    { fallback: QUIZ_MESSAGES.createFailed },
  );

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <p>
        <TextLink to={paths.instructorQuizzes()}>{QUIZ_MESSAGES.myQuizzes}</TextLink>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">New quiz</h1>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-6 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <Field label="Title" {...bindField(form, 'title')} />
        <SelectField
          label="Exam"
          hint="The question bank files its questions under this exam."
          options={[{ value: '', label: 'Choose the exam' }, ...QUIZ_EXAMS]}
          {...bindField(form, 'exam')}
        />
        <TextAreaField label="Description" {...bindField(form, 'description')} />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-800">Access</legend>
          {(['free', 'members', 'paid'] as const).map((mode) => (
            <label key={mode} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={mode}
                className="size-4 accent-brand-700"
                {...form.register('accessMode')}
              />
              {ACCESS_LABELS[mode]}
            </label>
          ))}
        </fieldset>
        {accessMode !== 'free' && (
          <div className="grid grid-cols-2 gap-4">
            <Field
              label="Price"
              inputMode="decimal"
              hint="In pounds, dollars or euros (e.g. 9.99)"
              {...bindField(form, 'price')}
            />
            <CurrencyField {...bindField(form, 'currency')} />
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <ExamNumberFields
            names={['attemptsAllowed', 'passPercent', 'timeLimitMin']}
            bind={(name) => bindField(form, name)}
          />
        </div>
        <SelectField
          label="Visibility"
          options={[
            { value: 'public', label: 'Public' },
            { value: 'enrolled', label: 'Enrolled learners only' },
          ]}
          {...bindField(form, 'visibility')}
        />
        <FormError control={form.control} />
        <Button type="submit" size="lg" loading={pending === 'submit'}>
          Create quiz
        </Button>
      </form>
    </div>
  );
}
