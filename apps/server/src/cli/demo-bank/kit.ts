import type { QuestionInput } from '../../modules/quizzes/factories.ts';

/** A bank question: a quiz question with the one topic its file covers (and any others it names). */
export type BankQuestion = QuestionInput & { topics: string[]; explanation: string };

const opts = (texts: string[]) => texts.map((text) => ({ text, media: [] }));
const LETTERS = 'ABCDEFGHIJ';

/**
 * The options turned round by an amount the prompt decides, so the keys of a bank spread over the letters
 * (written with the best answer anywhere, a file would otherwise lean on one letter). Same text, same order.
 */
function turned(prompt: string, options: string[], correct: string) {
  const shift = [...prompt].reduce((sum, c) => sum + c.charCodeAt(0), 0) % options.length;
  const order = options.map((_, i) => options[(i + shift) % options.length]!);
  const index = (LETTERS.indexOf(correct) - shift + options.length) % options.length;
  return { options: order, correct: LETTERS[index]! };
}

/** Writers for one topic's questions: single best answer, multiple answer, true or false, short answer. */
export function bankTopic(topic: string) {
  const topicsWith = (also: string[]) => [topic, ...also];
  return {
    sba: (
      prompt: string,
      options: string[],
      correct: string,
      explanation: string,
      also: string[] = [],
    ): BankQuestion => {
      const t = turned(prompt, options, correct);
      return {
        type: 'mcq',
        prompt,
        options: opts(t.options),
        correctOptionIds: [t.correct],
        explanation,
        topics: topicsWith(also),
      };
    },
    multi: (prompt: string, options: string[], correct: string[], explanation: string): BankQuestion => ({
      type: 'multi',
      prompt,
      options: opts(options),
      correctOptionIds: correct,
      explanation,
      topics: topicsWith([]),
    }),
    truth: (prompt: string, correct: boolean, explanation: string): BankQuestion => ({
      type: 'boolean',
      prompt,
      correctBoolean: correct,
      explanation,
      topics: topicsWith([]),
    }),
    short: (prompt: string, accepted: string[], explanation: string): BankQuestion => ({
      type: 'short',
      prompt,
      correctText: accepted,
      explanation,
      topics: topicsWith([]),
    }),
  };
}
