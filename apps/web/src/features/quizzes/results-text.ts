import { optionId } from '@medprep/shared/constants';
import type { QuestionResult } from './types';

/** An option as the screen showed it: lettered by its place (after any shuffle), not by its id. */
const optionText = (r: Pick<QuestionResult, 'options'>, id: string) => {
  const at = r.options.findIndex((o) => o.id === id);
  const option = r.options[at];
  return option ? `${optionId(at)}. ${option.text}` : id;
};

/** The correct answer in words (short answers: every accepted one). */
export function correctText(
  r: Pick<QuestionResult, 'type' | 'options' | 'correctBoolean' | 'correctText' | 'correctOptionIds'>,
): string {
  if (r.type === 'boolean') return r.correctBoolean ? 'True' : 'False';
  if (r.type === 'short') return r.correctText.join(' / ') || '—';
  return r.correctOptionIds.map((id) => optionText(r, id)).join('; ') || '—';
}
