import type { QuestionResult } from './types';

const optionText = (r: QuestionResult, id: string) => {
  const option = r.options.find((o) => o.id === id);
  return option ? `${option.id}. ${option.text}` : id;
};

/** The learner's answer in words ('—' when unanswered). */
export function answerText(r: QuestionResult): string {
  const answer = r.answer;
  if (!answer) return '—';
  if (r.type === 'boolean')
    return typeof answer.booleanAnswer === 'boolean' ? (answer.booleanAnswer ? 'True' : 'False') : '—';
  if (r.type === 'short') return answer.textAnswer?.trim() || '—';
  const ids = answer.selectedOptionIds ?? [];
  return ids.length ? ids.map((id) => optionText(r, id)).join('; ') : '—';
}

/** The correct answer in words (short answers: every accepted one). */
export function correctText(
  r: Pick<QuestionResult, 'type' | 'options' | 'correctBoolean' | 'correctText' | 'correctOptionIds'>,
): string {
  if (r.type === 'boolean') return r.correctBoolean ? 'True' : 'False';
  if (r.type === 'short') return r.correctText.join(' / ') || '—';
  return r.correctOptionIds.map((id) => optionText(r as QuestionResult, id)).join('; ') || '—';
}
