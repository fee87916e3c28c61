/**
 * A CSV row checked as the builder checks a question: the cell mapping (question-csv.ts), then the same
 * CreateQuestionBody schema and `questionProblems`, every problem named by its CSV column.
 */
import { z } from 'zod';
import { text } from '../fields/schemas.ts';
import { OPTION_TEXT_MAX, QUESTION_OPTIONS_MIN, QUESTION_POINTS_MAX, QUESTION_PROMPT_MAX } from './copy.ts';
import {
  type CsvCellProblem,
  type CsvEmqQuestion,
  type CsvQuestion,
  csvImageColumns,
  csvOptionColumn,
  csvStemColumns,
  type QuestionCsvRecord,
  questionFromCsvRow,
} from './question-csv.ts';
import { type QuestionDraft, questionProblems } from './rules.ts';
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

/** An extended matching question's text limits (the builder's bounds for prompts, options and points). */
const EmqCsvSchema = z.object({
  prompt: text({ max: QUESTION_PROMPT_MAX, multiline: true, label: 'Theme' }),
  options: z.array(z.object({ text: text({ max: OPTION_TEXT_MAX, label: 'Option text', min: 1 }) })),
  stems: z.array(
    z.object({
      prompt: text({ max: QUESTION_PROMPT_MAX, multiline: true, label: 'Stem' }),
      correctOptionId: z.string(),
      points: z
        .number()
        .int()
        .min(0)
        .max(QUESTION_POINTS_MAX, `Points must be at most ${QUESTION_POINTS_MAX}.`),
    }),
  ),
});

/** The question a row gives, as the API would store it, or every problem of the row by column. */
export type CheckedCsvRow =
  | { ok: true; question: z.output<typeof CreateQuestionBody>; emq: null }
  | { ok: true; question: null; emq: CsvEmqQuestion }
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
  if (question.type === 'emq') {
    const parsed = EmqCsvSchema.safeParse(question);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        add({ field: csvColumnOf(issue.path), message: issue.message });
    }
    const media = CreateQuestionBody.shape.media.safeParse(question.media);
    if (!media.success) {
      for (const issue of media.error.issues)
        add({ field: csvColumnOf(['media', ...issue.path]), message: issue.message });
    }
    if (problems.length) return { ok: false, problems };
    return { ok: true, question: null, emq: question };
  }
  const parsed = CreateQuestionBody.safeParse(question);
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
  };
  for (const p of draftProblems(draft)) add(p);
  if (problems.length) return { ok: false, problems };
  return { ok: true, question: body, emq: null };
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
