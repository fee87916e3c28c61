import { clsx } from 'clsx';
import { PLAY_TEXT } from '../content';
import { isAnswered } from '../play/answers';
import type { AttemptAnswer, ShownQuestion } from '../types';

/** Every question as a numbered button: answered (filled), unanswered (outlined), flagged (marked ⚑). */
export function QuestionNavigator({
  questions,
  answers,
  flagged,
  current,
  onGo,
}: {
  questions: Pick<ShownQuestion, 'id'>[];
  answers: Record<string, AttemptAnswer>;
  flagged: ReadonlySet<string>;
  current: number;
  onGo: (index: number) => void;
}) {
  const answeredCount = questions.filter((q) => isAnswered(answers[q.id])).length;
  const flaggedCount = questions.filter((q) => flagged.has(q.id)).length;
  return (
    <nav aria-label={PLAY_TEXT.navigator} className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {answeredCount} of {questions.length} answered
        {flaggedCount > 0 && `, ${flaggedCount} flagged`}
      </p>
      <ol className="grid grid-cols-5 gap-2 sm:grid-cols-6 lg:grid-cols-5">
        {questions.map((q, i) => {
          const answered = isAnswered(answers[q.id]);
          const isFlagged = flagged.has(q.id);
          const state = [answered ? 'answered' : 'unanswered', isFlagged ? 'flagged' : null]
            .filter(Boolean)
            .join(', ');
          return (
            <li key={q.id}>
              <button
                type="button"
                onClick={() => onGo(i)}
                aria-current={i === current ? 'step' : undefined}
                aria-label={`Question ${i + 1}, ${state}`}
                className={clsx(
                  'relative flex h-11 w-full items-center justify-center rounded-lg border-2 text-sm font-semibold',
                  answered
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-400 bg-white text-slate-800',
                  i === current && 'ring-2 ring-amber-500 ring-offset-2',
                )}
              >
                {i + 1}
                {isFlagged && (
                  <span
                    aria-hidden
                    className="absolute -top-2 -right-2 rounded-full bg-amber-400 px-1 text-xs text-slate-900"
                  >
                    ⚑
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden>
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-brand-700" /> Answered
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm border-2 border-slate-400" /> Unanswered
        </li>
        <li className="flex items-center gap-1">
          <span>⚑</span> Flagged
        </li>
      </ul>
    </nav>
  );
}
