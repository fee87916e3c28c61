import { optionId } from '@medprep/shared/constants';

type Shape = { type: string; options: { id: string; text: string }[] };
type Answer = { selectedOptionIds: string[]; booleanAnswer: boolean | null; textAnswer: string | null };

/** The options as lettered on screen (A, B, …) with their text; true/false for a true-or-false question. */
export const optionLabels = (q: Shape) =>
  q.type === 'boolean'
    ? [
        { id: 'true', label: 'True' },
        { id: 'false', label: 'False' },
      ]
    : q.options.map((o, i) => ({ id: o.id, label: `${optionId(i)}. ${o.text}` }));

/** An answer in words. */
export function answerText(q: Shape, a: Answer): string {
  if (q.type === 'boolean') return a.booleanAnswer === null ? '—' : a.booleanAnswer ? 'True' : 'False';
  if (q.type === 'short') return a.textAnswer || '—';
  const labels = optionLabels(q);
  return (
    labels
      .filter((l) => a.selectedOptionIds.includes(l.id))
      .map((l) => l.label)
      .join(', ') || '—'
  );
}
