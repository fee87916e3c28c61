import type { QuizStatisticsResponse } from '@medprep/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { inputClass } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { useToast } from '../../../ui/toast';
import { applySuggestedPass, quizKeys, setAngoffEstimate } from '../api';
import { ALPHA_WORDS, STATS_TEXT } from '../statistics-text';

export const percentText = (v: number | null) => (v === null ? STATS_TEXT.none : `${v.toFixed(1)} %`);
export const ratioText = (v: number | null) => (v === null ? STATS_TEXT.none : v.toFixed(2));

/** The quiz's figures: counts, mean, median, sd, alpha in words, SEM. */
export function StatisticsSummary({
  stats,
  questionName,
}: {
  stats: QuizStatisticsResponse;
  questionName: (id: string) => string;
}) {
  const rows: [string, string][] = [
    [STATS_TEXT.attempts, String(stats.attempts)],
    [STATS_TEXT.firstAttempts, String(stats.firstAttempts)],
    [STATS_TEXT.mean, percentText(stats.mean)],
    [STATS_TEXT.median, percentText(stats.median)],
    [STATS_TEXT.sd, percentText(stats.sd)],
    [STATS_TEXT.sem, percentText(stats.sem)],
  ];
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-bold text-slate-900">{STATS_TEXT.summary}</h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-slate-100 pb-1">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{STATS_TEXT.alpha}: </span>
        {stats.alpha === null || stats.alphaVerdict === null
          ? STATS_TEXT.none
          : `${stats.alpha.toFixed(2)}, ${ALPHA_WORDS[stats.alphaVerdict]}.`}
      </p>
      {stats.alphaLowering.length > 0 && (
        <div className="text-sm text-slate-800">
          <p>{STATS_TEXT.lowering}</p>
          <ul className="ml-5 list-disc">
            {stats.alphaLowering.map((id) => (
              <li key={id}>{questionName(id)}</li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

/** One question's Angoff estimate: saved when the field is left or Enter is pressed. */
export function AngoffInput({
  quizId,
  questionId,
  label,
  value,
}: {
  quizId: string;
  /** The question's id (an extended matching question's, never a stem's). */
  questionId: string;
  label: string;
  value: number | null;
}) {
  const client = useQueryClient();
  const [text, setText] = useState(value === null ? '' : String(value));
  const [status, setStatus] = useState<'idle' | 'saved' | 'error'>('idle');
  const save = async () => {
    const trimmed = text.trim();
    const next = trimmed === '' ? null : Number(trimmed);
    if (next === value) return;
    if (next !== null && !(Number.isInteger(next) && next >= 0 && next <= 100)) {
      setStatus('error');
      return;
    }
    try {
      await setAngoffEstimate(questionId, next);
      setStatus('saved');
      await client.invalidateQueries({ queryKey: quizKeys.statistics(quizId) });
    } catch {
      setStatus('error');
    }
  };
  const messageId = useId();
  return (
    <div className="flex flex-col gap-1">
      <input
        type="text"
        inputMode="numeric"
        aria-label={label}
        aria-describedby={messageId}
        aria-invalid={status === 'error' || undefined}
        className={inputClass(status === 'error')}
        style={{ maxWidth: '6rem' }}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setStatus('idle');
        }}
        onBlur={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save();
        }}
      />
      <span id={messageId} role="status" className="text-xs text-slate-700">
        {status === 'saved' ? STATS_TEXT.saved : status === 'error' ? STATS_TEXT.saveFailed : ''}
      </span>
    </div>
  );
}

/** The Angoff cut, the suggested pass mark and the Apply button (with a confirmation). */
export function StandardSetting({ quizId, stats }: { quizId: string; stats: QuizStatisticsResponse }) {
  const client = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { angoff } = stats;
  const applied = angoff?.applyPassPercent ?? null;
  const apply = async () => {
    setBusy(true);
    try {
      const { quiz } = await applySuggestedPass(quizId);
      const message = STATS_TEXT.applied(quiz.passPercent);
      setDone(message);
      toast(message, 'success');
      setConfirming(false);
      await client.invalidateQueries({ queryKey: quizKeys.statistics(quizId) });
      await client.invalidateQueries({ queryKey: quizKeys.instructorQuiz(quizId) });
    } catch (e) {
      toast(e instanceof Error ? e.message : String(e), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-bold text-slate-900">{STATS_TEXT.standard}</h2>
      <p className="text-sm text-slate-700">{STATS_TEXT.standardHelp}</p>
      <p className="text-sm text-slate-800">{STATS_TEXT.current(stats.passPercent)}</p>
      {stats.passAppliedAt && (
        <p className="text-sm text-slate-700">{STATS_TEXT.appliedOn(formatDate(stats.passAppliedAt))}</p>
      )}
      {angoff && applied !== null ? (
        <>
          <p className="text-sm text-slate-800">
            {STATS_TEXT.cut(angoff.estimated, percentText(angoff.cutPercent))}
          </p>
          <p className="text-base font-semibold text-slate-900">
            {STATS_TEXT.suggested(percentText(angoff.suggestedPassPercent))}
          </p>
          <div>
            <Button onClick={() => setConfirming(true)}>{STATS_TEXT.apply}</Button>
          </div>
          <Modal
            open={confirming}
            title={STATS_TEXT.confirmTitle}
            onClose={() => setConfirming(false)}
            footer={
              <>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {STATS_TEXT.cancel}
                </Button>
                <Button loading={busy} onClick={() => void apply()}>
                  {STATS_TEXT.confirmYes}
                </Button>
              </>
            }
          >
            <p>{STATS_TEXT.confirm(applied)}</p>
          </Modal>
        </>
      ) : (
        <p className="text-sm text-slate-700">{STATS_TEXT.noEstimates}</p>
      )}
      <p role="status" className="text-sm font-medium text-green-800">
        {done ?? ''}
      </p>
    </Card>
  );
}
