import type { InputHTMLAttributes } from 'react';
import { Field } from '../../../ui/field';

/** The numbers a quiz is set up with, the same on the new-quiz form and in the builder's settings. */
const EXAM_FIELDS = {
  attemptsAllowed: { label: 'Attempts allowed' },
  passPercent: { label: 'Pass mark (%)', hint: '0 to 100' },
  timeLimitMin: { label: 'Time limit (minutes)', hint: '0 for no time limit' },
  drawCount: {
    label: 'Questions per attempt',
    hint: 'Drawn at random from the pool for each attempt; empty for all.',
  },
} as const;

export type ExamField = keyof typeof EXAM_FIELDS;

type Binding = InputHTMLAttributes<HTMLInputElement> & { error?: string | undefined };

/** The named number fields in the order given; `bind` gives each its value, change handler and error. */
export function ExamNumberFields<N extends ExamField>({
  names,
  bind,
}: {
  names: readonly N[];
  bind: (name: N) => Binding;
}) {
  return names.map((name) => {
    const { error, ...input } = bind(name);
    return <Field key={name} inputMode="numeric" {...EXAM_FIELDS[name]} error={error} {...input} />;
  });
}
