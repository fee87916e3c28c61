import { normalizeShortAnswer, scorePercent } from '@medprep/shared';
import type { SnapshotQuestion, StoredAnswer, StoredGrade } from '../../db/schema/index.ts';

type AnswerLike = Pick<StoredAnswer, 'selectedOptionIds' | 'booleanAnswer' | 'textAnswer' | 'stemAnswers'>;

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((x) => right.has(x));
};

/**
 * Whether an answer is right: mcq and boolean exact; multi all-or-nothing (the selected set
 * equals the correct set); short after NFC, trimming, collapsing inner spaces and ignoring case, against every
 * accepted answer. No answer is wrong.
 */
export function isCorrect(question: SnapshotQuestion, answer: AnswerLike | undefined | null): boolean {
  if (!answer) return false;
  switch (question.type) {
    case 'mcq':
    case 'multi':
      return (
        answer.selectedOptionIds.length > 0 && sameSet(answer.selectedOptionIds, question.correctOptionIds)
      );
    case 'boolean':
      return answer.booleanAnswer !== null && answer.booleanAnswer === question.correctBoolean;
    case 'short': {
      if (answer.textAnswer === null) return false;
      const given = normalizeShortAnswer(answer.textAnswer);
      return (
        given !== '' && question.correctText.some((accepted) => normalizeShortAnswer(accepted) === given)
      );
    }
    case 'emq':
      return gradeQuestion(question, answer).correct;
  }
}

/**
 * Extended matching: each stem graded on its own (its points when the option chosen for it is its correct
 * option, else 0); the question earns the sum and counts as correct only when every stem is.
 */
export function gradeStems(question: SnapshotQuestion, answer: AnswerLike | undefined | null): StoredGrade {
  const stems: NonNullable<StoredGrade['stems']> = {};
  let earned = 0;
  for (const stem of question.stems ?? []) {
    const correct = answer?.stemAnswers?.[stem.id] === stem.correctOptionId;
    stems[stem.id] = { correct, earned: correct ? stem.points : 0 };
    earned += correct ? stem.points : 0;
  }
  const all = Object.values(stems);
  return { correct: all.length > 0 && all.every((g) => g.correct), earned, stems };
}

export function gradeQuestion(
  question: SnapshotQuestion,
  answer: AnswerLike | undefined | null,
): StoredGrade {
  if (question.type === 'emq') return gradeStems(question, answer);
  const correct = isCorrect(question, answer);
  return { correct, earned: correct ? question.points : 0 };
}

export interface GradeResult {
  grades: Record<string, StoredGrade>;
  score: number;
  maxScore: number;
  percent: number;
  passed: boolean;
}

/** score sums the points of correct questions; percent one decimal; passed = percent ≥ passPercent. */
export function gradeAttempt(
  questions: SnapshotQuestion[],
  answers: Record<string, AnswerLike>,
  passPercent: number,
): GradeResult {
  const grades: Record<string, StoredGrade> = {};
  let score = 0;
  let maxScore = 0;
  for (const q of questions) {
    const grade = gradeQuestion(q, answers[q.id]);
    grades[q.id] = grade;
    score += grade.earned;
    maxScore += q.points;
  }
  const percent = scorePercent(score, maxScore);
  return { grades, score, maxScore, percent, passed: percent >= passPercent };
}
