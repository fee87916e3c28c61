import type { QbankQuestion, QbankTutorCheck } from '@medprep/shared';
import { AnswerReview, type AttemptAnswer } from '../../quizzes';
import { optionLabels } from '../answer-text';
import { QBANK_TEXT } from '../content';
import { PeerBars } from './peer-bars';

/** A tutor check of an extended matching question: each stem right or wrong in words, and how others answered it. */
export function EmqCheck({
  question,
  check,
  answer,
}: {
  question: QbankQuestion;
  check: QbankTutorCheck;
  answer: AttemptAnswer;
}) {
  const correct = check.correctAnswer.correctStems ?? {};
  const stems = (question.stems ?? []).map((s) => ({ ...s, correctOptionId: correct[s.id] ?? '' }));
  const labels = optionLabels(question);
  return (
    <div className="flex flex-col gap-3">
      <AnswerReview
        label={QBANK_TEXT.correctAnswer}
        review={{
          type: 'emq',
          options: question.options,
          answer,
          correctOptionIds: [],
          correctBoolean: null,
          correctText: [],
          correct: check.correct,
          stems,
        }}
      />
      {stems.map((s, i) => (
        <div key={s.id}>
          <p className="text-sm font-semibold text-slate-800">Stem {i + 1}</p>
          <PeerBars
            peers={
              check.peers && {
                answered: check.peers.answered,
                optionPercents: check.peers.stems?.[s.id] ?? {},
              }
            }
            options={labels}
          />
        </div>
      ))}
    </div>
  );
}
