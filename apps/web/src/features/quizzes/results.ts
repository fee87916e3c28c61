import type { AttemptAnswer, QuestionResult } from './types';

export const UNTAGGED_TOPIC = 'Other';

export interface TopicScore {
  topic: string;
  correct: number;
  total: number;
  earned: number;
  points: number;
}

/** Questions grouped by topic tag (a question with several tags counts in each; untagged ones in 'Other'). */
export function topicBreakdown(results: QuestionResult[]): TopicScore[] {
  const byTopic = new Map<string, TopicScore>();
  for (const r of results) {
    const topics = r.topics && r.topics.length > 0 ? r.topics : [UNTAGGED_TOPIC];
    for (const topic of topics) {
      const row = byTopic.get(topic) ?? { topic, correct: 0, total: 0, earned: 0, points: 0 };
      row.total += 1;
      row.points += r.points;
      row.earned += r.grade.earned;
      if (r.grade.correct) row.correct += 1;
      byTopic.set(topic, row);
    }
  }
  return [...byTopic.values()].sort((a, b) => a.correct / a.total - b.correct / b.total || a.topic.localeCompare(b.topic));
}

const optionText = (r: QuestionResult, id: string) => {
  const option = r.options.find((o) => o.id === id);
  return option ? `${option.id}. ${option.text}` : id;
};

/** The learner's answer in words ('—' when unanswered). */
export function answerText(r: QuestionResult, answer: AttemptAnswer | undefined): string {
  if (!answer) return '—';
  if (r.type === 'boolean') return typeof answer.booleanAnswer === 'boolean' ? (answer.booleanAnswer ? 'True' : 'False') : '—';
  if (r.type === 'short') return answer.textAnswer?.trim() || '—';
  const ids = answer.selectedOptionIds ?? [];
  return ids.length ? ids.map((id) => optionText(r, id)).join('; ') : '—';
}

/** The correct answer in words. */
export function correctText(r: QuestionResult): string {
  if (r.type === 'boolean') return r.correctBoolean ? 'True' : 'False';
  if (r.type === 'short') return (r.correctText ?? []).join(' / ') || '—';
  return (r.correctOptionIds ?? []).map((id) => optionText(r, id)).join('; ') || '—';
}
