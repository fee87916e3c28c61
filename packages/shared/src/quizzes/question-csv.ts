/**
 * Questions as CSV rows (bulk import and export). One layout for every question type, documented in
 * docs/decisions/560: a header row naming the columns, then one question a row. Lists inside a cell (topics,
 * a multi's correct letters, a short question's accepted answers) are separated by '|'. The mapping here is
 * pure: row → question input (checked cell by cell) and question → row; the whole-question rules are checked
 * by the same schema and `questionProblems` the builder uses (question-csv-schemas.ts).
 */
import {
  EMQ_OPTIONS_MAX,
  EMQ_OPTIONS_MIN,
  EMQ_STEMS_MAX,
  EMQ_STEMS_MIN,
  QUESTION_MEDIA_MAX,
  QUESTION_TYPES,
  QUIZ_DEFAULTS,
} from './copy.ts';
import { optionId } from './rules.ts';

/** The most data rows one file may carry, and its size. */
export const QUESTION_CSV_MAX_ROWS = 2000;
export const QUESTION_CSV_MAX_BYTES = 2 * 1024 * 1024;
/** Option columns option_A … option_Z, stem columns stem_1 … stem_10, image columns image_1 … image_4. */
export const QUESTION_CSV_OPTIONS = 26;
export const QUESTION_CSV_STEMS = 10;
export const QUESTION_CSV_IMAGES = QUESTION_MEDIA_MAX;
/** Separates the items of a list inside one cell. */
export const QUESTION_CSV_LIST_SEPARATOR = '|';
/** Every type a CSV row may name: every type the builder has. */
export const QUESTION_CSV_TYPES = QUESTION_TYPES;
export type QuestionCsvType = (typeof QUESTION_CSV_TYPES)[number];
/** The row number the header has (the first question is on row 2, as a spreadsheet numbers them). */
export const QUESTION_CSV_HEADER_ROW = 1;
export const QUESTION_CSV_TEMPLATE_NAME = 'question-import-template.csv';
export const questionCsvExportName = (slug: string) => `${slug}-questions.csv`;

export const csvOptionColumn = (index: number) => `option_${optionId(index)}`;
export const csvImageColumns = (index: number) => ({
  url: `image_${index + 1}_url`,
  alt: `image_${index + 1}_alt`,
});
export const csvStemColumns = (index: number) => ({
  prompt: `stem_${index + 1}`,
  answer: `stem_${index + 1}_answer`,
  points: `stem_${index + 1}_points`,
});

/** Every column, in the order the template and the export write them. */
export const QUESTION_CSV_COLUMNS: readonly string[] = [
  'type',
  'prompt',
  'points',
  'answer',
  'explanation',
  'topics',
  ...Array.from({ length: QUESTION_CSV_IMAGES }, (_, i) => Object.values(csvImageColumns(i))).flat(),
  ...Array.from({ length: QUESTION_CSV_OPTIONS }, (_, i) => csvOptionColumn(i)),
  ...Array.from({ length: QUESTION_CSV_STEMS }, (_, i) => Object.values(csvStemColumns(i))).flat(),
];

export const QUESTION_CSV_MESSAGES = {
  importQuestions: 'Import questions',
  exportCsv: 'Export as CSV',
  downloadTemplate: 'Download the template',
  chooseFile: 'Choose a CSV file',
  dropFile: 'Drop a CSV file here, or choose one.',
  uploading: 'Uploading the file',
  imported: (n: number) => `Imported ${n} ${n === 1 ? 'question' : 'questions'}`,
  importedNext: 'They are at the end of the question list below.',
  rejected: 'Nothing was imported: correct these cells and import the file again.',
  exported: 'The questions were saved as a CSV file.',
  exportFailed: 'The questions could not be exported.',
  templateFailed: 'The template could not be downloaded.',
  importFailed: 'The file could not be imported.',
  noFile: 'Choose a CSV file to import (multipart field "file").',
  notCsv: 'Choose a .csv file.',
  tooLarge: `A CSV file can be at most ${QUESTION_CSV_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyRows: `A CSV file can hold at most ${QUESTION_CSV_MAX_ROWS.toLocaleString('en-GB')} questions.`,
  noRows: 'The file has no questions: fill in a row under the header.',
  unreadable: 'This row could not be read as CSV (check its quotes).',
  tooManyCells: 'This row has more cells than the header has columns.',
  encoding: 'Save the file as CSV UTF-8: it holds characters that are not UTF-8.',
  unknownColumn: 'This column is not part of the layout: check its spelling against the template.',
  missingColumn: 'The header must name this column.',
  typeInvalid: `Type must be one of: ${QUESTION_CSV_TYPES.join(', ')}.`,
  wholeNumber: 'Give a whole number (or leave it empty for 1).',
  notForType: (type: string) => `Leave this cell empty: a ${type} question does not use it.`,
  gap: 'This cell is empty but a later one is filled: fill the columns in order.',
  letters: 'Give the correct options as letters (A, B …), separated by |.',
  letter: 'Give the correct option as one letter (A, B …).',
  booleanAnswer: 'Give true or false.',
  altWithoutImage: 'Give the image address in the column before this alt text.',
  emqOptions: `An extended matching question has ${EMQ_OPTIONS_MIN} to ${EMQ_OPTIONS_MAX} options.`,
  emqStems: `An extended matching question has ${EMQ_STEMS_MIN} to ${EMQ_STEMS_MAX} stems.`,
  stemPromptRequired: 'Give the stem’s text (its answer is filled in).',
  stemAnswerRequired: 'Give this stem’s answer as one of the option letters.',
  optionUnknown: 'This letter is not one of the question’s options.',
  quizFull: 'These questions would take the quiz past its limit of questions.',
} as const;

/** One CSV row as Papa Parse gives it with a header: column → cell text. */
export type QuestionCsvRecord = Record<string, string | undefined>;

interface CsvMedia {
  kind: 'image';
  url: string;
  alt: string;
}
/** A question of the builder's types as a CSV row gives it (the fields CreateQuestionBody takes). */
export interface CsvBasicQuestion {
  type: Exclude<(typeof QUESTION_TYPES)[number], 'emq'>;
  prompt: string;
  points: number;
  explanation: string;
  topics: string[];
  media: CsvMedia[];
  options: { text: string }[];
  correctOptionIds: string[];
  correctBoolean: boolean | null;
  correctText: string[];
}
/** An extended matching question as a CSV row gives it: the theme, its options, the stems. */
export interface CsvEmqQuestion {
  type: 'emq';
  prompt: string;
  explanation: string;
  topics: string[];
  media: CsvMedia[];
  options: { text: string }[];
  stems: { prompt: string; correctOptionId: string; points: number }[];
}
export type CsvQuestion = CsvBasicQuestion | CsvEmqQuestion;
/** A cell's problem: its column and a sentence. */
export interface CsvCellProblem {
  field: string;
  message: string;
}

/**
 * The export writes a cell that a spreadsheet would run as a formula (starting with =, +, -, @) with a leading
 * apostrophe; reading it back removes that apostrophe, so the round trip gives the same text.
 */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;
const unescapeFormula = (value: string) =>
  value.startsWith("'") && CSV_FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
const cell = (row: QuestionCsvRecord, column: string) => unescapeFormula((row[column] ?? '').trim());
const list = (value: string) =>
  value
    .split(QUESTION_CSV_LIST_SEPARATOR)
    .map((v) => v.trim())
    .filter(Boolean);

/** Filled cells of numbered columns, in order; a blank before a filled one is a gap. */
function numbered(
  row: QuestionCsvRecord,
  count: number,
  column: (i: number) => string,
  problems: CsvCellProblem[],
): string[] {
  const values = Array.from({ length: count }, (_, i) => cell(row, column(i)));
  let last = -1;
  values.forEach((v, i) => {
    if (v) last = i;
  });
  for (let i = 0; i < last; i += 1) {
    if (!values[i]) problems.push({ field: column(i), message: QUESTION_CSV_MESSAGES.gap });
  }
  return values.slice(0, last + 1);
}

function wholeNumber(row: QuestionCsvRecord, column: string, problems: CsvCellProblem[]): number {
  const value = cell(row, column);
  if (value === '') return QUIZ_DEFAULTS.points;
  if (!/^\d{1,9}$/.test(value)) {
    problems.push({ field: column, message: QUESTION_CSV_MESSAGES.wholeNumber });
    return QUIZ_DEFAULTS.points;
  }
  return Number(value);
}

/** Columns a type leaves empty: a filled one is refused (nothing is silently dropped). */
function unusedColumns(type: QuestionCsvType): string[] {
  const stems = Array.from({ length: QUESTION_CSV_STEMS }, (_, i) => Object.values(csvStemColumns(i))).flat();
  const options = Array.from({ length: QUESTION_CSV_OPTIONS }, (_, i) => csvOptionColumn(i));
  if (type === 'emq') return ['points', 'answer'];
  if (type === 'mcq' || type === 'multi') return stems;
  return [...stems, ...options];
}

function images(row: QuestionCsvRecord, problems: CsvCellProblem[]): CsvMedia[] {
  const out: CsvMedia[] = [];
  for (let i = 0; i < QUESTION_CSV_IMAGES; i += 1) {
    const columns = csvImageColumns(i);
    const url = cell(row, columns.url);
    const alt = cell(row, columns.alt);
    if (url) out.push({ kind: 'image', url, alt });
    else if (alt) problems.push({ field: columns.alt, message: QUESTION_CSV_MESSAGES.altWithoutImage });
  }
  return out;
}

const LETTER = /^[A-Z]{1,2}$/;

/**
 * A data row → the question it describes, or the problems of its cells (by column). Empty `points` and
 * `stem_n_points` mean 1; letters are read case-insensitively; cells of columns the type does not use must be
 * empty. Text lengths, alt text and the type's own rules are checked afterwards with the builder's schema.
 */
export function questionFromCsvRow(row: QuestionCsvRecord): {
  question: CsvQuestion | null;
  problems: CsvCellProblem[];
} {
  const problems: CsvCellProblem[] = [];
  const typeText = cell(row, 'type').toLowerCase();
  if (!(QUESTION_CSV_TYPES as readonly string[]).includes(typeText)) {
    return { question: null, problems: [{ field: 'type', message: QUESTION_CSV_MESSAGES.typeInvalid }] };
  }
  const type = typeText as QuestionCsvType;
  for (const column of unusedColumns(type)) {
    if (cell(row, column)) problems.push({ field: column, message: QUESTION_CSV_MESSAGES.notForType(type) });
  }
  const common = {
    prompt: cell(row, 'prompt'),
    explanation: cell(row, 'explanation'),
    topics: list(cell(row, 'topics')),
    media: images(row, problems),
  };
  const optionTexts =
    type === 'boolean' || type === 'short'
      ? []
      : numbered(row, QUESTION_CSV_OPTIONS, csvOptionColumn, problems);
  const options = optionTexts.map((text) => ({ text }));
  const letters = new Set(options.map((_, i) => optionId(i)));

  if (type === 'emq') {
    if (options.length < EMQ_OPTIONS_MIN || options.length > EMQ_OPTIONS_MAX)
      problems.push({ field: csvOptionColumn(options.length), message: QUESTION_CSV_MESSAGES.emqOptions });
    const stems: CsvEmqQuestion['stems'] = [];
    for (let i = 0; i < QUESTION_CSV_STEMS; i += 1) {
      const columns = csvStemColumns(i);
      const prompt = cell(row, columns.prompt);
      const answer = cell(row, columns.answer).toUpperCase();
      const pointsCell = cell(row, columns.points);
      if (!prompt && !answer && !pointsCell) continue;
      if (stems.length < i) problems.push({ field: columns.prompt, message: QUESTION_CSV_MESSAGES.gap });
      if (!prompt)
        problems.push({ field: columns.prompt, message: QUESTION_CSV_MESSAGES.stemPromptRequired });
      if (!answer)
        problems.push({ field: columns.answer, message: QUESTION_CSV_MESSAGES.stemAnswerRequired });
      else if (!LETTER.test(answer))
        problems.push({ field: columns.answer, message: QUESTION_CSV_MESSAGES.letter });
      else if (!letters.has(answer))
        problems.push({ field: columns.answer, message: QUESTION_CSV_MESSAGES.optionUnknown });
      stems.push({ prompt, correctOptionId: answer, points: wholeNumber(row, columns.points, problems) });
    }
    if (stems.length < EMQ_STEMS_MIN)
      problems.push({ field: csvStemColumns(stems.length).prompt, message: QUESTION_CSV_MESSAGES.emqStems });
    return { question: problems.length ? null : { type, ...common, options, stems }, problems };
  }

  const points = wholeNumber(row, 'points', problems);
  const answer = cell(row, 'answer');
  const base: CsvBasicQuestion = {
    type,
    ...common,
    points,
    options: [],
    correctOptionIds: [],
    correctBoolean: null,
    correctText: [],
  };
  if (type === 'mcq' || type === 'multi') {
    const chosen = list(answer.toUpperCase());
    if (chosen.some((l) => !LETTER.test(l)))
      problems.push({
        field: 'answer',
        message: type === 'mcq' ? QUESTION_CSV_MESSAGES.letter : QUESTION_CSV_MESSAGES.letters,
      });
    base.options = options;
    base.correctOptionIds = [...new Set(chosen)];
  } else if (type === 'boolean') {
    const value = answer.toLowerCase();
    if (value !== 'true' && value !== 'false')
      problems.push({ field: 'answer', message: QUESTION_CSV_MESSAGES.booleanAnswer });
    base.correctBoolean = value === 'true';
  } else {
    base.correctText = list(answer);
  }
  return { question: problems.length ? null : base, problems };
}

/** A question (as its author sees it) → its CSV row, every column present; the import reads it back unchanged. */
export function questionToCsvRow(question: CsvQuestion): Record<string, string> {
  const row: Record<string, string> = Object.fromEntries(QUESTION_CSV_COLUMNS.map((c) => [c, '']));
  row.type = question.type;
  row.prompt = question.prompt;
  row.explanation = question.explanation;
  row.topics = question.topics.join(QUESTION_CSV_LIST_SEPARATOR);
  question.media.slice(0, QUESTION_CSV_IMAGES).forEach((m, i) => {
    const columns = csvImageColumns(i);
    row[columns.url] = m.url;
    row[columns.alt] = m.alt;
  });
  question.options.slice(0, QUESTION_CSV_OPTIONS).forEach((o, i) => {
    row[csvOptionColumn(i)] = o.text;
  });
  if (question.type === 'emq') {
    question.stems.slice(0, QUESTION_CSV_STEMS).forEach((s, i) => {
      const columns = csvStemColumns(i);
      row[columns.prompt] = s.prompt;
      row[columns.answer] = s.correctOptionId;
      row[columns.points] = String(s.points);
    });
    return row;
  }
  row.points = String(question.points);
  if (question.type === 'mcq' || question.type === 'multi')
    row.answer = question.correctOptionIds.join(QUESTION_CSV_LIST_SEPARATOR);
  else if (question.type === 'boolean') row.answer = question.correctBoolean ? 'true' : 'false';
  else row.answer = question.correctText.join(QUESTION_CSV_LIST_SEPARATOR);
  return row;
}
