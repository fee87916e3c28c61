import type { QuizExam } from '@medprep/shared';
import {
  pricingFor,
  QUIZ_DEFAULTS,
  QUIZ_EXAMS,
  QUIZ_MESSAGES,
  QUIZ_QUESTIONS_MAX,
  type QuizAccessMode,
} from '@medprep/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CheckboxField, Field, TextAreaField } from '../../../ui/field';
import { CurrencyField, SelectField } from '../../../ui/select-field';
import { quizKeys, updateQuiz } from '../api';
import { errorText } from '../builder/use-builder';
import type { Quiz } from '../types';
import { type ExamField, ExamNumberFields } from './exam-fields';

const ACCESS_OPTIONS = [
  { value: 'free', label: 'Free' },
  { value: 'members', label: 'Members (paid for others)' },
  { value: 'paid', label: 'Paid' },
];

const whole = (v: string, min: number, max: number) =>
  /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max;

/** The quiz's exam settings: time, pass mark, attempts, shuffling and drawing N questions per attempt. */
export function QuizSettings({ quiz }: { quiz: Quiz }) {
  const client = useQueryClient();
  const [numbers, setNumbers] = useState<Record<ExamField, string>>({
    timeLimitMin: String(Math.round(quiz.timeLimitSec / 60)),
    passPercent: String(quiz.passPercent),
    attemptsAllowed: String(quiz.attemptsAllowed),
    drawCount: quiz.drawCount ? String(quiz.drawCount) : '',
  });
  const { timeLimitMin: timeMin, passPercent: pass, attemptsAllowed: attempts, drawCount: draw } = numbers;
  const [shuffleQuestions, setShuffleQuestions] = useState(quiz.shuffleQuestions);
  const [shuffleOptions, setShuffleOptions] = useState(quiz.shuffleOptions);
  const [title, setTitle] = useState(quiz.title);
  const [description, setDescription] = useState(quiz.description);
  const [access, setAccess] = useState<QuizAccessMode>(quiz.accessMode);
  const [price, setPrice] = useState(
    quiz.pricing.amountMinor > 0 ? (quiz.pricing.amountMinor / 100).toFixed(2) : QUIZ_DEFAULTS.priceMajor,
  );
  const [currency, setCurrency] = useState(quiz.pricing.currency);
  const [visibility, setVisibility] = useState(quiz.visibility);
  const [exam, setExam] = useState<QuizExam>(quiz.exam);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const priceMinor = Math.round(Number(price) * 100);
  const errors: Partial<Record<ExamField | 'title' | 'price', string>> = {
    title: title.trim() ? undefined : QUIZ_MESSAGES.titleRequired,
    price:
      access === 'free' || (price.trim() !== '' && Number.isFinite(priceMinor) && priceMinor > 0)
        ? undefined
        : QUIZ_MESSAGES.priceRequired,
    timeLimitMin: whole(timeMin, 0, 24 * 60) ? undefined : 'A whole number of minutes, 0 for no limit.',
    passPercent:
      pass.trim() !== '' && Number.isFinite(Number(pass)) ? undefined : 'Pass percent must be a number.',
    attemptsAllowed: whole(attempts, 1, 100) ? undefined : 'At least 1 attempt.',
    drawCount:
      draw.trim() === '' || whole(draw, 1, QUIZ_QUESTIONS_MAX)
        ? undefined
        : 'Leave empty for all, or a number from 1.',
  };
  const invalid = Object.values(errors).some(Boolean);
  const bindNumber = (name: ExamField) => ({
    value: numbers[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const { value } = e.target;
      setNumbers((current) => ({ ...current, [name]: value }));
    },
  });

  const save = async () => {
    if (invalid) return;
    setMessage(null);
    try {
      const { quiz: saved } = await updateQuiz(quiz.id, {
        title: title.trim(),
        description,
        exam,
        visibility,
        pricing: pricingFor(access, access === 'free' ? 0 : priceMinor, currency),
        timeLimitSec: Number(timeMin) * 60,
        passPercent: Math.min(100, Math.max(0, Math.round(Number(pass)))),
        attemptsAllowed: Number(attempts),
        shuffleQuestions,
        shuffleOptions,
        drawCount: draw.trim() === '' ? null : Number(draw),
      });
      client.setQueryData(quizKeys.instructorQuiz(quiz.id), { quiz: saved });
      setNumbers((current) => ({ ...current, passPercent: String(saved.passPercent) }));
      setMessage({ tone: 'ok', text: 'Settings saved' });
    } catch (e) {
      setMessage({ tone: 'error', text: errorText(e) });
    }
  };

  return (
    <Card as="section" aria-labelledby="settings-title" className="flex min-w-0 flex-col gap-3">
      <h2 id="settings-title" className="text-lg font-bold text-slate-900">
        Settings
      </h2>
      <Field label="Title" value={title} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
      <TextAreaField
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <SelectField
        label="Access"
        value={access}
        onChange={(e) => setAccess(e.target.value as QuizAccessMode)}
        options={ACCESS_OPTIONS}
      />
      {access !== 'free' && (
        <div className="grid grid-cols-2 gap-2">
          <Field
            label="Price"
            inputMode="decimal"
            value={price}
            error={errors.price}
            onChange={(e) => setPrice(e.target.value)}
          />
          <CurrencyField value={currency} onChange={(e) => setCurrency(e.target.value as typeof currency)} />
        </div>
      )}
      <SelectField
        label="Exam"
        value={exam}
        onChange={(e) => setExam(e.target.value as QuizExam)}
        options={QUIZ_EXAMS}
      />
      <SelectField
        label="Visibility"
        value={visibility}
        onChange={(e) => setVisibility(e.target.value as typeof visibility)}
        options={[
          { value: 'public', label: 'Public' },
          { value: 'enrolled', label: 'Enrolled learners only' },
        ]}
      />
      <ExamNumberFields names={['timeLimitMin', 'passPercent', 'attemptsAllowed']} bind={bindNumber} />
      <CheckboxField
        label="Shuffle questions"
        checked={shuffleQuestions}
        onChange={(e) => setShuffleQuestions(e.target.checked)}
      />
      <CheckboxField
        label="Shuffle options"
        checked={shuffleOptions}
        onChange={(e) => setShuffleOptions(e.target.checked)}
      />
      <ExamNumberFields names={['drawCount']} bind={bindNumber} />
      <Button variant="secondary" onClick={save} disabled={invalid}>
        Save settings
      </Button>
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={message.tone === 'error' ? 'text-sm text-red-700' : 'text-sm text-emerald-800'}
        >
          {message.text}
        </p>
      )}
    </Card>
  );
}
