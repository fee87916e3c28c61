import { QUIZ_EXAMS, type QuizExam } from '@medprep/shared';
import {
  CURRENCIES,
  pricingFor,
  QUIZ_DEFAULTS,
  QUIZ_MESSAGES,
  QUIZ_QUESTIONS_MAX,
  type QuizAccessMode,
} from '@medprep/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { SelectField } from '../../../ui/select-field';
import { quizKeys, updateQuiz } from '../api';
import { errorText } from '../builder/use-builder';
import type { Quiz } from '../types';

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
  const shuffleQ = useId();
  const shuffleO = useId();
  const [timeMin, setTimeMin] = useState(String(Math.round(quiz.timeLimitSec / 60)));
  const [pass, setPass] = useState(String(quiz.passPercent));
  const [attempts, setAttempts] = useState(String(quiz.attemptsAllowed));
  const [shuffleQuestions, setShuffleQuestions] = useState(quiz.shuffleQuestions);
  const [shuffleOptions, setShuffleOptions] = useState(quiz.shuffleOptions);
  const [draw, setDraw] = useState(quiz.drawCount ? String(quiz.drawCount) : '');
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
  const errors = {
    title: title.trim() ? undefined : QUIZ_MESSAGES.titleRequired,
    price:
      access === 'free' || (price.trim() !== '' && Number.isFinite(priceMinor) && priceMinor > 0)
        ? undefined
        : QUIZ_MESSAGES.priceRequired,
    time: whole(timeMin, 0, 24 * 60) ? undefined : 'A whole number of minutes, 0 for no limit.',
    pass: pass.trim() !== '' && Number.isFinite(Number(pass)) ? undefined : 'Pass percent must be a number.',
    attempts: whole(attempts, 1, 100) ? undefined : 'At least 1 attempt.',
    draw:
      draw.trim() === '' || whole(draw, 1, QUIZ_QUESTIONS_MAX)
        ? undefined
        : 'Leave empty for all, or a number from 1.',
  };
  const invalid = Object.values(errors).some(Boolean);

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
      setPass(String(saved.passPercent));
      setMessage({ tone: 'ok', text: 'Settings saved' });
    } catch (e) {
      setMessage({ tone: 'error', text: errorText(e) });
    }
  };

  return (
    <section
      aria-labelledby="settings-title"
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
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
          <SelectField
            label="Currency"
            value={currency}
            onChange={(e) => setCurrency(e.target.value as typeof currency)}
            options={CURRENCIES}
          />
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
      <Field
        label="Time limit (minutes)"
        inputMode="numeric"
        hint="0 for no time limit"
        value={timeMin}
        error={errors.time}
        onChange={(e) => setTimeMin(e.target.value)}
      />
      <Field
        label="Pass mark (%)"
        inputMode="numeric"
        value={pass}
        error={errors.pass}
        onChange={(e) => setPass(e.target.value)}
      />
      <Field
        label="Attempts allowed"
        inputMode="numeric"
        value={attempts}
        error={errors.attempts}
        onChange={(e) => setAttempts(e.target.value)}
      />
      <div className="flex items-center gap-2">
        <input
          id={shuffleQ}
          type="checkbox"
          checked={shuffleQuestions}
          onChange={(e) => setShuffleQuestions(e.target.checked)}
          className="size-5 accent-brand-700"
        />
        <label htmlFor={shuffleQ} className="text-sm font-medium text-slate-800">
          Shuffle questions
        </label>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={shuffleO}
          type="checkbox"
          checked={shuffleOptions}
          onChange={(e) => setShuffleOptions(e.target.checked)}
          className="size-5 accent-brand-700"
        />
        <label htmlFor={shuffleO} className="text-sm font-medium text-slate-800">
          Shuffle options
        </label>
      </div>
      <Field
        label="Questions per attempt"
        inputMode="numeric"
        hint="Drawn at random from the pool for each attempt; empty for all."
        value={draw}
        error={errors.draw}
        onChange={(e) => setDraw(e.target.value)}
      />
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
    </section>
  );
}
