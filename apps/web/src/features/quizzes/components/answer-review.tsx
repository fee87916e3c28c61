import { optionId } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { PLAY_TEXT, REVIEW_TEXT } from '../content';
import type { PlayOption, QuestionType } from '../types';
import { EmqReview } from './emq-parts';
import { QuestionMedia } from './question-media';

/** What a checked question's review needs: the options as on screen, the answer given and the key. */
export interface ReviewKey {
  type: QuestionType;
  options: PlayOption[];
  answer: {
    selectedOptionIds?: string[] | null;
    booleanAnswer?: boolean | null;
    textAnswer?: string | null;
    stemAnswers?: Record<string, string> | undefined;
  } | null;
  /** Extended matching: the stems with their correct options. */
  stems?: { id: string; prompt: string; points: number; correctOptionId: string }[] | undefined;
  correctOptionIds: string[];
  correctBoolean: boolean | null;
  correctText: string[];
  /** The grade of the whole answer (a short answer's row needs it: its text is compared, not matched). */
  correct: boolean;
}

type Mark = 'chosen-wrong' | 'chosen-right' | 'missed-right' | 'plain';

const markOf = (chosen: boolean, right: boolean): Mark =>
  chosen ? (right ? 'chosen-right' : 'chosen-wrong') : right ? 'missed-right' : 'plain';

const MARK_WORDS: Record<Mark, string | null> = {
  'chosen-wrong': REVIEW_TEXT.yourAnswer,
  'chosen-right': REVIEW_TEXT.yourAnswerCorrect,
  'missed-right': REVIEW_TEXT.correctAnswer,
  plain: null,
};

const rowClass = (mark: Mark) =>
  clsx(
    'flex min-h-12 items-start gap-3 rounded-xl border-2 px-4 py-3 text-base',
    mark === 'chosen-wrong' && 'border-red-700 bg-red-50',
    (mark === 'chosen-right' || mark === 'missed-right') && 'border-emerald-700 bg-emerald-50',
    mark === 'plain' && 'border-slate-200 bg-white',
  );

function MarkIcon({ mark }: { mark: Mark }) {
  if (mark === 'plain') return <span aria-hidden className="mt-0.5 size-6 shrink-0" />;
  const wrong = mark === 'chosen-wrong';
  return (
    <span
      aria-hidden
      className={clsx(
        'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white',
        wrong ? 'bg-red-700' : 'bg-emerald-700',
      )}
    >
      {wrong ? '✗' : '✓'}
    </span>
  );
}

function MarkWords({ mark }: { mark: Mark }) {
  const words = MARK_WORDS[mark];
  if (!words) return null;
  return (
    <span
      className={clsx('text-sm font-semibold', mark === 'chosen-wrong' ? 'text-red-800' : 'text-emerald-800')}
    >
      {words}
    </span>
  );
}

function Row({ mark, children }: { mark: Mark; children: React.ReactNode }) {
  return (
    <li className={rowClass(mark)} data-mark={mark}>
      <MarkIcon mark={mark} />
      <span className="flex min-w-0 flex-col gap-1">
        {children}
        <MarkWords mark={mark} />
      </span>
    </li>
  );
}

/**
 * A checked answer in the options list itself: the option chosen wrongly in red with a
 * cross and 'Your answer', the right one in green with a tick and 'Correct answer' ('Your answer · Correct'
 * when it was chosen); words as well as colour. Options are lettered by their place on the screen.
 */
export function AnswerReview({ review, label }: { review: ReviewKey; label?: string }) {
  const { type, answer } = review;
  if (type === 'emq')
    return (
      <EmqReview
        label={label}
        options={review.options}
        stems={review.stems ?? []}
        stemAnswers={answer?.stemAnswers ?? {}}
      />
    );
  if (type === 'mcq' || type === 'multi') {
    const chosen = new Set(answer?.selectedOptionIds ?? []);
    const right = new Set(review.correctOptionIds);
    return (
      <ul aria-label={label} className="flex flex-col gap-2">
        {review.options.map((option, i) => (
          <Row key={option.id} mark={markOf(chosen.has(option.id), right.has(option.id))}>
            <span>
              <span className="font-semibold">{optionId(i)}.</span> {option.text}
            </span>
            <QuestionMedia media={option.media} small />
          </Row>
        ))}
      </ul>
    );
  }
  if (type === 'boolean') {
    const given = typeof answer?.booleanAnswer === 'boolean' ? answer.booleanAnswer : null;
    return (
      <ul aria-label={label} className="grid gap-2 sm:grid-cols-2">
        {[true, false].map((value) => (
          <Row key={String(value)} mark={markOf(given === value, review.correctBoolean === value)}>
            <span>{value ? PLAY_TEXT.trueLabel : PLAY_TEXT.falseLabel}</span>
          </Row>
        ))}
      </ul>
    );
  }
  const text = answer?.textAnswer?.trim() ?? '';
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      <Row mark={text ? (review.correct ? 'chosen-right' : 'chosen-wrong') : 'plain'}>
        <span>{text ? text : `${REVIEW_TEXT.yourAnswer}: ${REVIEW_TEXT.noAnswer}`}</span>
      </Row>
      {!review.correct && (
        <Row mark="missed-right">
          <span>{review.correctText.join(' / ') || '—'}</span>
        </Row>
      )}
    </ul>
  );
}
