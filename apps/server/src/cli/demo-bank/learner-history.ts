/**
 * The demo learner's revision history: five weeks of question-bank practice, one mock exam and an exam-date
 * plan, so that a visitor signing in as the demo learner sees the revision loop at work (progress, 'Due today',
 * the plan) rather than empty pages. Everything goes through the platform's own services, with the clock set
 * back: bank sessions are opened, answered and submitted by the qbank module (the answer log, the peer
 * counters and the FSRS cards follow from the answers), the mock is started, answered and submitted by the
 * exam engine, flags and the plan by their modules. Nothing is decided by chance: which questions, which
 * answers and when all follow from fixed patterns and a hash of each question's paper and position.
 */
import { type AnswerConfidence, DEFAULT_TIMEZONE, type QuizExam } from '@medprep/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  type BankQuestion,
  enrollments,
  quizQuestions,
  quizzes,
  type SnapshotQuestion,
  users,
} from '../../db/schema/index.ts';
import { answerQuestion } from '../../modules/qbank/answers.ts';
import { drawBankQuestions, frozenBankQuestion } from '../../modules/qbank/bank.ts';
import { flagQuestion } from '../../modules/qbank/flags.ts';
import { openSession, submitSessionRow } from '../../modules/qbank/sessions.ts';
import { saveAnswers, submitAttempt } from '../../modules/quizzes/attempts.ts';
import { startAttempt } from '../../modules/quizzes/start.ts';
import { saveStudyPlan } from '../../modules/revision/plan.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/** What the demo learner's history holds; the tests count against it. */
export const DEMO_LEARNER_HISTORY = {
  /** The first practice day, this many days before the seed. */
  days: 35,
  /** The days in a row with practice that end yesterday (the day before them has none). */
  streakDays: 9,
  /**
   * The mock exam is sat this many days before the seed, after that day's bank sessions: yesterday, after the
   * last draw of reviews (the mock's answers share one time, so their cards share due times, and a draw of a
   * few of them would pick by question id, which differs from seed to seed). The mock is published three days
   * before the seed.
   */
  mockDaysAgo: 1,
  /** The exam the plan is for, and how far ahead. */
  exam: 'PLAB 1' as const,
  examDaysAhead: 70,
  minutesPerDay: 60,
  /** At most this many questions flagged. */
  flags: 5,
};

/**
 * Which of the days before the streak had practice, oldest first (days 35 to 11 before the seed): most
 * days, with rest days as a person takes them.
 */
const EARLIER_DAYS = '1101110110111011011101101';
/** New questions per practice day, in turn: a small bank, so a handful a day besides the reviews. */
const NEW_PER_DAY = [3, 2, 4, 3, 2, 3, 2];
/** Reviews answered per practice day, in turn (the oldest due first; the rest wait). */
const REVIEWS_PER_DAY = [9, 7, 11, 8, 6, 10, 9];

/**
 * How much better or worse than her average the learner does in a topic: weaker in haematology, pharmacology,
 * renal and neurology, stronger in cardiology and respiratory (topics not named: her average).
 */
const TOPIC_SKILL: Record<string, number> = {
  Haematology: -0.24,
  Pharmacology: -0.2,
  Renal: -0.16,
  Neurology: -0.12,
  Endocrinology: -0.05,
  Cardiology: 0.12,
  Respiratory: 0.1,
  Gastroenterology: 0.06,
  'Infectious disease': 0.04,
};

/** A number in [0, 1) from a text: FNV-1a, so every seed decides the same. */
function chance(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

/** A question of the learner's bank, with the key that names it in every seed (its paper and position). */
interface Known {
  question: BankQuestion;
  key: string;
  exam: string;
  topic: string;
}

/**
 * The answer the learner gives, right or wrong as decided: a wrong single best answer is another option, a
 * wrong multiple answer misses one, a wrong extended matching answer gets one stem wrong.
 */
function answerFor(q: SnapshotQuestion, right: boolean, key: string) {
  const others = q.options.map((o) => o.id).filter((id) => !q.correctOptionIds.includes(id));
  const other = others[Math.floor(chance(`${key}:pick`) * others.length)] ?? q.options[0]?.id ?? 'A';
  switch (q.type) {
    case 'boolean':
      return { booleanAnswer: right ? q.correctBoolean : !q.correctBoolean };
    case 'short':
      return { textAnswer: right ? (q.correctText[0] ?? '') : 'Not sure' };
    case 'multi':
      return {
        selectedOptionIds: right
          ? q.correctOptionIds
          : q.correctOptionIds.length > 1
            ? q.correctOptionIds.slice(1)
            : [other],
      };
    case 'emq': {
      const stems = q.stems ?? [];
      const wrongStem = Math.floor(chance(`${key}:stem`) * stems.length);
      return {
        stemAnswers: Object.fromEntries(
          stems.map((s, i) => [
            s.id,
            right || i !== wrongStem
              ? s.correctOptionId
              : (q.options.find((o) => o.id !== s.correctOptionId)?.id ?? s.correctOptionId),
          ]),
        ),
      };
    }
    default:
      return { selectedOptionIds: [right ? q.correctOptionIds[0]! : other] };
  }
}

/**
 * Whether the learner gets a question right on a day: her accuracy rises from about half in her first week
 * to about three in four in her fifth, shifted by the topic; a question goes better each time it comes back.
 */
function isRight(
  known: Known,
  daysAgo: number,
  seen: number,
): { right: boolean; confidence: AnswerConfidence } {
  const week = Math.floor((DEMO_LEARNER_HISTORY.days - daysAgo) / 7);
  const skill = 0.5 + 0.06 * week + (TOPIC_SKILL[known.topic] ?? 0) + 0.08 * Math.min(seen, 3);
  const p = Math.min(0.95, Math.max(0.1, skill));
  const key = `${known.key}:${daysAgo}:${seen}`;
  const right = chance(key) < p;
  const unsure = chance(`${key}:confidence`) < (right ? (seen > 0 ? 0.1 : 0.2) : 0.5);
  return { right, confidence: unsure ? 'unsure' : 'sure' };
}

/** A question with the key that names it in every seed: its paper's title and its position there. */
const knownQuestion = (question: BankQuestion, title: string, position: number, exam: string): Known => ({
  question,
  key: `${title}:${position}`,
  exam,
  topic: question.topics[0] ?? '',
});

export interface DemoLearnerHistoryInput {
  learnerId: string;
  /** The demo bank's papers (only those the learner may use are practised). */
  paperIds: string[];
  /** The free demo mock the learner sits once. */
  mock: { id: string; title: string; exam: string | null };
}

/**
 * Each exam's questions of the learner's papers (the free ones: a membership paper is not hers) in the order
 * she meets them: a question of each topic in turn.
 */
async function learnerQueues(tx: Tx, paperIds: string[]): Promise<Map<string, Known[]>> {
  const rows = await tx
    .select({ question: quizQuestions, title: quizzes.title, exam: quizzes.exam })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(
      and(
        inArray(quizQuestions.quizId, paperIds),
        eq(quizzes.priceMinor, 0),
        eq(quizzes.includedInMembership, false),
      ),
    )
    .orderBy(asc(quizzes.title), asc(quizQuestions.position));
  const byExam = new Map<string, Map<string, Known[]>>();
  for (const r of rows) {
    const k = knownQuestion(frozenBankQuestion(r.question), r.title, r.question.position, r.exam ?? '');
    const topics = byExam.get(k.exam) ?? new Map<string, Known[]>();
    topics.set(k.topic, [...(topics.get(k.topic) ?? []), k]);
    byExam.set(k.exam, topics);
  }
  const queues = new Map<string, Known[]>();
  for (const [exam, topics] of [...byExam].sort(([a], [b]) => a.localeCompare(b))) {
    const lists = [...topics.values()];
    const order: Known[] = [];
    const total = lists.reduce((n, l) => n + l.length, 0);
    for (let i = 0; order.length < total; i++) for (const l of lists) if (l[i]) order.push(l[i]!);
    queues.set(exam, order);
  }
  return queues;
}

/**
 * Seeds the demo learner's history (see the top of this file) up to yesterday; today is left to do. Called
 * after the demo bank and the mocks' synthetic attempts, so that her answers and her mock count among theirs.
 */
export async function seedDemoLearnerHistory(
  tx: Tx,
  input: DemoLearnerHistoryInput,
  now: Date,
): Promise<void> {
  const [learner] = await tx.select().from(users).where(eq(users.id, input.learnerId));
  if (!learner) throw new Error('seedDemoLearnerHistory: no demo learner');
  const queues = await learnerQueues(tx, input.paperIds);
  const exams = [...queues.keys()];
  const known = new Map([...queues.values()].flat().map((k) => [k.question.id, k]));

  // The days, in London's calendar (the progress page's default zone); each session at a daytime hour (UTC),
  // which is that same date from New York to Delhi.
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: DEFAULT_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const dayStart = (daysAgo: number) => Date.parse(`${today}T00:00:00Z`) - daysAgo * DAY_MS;
  const { days, streakDays, mockDaysAgo } = DEMO_LEARNER_HISTORY;
  const practised = (daysAgo: number) =>
    daysAgo <= streakDays || (daysAgo > streakDays + 1 && EARLIER_DAYS[days - daysAgo] === '1');

  const seen = new Map<string, number>();
  let flags = 0;
  /** Answers a session's questions one after the other from `start`, about `pace` ms apart; answers the time
   * of the last answer. Each answer has a time of its own, so no two cards fall due at the same time. */
  const answerAll = async (
    sessionId: string,
    list: Known[],
    daysAgo: number,
    start: number,
    pace: number,
  ) => {
    let at = start;
    for (const k of list) {
      at += Math.round(pace * (0.6 + chance(`${k.key}:${daysAgo}:pace`)));
      const times = seen.get(k.question.id) ?? 0;
      const { right, confidence } = isRight(k, daysAgo, times);
      const answer = { ...answerFor(k.question, right, `${k.key}:${daysAgo}`), questionId: k.question.id };
      await answerQuestion(tx, learner, sessionId, k.question.id, { answer, confidence }, new Date(at));
      seen.set(k.question.id, times + 1);
      // Now and then a question got wrong in a weak topic is flagged to come back to (a few of them).
      const weak = (TOPIC_SKILL[k.topic] ?? 0) < -0.1;
      if (!right && weak && flags < DEMO_LEARNER_HISTORY.flags && chance(`${k.key}:${daysAgo}:flag`) < 0.4) {
        await flagQuestion(tx, learner, k.question.id, new Date(at + 5_000));
        flags++;
      }
    }
    return at;
  };

  let dayIndex = 0;
  for (let daysAgo = days; daysAgo >= 1; daysAgo--) {
    if (!practised(daysAgo)) continue;
    let at = dayStart(daysAgo) + (8 * 60 + ((daysAgo * 53) % 360)) * MINUTE_MS;
    // First her reviews: a tutor session of cards due by tonight, the oldest due first (the bank's own draw),
    // as many as she has time for that day.
    const reviews = REVIEWS_PER_DAY[dayIndex % REVIEWS_PER_DAY.length]!;
    const due = await drawBankQuestions(tx, learner, { status: 'due', count: reviews }, new Date(at));
    if (due.length > 0) {
      const session = await openSession(tx, learner, { status: 'due', mode: 'tutor' }, due, new Date(at));
      at = await answerAll(
        session.id,
        due.map((q) => known.get(q.id)!),
        daysAgo,
        at,
        70_000,
      );
      await submitSessionRow(tx, learner, session.id, new Date(at + 20_000), false);
      at += 10 * MINUTE_MS;
    }
    // Then new questions: a tutor session of unseen ones of a few topics, the exams in turn.
    const exam = exams[dayIndex % exams.length]!;
    const fresh = queues.get(exam)!.splice(0, NEW_PER_DAY[dayIndex % NEW_PER_DAY.length]!);
    dayIndex++;
    if (fresh.length > 0) {
      const filters = {
        exam: exam as QuizExam,
        topics: [...new Set(fresh.map((k) => k.topic))],
        status: 'unseen' as const,
        mode: 'tutor' as const,
      };
      const row = await openSession(
        tx,
        learner,
        filters,
        fresh.map((k) => k.question),
        new Date(at),
      );
      at = await answerAll(row.id, fresh, daysAgo, at, 80_000);
      await submitSessionRow(tx, learner, row.id, new Date(at + 15_000), false);
      at += 30 * MINUTE_MS;
    }
    // The mock, sat once in the afternoon.
    if (daysAgo === mockDaysAgo) {
      const sat = await sitMock(
        tx,
        learner,
        input.mock,
        Math.max(at, dayStart(daysAgo) + 15 * 60 * MINUTE_MS),
      );
      for (const k of sat) {
        known.set(k.question.id, k);
        seen.set(k.question.id, (seen.get(k.question.id) ?? 0) + 1);
      }
    }
  }

  // The plan: the exam ten weeks from today (the plan's days are UTC dates).
  const examDate = new Date(
    Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`) + DEMO_LEARNER_HISTORY.examDaysAhead * DAY_MS,
  )
    .toISOString()
    .slice(0, 10);
  await saveStudyPlan(
    tx,
    learner,
    { exam: DEMO_LEARNER_HISTORY.exam, examDate, minutesPerDay: DEMO_LEARNER_HISTORY.minutesPerDay },
    now,
  );
  // The account, and its enrolments in the free courses, are older than its history.
  const joined = new Date(dayStart(days) - 2 * DAY_MS);
  await tx.update(users).set({ createdAt: joined }).where(eq(users.id, learner.id));
  await tx.update(enrollments).set({ activatedAt: joined }).where(eq(enrollments.userId, learner.id));
}

/**
 * The learner's first attempt of the free mock, through the exam engine: started, answered (most right: an
 * answer in five wrong, and one stem of each extended matching question) and submitted 25 minutes later.
 * Answers its questions, to be known to her reviews.
 */
async function sitMock(
  tx: Tx,
  learner: typeof users.$inferSelect,
  mock: { id: string; title: string; exam: string | null },
  at: number,
): Promise<Known[]> {
  const { attempt, questions } = await startAttempt(tx, learner, { id: mock.id }, new Date(at));
  const stored = new Map(
    (await tx.select().from(quizQuestions).where(eq(quizQuestions.quizId, mock.id))).map((q) => [q.id, q]),
  );
  const sat = questions.map((q) => {
    const row = stored.get(q.id)!;
    return { known: knownQuestion(frozenBankQuestion(row), mock.title, row.position, mock.exam ?? ''), row };
  });
  const given = sat.map(({ known: k, row }) => ({
    questionId: k.question.id,
    ...answerFor(k.question, k.question.type !== 'emq' && row.position % 5 !== 3, `${k.key}:mock`),
  }));
  await saveAnswers(tx, learner, attempt.id, given, new Date(at + 20 * MINUTE_MS));
  await submitAttempt(tx, learner, attempt.id, new Date(at + 25 * MINUTE_MS));
  return sat.map((s) => s.known);
}
