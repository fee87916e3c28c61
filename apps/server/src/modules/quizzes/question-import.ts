/**
 * A quiz's questions as CSV, for its author or an admin (others 404): import (every row checked first, then
 * all added in one transaction after the existing questions, or none), export in the same layout, and the
 * template with an example of every type.
 */
import {
  type CsvQuestion,
  checkQuestionCsvRow,
  QUESTION_CSV_COLUMNS,
  QUESTION_CSV_EXAMPLES,
  QUESTION_CSV_HEADER_ROW,
  QUESTION_CSV_MAX_ROWS,
  QUESTION_CSV_MESSAGES,
  QUIZ_QUESTIONS_MAX,
  type QuestionCsvRecord,
  type QuestionImportProblem,
  questionToCsvRow,
} from '@medprep/shared';
import { count, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Db } from '../../db/client.ts';
import { quizQuestions } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, conflict } from '../../platform/errors.ts';
import { loadOwnQuiz, type QuestionRow } from './authoring.ts';
import { assignStemIds, lockQuiz, questionRows, recount } from './questions.ts';

type StoredQuestion = Omit<typeof quizQuestions.$inferInsert, 'quizId' | 'position'>;

/** The import's answer: how many were added, or every refused cell (nothing added). */
export type ImportOutcome = { imported: number } | { problems: QuestionImportProblem[] };

const REQUIRED_COLUMNS = ['type', 'prompt'];
const KNOWN_COLUMNS = new Set(QUESTION_CSV_COLUMNS);
const isBlank = (record: QuestionCsvRecord) => Object.values(record).every((v) => !v?.trim());

/** The file's text: UTF-8 (a leading byte-order mark dropped), else refused. */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new AppError('validation_failed', QUESTION_CSV_MESSAGES.encoding, {
      fields: { file: QUESTION_CSV_MESSAGES.encoding },
    });
  }
}

/**
 * Reads and checks every row. Row numbers are a spreadsheet's: the header is row 1, the first question row 2
 * (a cell spanning several lines stays one row); blank rows are skipped but keep their number.
 */
export function readQuestionCsv(text: string): {
  questions: StoredQuestion[];
  problems: QuestionImportProblem[];
} {
  const parsed = Papa.parse<QuestionCsvRecord>(text, { header: true, skipEmptyLines: false });
  const problems: QuestionImportProblem[] = [];
  const columns = parsed.meta.fields ?? [];
  for (const column of columns) {
    if (!KNOWN_COLUMNS.has(column.trim()))
      problems.push({
        row: QUESTION_CSV_HEADER_ROW,
        field: column,
        message: QUESTION_CSV_MESSAGES.unknownColumn,
      });
  }
  for (const column of REQUIRED_COLUMNS) {
    if (!columns.some((c) => c.trim() === column))
      problems.push({
        row: QUESTION_CSV_HEADER_ROW,
        field: column,
        message: QUESTION_CSV_MESSAGES.missingColumn,
      });
  }
  if (problems.length) return { questions: [], problems };

  const refused = new Map<number, string>();
  for (const error of parsed.errors) {
    if (error.row === undefined || error.code === 'TooFewFields') continue;
    refused.set(
      error.row,
      error.code === 'TooManyFields' ? QUESTION_CSV_MESSAGES.tooManyCells : QUESTION_CSV_MESSAGES.unreadable,
    );
  }
  const data = parsed.data.map((record) =>
    Object.fromEntries(Object.entries(record).map(([k, v]) => [k.trim(), typeof v === 'string' ? v : ''])),
  );
  const filled = data.filter((record) => !isBlank(record)).length;
  if (filled > QUESTION_CSV_MAX_ROWS)
    throw new AppError('payload_too_large', QUESTION_CSV_MESSAGES.tooManyRows);

  const questions: StoredQuestion[] = [];
  data.forEach((record, index) => {
    const row = index + QUESTION_CSV_HEADER_ROW + 1;
    const unreadable = refused.get(index);
    if (unreadable) {
      problems.push({ row, field: 'row', message: unreadable });
      return;
    }
    if (isBlank(record)) return;
    const checked = checkQuestionCsvRow(record);
    if (!checked.ok) {
      for (const p of checked.problems) problems.push({ row, ...p });
      return;
    }
    const q = checked.question;
    questions.push({
      type: q.type,
      prompt: q.prompt ?? '',
      points: q.points ?? 0,
      explanation: q.explanation ?? '',
      media: q.media ?? [],
      options: (q.options ?? []).map((o) => ({ text: o.text, media: o.media ?? [] })),
      correctOptionIds: q.correctOptionIds ?? [],
      correctBoolean: q.correctBoolean ?? null,
      correctText: q.correctText ?? [],
      topics: q.topics ?? [],
      stems: assignStemIds(q.stems ?? [], []),
    });
  });
  if (!problems.length && !questions.length)
    problems.push({ row: QUESTION_CSV_HEADER_ROW + 1, field: 'type', message: QUESTION_CSV_MESSAGES.noRows });
  return { questions, problems };
}

/** Imports a CSV file's questions after the quiz's existing ones: all of them, or none. */
export async function importQuestions(
  db: Db,
  user: AuthUser,
  quizId: string,
  file: Buffer,
  now: Date,
): Promise<ImportOutcome> {
  const { quiz } = await loadOwnQuiz(db, user, quizId);
  const { questions, problems } = readQuestionCsv(decode(file));
  if (problems.length) return { problems };
  await db.transaction(async (tx) => {
    await lockQuiz(tx, quiz.id);
    const [stats] = await tx
      .select({ n: count(), last: sql<number | null>`max(${quizQuestions.position})` })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quiz.id));
    if ((stats?.n ?? 0) + questions.length > QUIZ_QUESTIONS_MAX)
      throw conflict(QUESTION_CSV_MESSAGES.quizFull);
    const start = stats?.last === null || stats?.last === undefined ? 0 : Number(stats.last) + 1;
    await tx.insert(quizQuestions).values(
      questions.map((q, i) => ({
        ...q,
        quizId: quiz.id,
        position: start + i,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await recount(tx, quiz.id, now);
  });
  return { imported: questions.length };
}

/** A stored question as the CSV layout carries it (images on options are not part of the layout). */
function csvQuestionOf(row: QuestionRow): CsvQuestion {
  const common = {
    prompt: row.prompt,
    explanation: row.explanation,
    topics: row.topics,
    media: row.media,
    options: row.options.map((o) => ({ text: o.text })),
  };
  if (row.type === 'emq')
    return {
      type: 'emq',
      ...common,
      stems: row.stems.map((s) => ({
        prompt: s.prompt,
        correctOptionId: s.correctOptionId,
        points: s.points,
      })),
    };
  return {
    type: row.type,
    prompt: row.prompt,
    points: row.points,
    explanation: row.explanation,
    topics: row.topics,
    media: row.media,
    options: row.options.map((o) => ({ text: o.text })),
    correctOptionIds: row.correctOptionIds,
    correctBoolean: row.correctBoolean,
    correctText: row.correctText,
  };
}

/** CSV text with a byte-order mark (so spreadsheets read it as UTF-8); formula-like cells are escaped. */
function toCsv(questions: CsvQuestion[]): string {
  const data = questions.map((q) => {
    const row = questionToCsvRow(q);
    return QUESTION_CSV_COLUMNS.map((c) => row[c] ?? '');
  });
  return `\uFEFF${Papa.unparse({ fields: [...QUESTION_CSV_COLUMNS], data }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}

/** The quiz's questions in order, in the import's layout, and the file name to save it under. */
export async function exportQuestions(db: Db, user: AuthUser, quizId: string) {
  const { quiz } = await loadOwnQuiz(db, user, quizId);
  const rows = await questionRows(db, quiz.id);
  return { slug: quiz.slug, csv: toCsv(rows.map(csvQuestionOf)) };
}

/** The template: the header and one example question of every type. */
export const questionImportTemplate = () => toCsv([...QUESTION_CSV_EXAMPLES]);
