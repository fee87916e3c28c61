/**
 * A CSV row checked as the builder checks a question: the cell mapping (question-csv.ts), then the same
 * CreateQuestionBody schema and `questionProblems`, every problem named by its CSV column.
 */
import { z } from 'zod';
import { QUESTION_OPTIONS_MIN } from './copy.ts';
import {
  type CsvCellProblem,
  type CsvQuestion,
  csvImageColumns,
  csvOptionColumn,
  csvStemColumns,
  type QuestionCsvRecord,
  questionFromCsvRow,
} from './question-csv.ts';
import { type QuestionDraft, questionProblems, stemPointsTotal } from './rules.ts';
import { CreateQuestionBody } from './schemas.ts';

/** A schema issue's path (options.2.text, media.0.alt, correctText…) → the CSV column it came from. */
export function csvColumnOf(path: readonly PropertyKey[]): string {
  const [head, index, leaf] = path;
  const i = typeof index === 'number' ? index : Number(index);
  if (head === 'options')
    return Number.isInteger(i) ? csvOptionColumn(i) : csvOptionColumn(QUESTION_OPTIONS_MIN - 1);
  if (head === 'media' && Number.isInteger(i)) {
    const columns = csvImageColumns(i);
    return leaf === 'alt' ? columns.alt : columns.url;
  }
  if (head === 'stems' && Number.isInteger(i)) {
    const columns = csvStemColumns(i);
    return leaf === 'correctOptionId' ? columns.answer : leaf === 'points' ? columns.points : columns.prompt;
  }
  if (head === 'correctOptionIds' || head === 'correctBoolean' || head === 'correctText') return 'answer';
  return typeof head === 'string' ? head : 'type';
}

/** The problems `questionProblems` finds, keyed by path 'options.1.text' → by column. */
const draftProblems = (draft: QuestionDraft): CsvCellProblem[] =>
  Object.entries(questionProblems(draft)).map(([path, message]) => ({
    field: csvColumnOf(path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p))),
    message,
  }));

/** The question a row gives, as the API would store it, or every problem of the row by column. */
export type CheckedCsvRow =
  | { ok: true; question: z.output<typeof CreateQuestionBody> }
  | { ok: false; problems: CsvCellProblem[] };

/** Checks one data row with the builder's rules: every problem found, each named by its column. */
export function checkQuestionCsvRow(row: QuestionCsvRecord): CheckedCsvRow {
  const mapped = questionFromCsvRow(row);
  if (!mapped.question) return { ok: false, problems: mapped.problems };
  return checkCsvQuestion(mapped.question);
}

function checkCsvQuestion(question: CsvQuestion): CheckedCsvRow {
  const problems: CsvCellProblem[] = [];
  const seen = new Set<string>();
  const add = (p: CsvCellProblem) => {
    if (seen.has(p.field)) return;
    seen.add(p.field);
    problems.push(p);
  };
  // An extended matching question's points are its stems' points.
  const input = question.type === 'emq' ? { ...question, points: stemPointsTotal(question.stems) } : question;
  const parsed = CreateQuestionBody.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add({ field: csvColumnOf(issue.path), message: issue.message });
    return { ok: false, problems };
  }
  const body = parsed.data;
  const draft: QuestionDraft = {
    type: body.type,
    prompt: body.prompt ?? '',
    points: body.points ?? 0,
    explanation: body.explanation ?? '',
    media: body.media ?? [],
    options: (body.options ?? []).map((o) => ({ text: o.text, media: o.media ?? [] })),
    correctOptionIds: body.correctOptionIds ?? [],
    correctBoolean: body.correctBoolean ?? null,
    correctText: body.correctText ?? [],
    topics: body.topics ?? [],
    stems: (body.stems ?? []).map((stem, i) => ({ ...stem, id: stem.id ?? String(i) })),
  };
  for (const p of draftProblems(draft)) add(p);
  if (problems.length) return { ok: false, problems };
  return { ok: true, question: body };
}

/** POST /instructor/mock/quizzes/{id}/import → how many questions were added (after the existing ones). */
export const QuestionImportResponse = z
  .object({ imported: z.number().int() })
  .meta({ id: 'QuestionImportResponse' });
export type QuestionImportResponse = z.infer<typeof QuestionImportResponse>;
/** One refused cell: its row as a spreadsheet numbers it (the header is row 1), its column and a sentence. */
export const QuestionImportProblem = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type QuestionImportProblem = z.infer<typeof QuestionImportProblem>;
/** The import's 400: nothing was imported; `rows` lists every refused cell (absent when the file itself was missing). */
export const QuestionImportErrorBody = z
  .object({
    error: z.string(),
    message: z.string(),
    rows: z.array(QuestionImportProblem).optional(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'QuestionImportError' });
export type QuestionImportErrorBody = z.infer<typeof QuestionImportErrorBody>;
