import {
  QUESTION_CSV_COLUMNS,
  QUESTION_CSV_EXAMPLES,
  QUESTION_CSV_MAX_BYTES,
  QUESTION_CSV_MAX_ROWS,
  QUESTION_CSV_MESSAGES,
  QUIZ_MESSAGES,
  questionToCsvRow,
} from '@medprep/shared';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { createQuiz } from './factories.ts';

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
let learner: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.signIn('instructor');
  other = await t.signIn('instructor');
  learner = await t.signIn('user');
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

function multipart(content: string | Buffer, field = 'file') {
  const boundary = `----medprep${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="questions.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const importCsv = (quizId: string, who: SignedIn | null, content: string | Buffer, field?: string) =>
  t.request({
    method: 'POST',
    url: `/api/instructor/mock/quizzes/${quizId}/import`,
    ...(who ? { token: who.token } : {}),
    ...multipart(content, field),
  });
const get = (url: string, who: SignedIn | null) =>
  t.request({ method: 'GET', url: `/api${url}`, ...(who ? { token: who.token } : {}) });
const questionsOf = async (quizId: string) =>
  (await get(`/instructor/mock/quizzes/${quizId}/questions`, owner)).json().items as {
    prompt: string;
    order: number;
    type: string;
    correctOptionIds: string[];
    points: number;
    stems: { correctOptionId: string }[];
  }[];

/** A CSV of these rows (column → value), with the layout's header. */
const csvOf = (rows: Record<string, string>[], columns: readonly string[] = QUESTION_CSV_COLUMNS) =>
  Papa.unparse({ fields: [...columns], data: rows.map((r) => columns.map((c) => r[c] ?? '')) });

const mcq = (prompt: string, answer = 'A') => ({ type: 'mcq', prompt, answer, option_A: 'a', option_B: 'b' });

describe('question import', () => {
  it('adds every row after the existing questions, in one go, and keeps the quiz figures', async () => {
    const { quiz } = await createQuiz(t.db, { ownerId: owner.id, published: false }, [
      { type: 'boolean' },
      { type: 'boolean' },
    ]);
    const res = await importCsv(
      quiz.id,
      owner,
      csvOf([
        { ...mcq('First imported'), points: '3' },
        { type: 'boolean', prompt: 'Second imported', answer: 'false' },
        { type: 'short', prompt: 'Third imported', answer: 'one|two' },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 3 });
    const list = await questionsOf(quiz.id);
    expect(list.map((q) => [q.order, q.prompt])).toEqual([
      [0, 'Question 1'],
      [1, 'Question 2'],
      [2, 'First imported'],
      [3, 'Second imported'],
      [4, 'Third imported'],
    ]);
    const detail = (await get(`/instructor/mock/quizzes/${quiz.id}`, owner)).json();
    expect(detail.quiz).toMatchObject({ questionCount: 5, totalPoints: 1 + 1 + 3 + 1 + 1 });
  });

  it('imports nothing when a row is wrong, and names each refused cell by row and column', async () => {
    const { quiz } = await createQuiz(t.db, { ownerId: owner.id, published: false }, [{ type: 'boolean' }]);
    const res = await importCsv(
      quiz.id,
      owner,
      csvOf([
        mcq('Fine'),
        mcq('Wrong letter', 'D'),
        { ...mcq('Image without alt'), image_1_url: 'https://example.org/x.png' },
        { type: 'essay', prompt: 'Unknown type' },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'validation_failed',
      message: QUESTION_CSV_MESSAGES.rejected,
      rows: [
        { row: 3, field: 'answer', message: QUIZ_MESSAGES.correctOptionUnknown },
        { row: 4, field: 'image_1_alt', message: QUIZ_MESSAGES.altRequired },
        { row: 5, field: 'type', message: QUESTION_CSV_MESSAGES.typeInvalid },
      ],
    });
    expect(await questionsOf(quiz.id)).toHaveLength(1);
  });

  it('refuses a header with an unknown or a missing column (row 1), and a file without questions', async () => {
    const { quiz } = await createQuiz(t.db, { ownerId: owner.id, published: false });
    const unknown = await importCsv(quiz.id, owner, 'type,promt\nmcq,x\n');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().rows).toEqual([
      { row: 1, field: 'promt', message: QUESTION_CSV_MESSAGES.unknownColumn },
      { row: 1, field: 'prompt', message: QUESTION_CSV_MESSAGES.missingColumn },
    ]);
    const empty = await importCsv(quiz.id, owner, `${QUESTION_CSV_COLUMNS.join(',')}\n\n`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().rows).toEqual([{ row: 2, field: 'type', message: QUESTION_CSV_MESSAGES.noRows }]);
  });

  it('reads the row numbers a spreadsheet shows: a cell over two lines stays one row, blank rows count', async () => {
    const { quiz } = await createQuiz(t.db, { ownerId: owner.id, published: false });
    const text = `type,prompt,answer,option_A,option_B\nmcq,"Two\nlines",A,a,b\n,,,,\nmcq,Bad,Z,a,b\n`;
    const res = await importCsv(quiz.id, owner, text);
    expect(res.json().rows).toEqual([
      { row: 4, field: 'answer', message: QUIZ_MESSAGES.correctOptionUnknown },
    ]);
  });

  it('imports an extended matching row as a question with its stems, and exports it back unchanged', async () => {
    const { quiz } = await createQuiz(t.db, { ownerId: owner.id, published: false });
    const example = QUESTION_CSV_EXAMPLES.find((q) => q.type === 'emq')!;
    const emq = questionToCsvRow(example);
    const res = await importCsv(quiz.id, owner, csvOf([emq]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 1 });
    const [stored] = await questionsOf(quiz.id);
    expect(stored?.type).toBe('emq');
    expect(stored?.stems.map((s) => s.correctOptionId)).toEqual(
      example.type === 'emq' ? example.stems.map((s) => s.correctOptionId) : [],
    );
    expect(stored?.points).toBe(example.type === 'emq' ? example.stems.reduce((n, s) => n + s.points, 0) : 0);
    const exported = await get(`/instructor/mock/quizzes/${quiz.id}/export.csv`, owner);
    const [row] = Papa.parse<Record<string, string>>(exported.body.replace(/^\uFEFF/, ''), {
      header: true,
    }).data;
    expect(row).toMatchObject({ type: 'emq', stem_1: emq.stem_1, stem_1_answer: emq.stem_1_answer });
  });

  it('refuses a file over the size or row limit (413) and a request without a file (400)', async () => {
    const { quiz } = await createQuiz(t.db, { ownerId: owner.id, published: false });
    const big = await importCsv(quiz.id, owner, Buffer.alloc(QUESTION_CSV_MAX_BYTES + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: 'payload_too_large', message: QUESTION_CSV_MESSAGES.tooLarge });
    const rows = Array.from({ length: QUESTION_CSV_MAX_ROWS + 1 }, (_, i) => `boolean,Q${i},true`);
    const many = await importCsv(quiz.id, owner, `type,prompt,answer\n${rows.join('\n')}\n`);
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toBe(QUESTION_CSV_MESSAGES.tooManyRows);
    const wrongField = await importCsv(quiz.id, owner, 'type,prompt\n', 'upload');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().fields).toEqual({ file: QUESTION_CSV_MESSAGES.noFile });
    const latin1 = await importCsv(
      quiz.id,
      owner,
      Buffer.from('type,prompt,answer\nboolean,Caf\xe9,true\n', 'latin1'),
    );
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json().message).toBe(QUESTION_CSV_MESSAGES.encoding);
    expect(await questionsOf(quiz.id)).toHaveLength(0);
  });

  it('is for the quiz’s author or an admin: another instructor gets 404, a learner 403, a guest 401', async () => {
    const { quiz } = await createQuiz(t.db, { ownerId: owner.id, published: false });
    const csv = csvOf([mcq('By whom')]);
    expect((await importCsv(quiz.id, other, csv)).statusCode).toBe(404);
    expect((await importCsv(quiz.id, learner, csv)).statusCode).toBe(403);
    expect((await importCsv(quiz.id, null, csv)).statusCode).toBe(401);
    expect((await get(`/instructor/mock/quizzes/${quiz.id}/export.csv`, other)).statusCode).toBe(404);
    expect((await get(`/instructor/mock/quizzes/${quiz.id}/export.csv`, learner)).statusCode).toBe(403);
    expect((await get('/instructor/mock/import-template.csv', learner)).statusCode).toBe(403);
    expect((await get('/instructor/mock/import-template.csv', null)).statusCode).toBe(401);
    expect((await importCsv(quiz.id, admin, csv)).json()).toEqual({ imported: 1 });
    expect((await questionsOf(quiz.id)).map((q) => q.prompt)).toEqual(['By whom']);
  });
});

describe('question export and template', () => {
  it('exports in the import’s layout, and importing the export elsewhere gives the same file back', async () => {
    const { quiz } = await createQuiz(t.db, { ownerId: owner.id, published: false });
    const source = csvOf([
      {
        ...mcq('=SUM(A1) is not a formula, "quoted", with, commas'),
        explanation: 'Line one\nLine two',
        topics: 'Anatomy|Upper limb',
        image_1_url: 'https://example.org/x.png',
        image_1_alt: 'An X-ray',
        points: '4',
      },
      { type: 'multi', prompt: 'Multi', answer: 'A|C', option_A: 'a', option_B: 'b', option_C: '-c' },
      { type: 'boolean', prompt: 'Boolean', answer: 'true' },
      { type: 'short', prompt: 'Short', answer: 'Café|cafe au lait' },
    ]);
    expect((await importCsv(quiz.id, owner, source)).json()).toEqual({ imported: 4 });
    const exported = await get(`/instructor/mock/quizzes/${quiz.id}/export.csv`, owner);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="${quiz.slug}-questions.csv"`);
    const parsed = Papa.parse<Record<string, string>>(exported.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.meta.fields).toEqual(QUESTION_CSV_COLUMNS);
    expect(parsed.data[0]).toMatchObject({ prompt: '\'=SUM(A1) is not a formula, "quoted", with, commas' });
    expect(parsed.data[1]).toMatchObject({ answer: 'A|C', option_C: "'-c" });

    const { quiz: copy } = await createQuiz(t.db, { ownerId: owner.id, published: false });
    expect((await importCsv(copy.id, owner, exported.body)).json()).toEqual({ imported: 4 });
    const again = await get(`/instructor/mock/quizzes/${copy.id}/export.csv`, owner);
    expect(again.body).toBe(exported.body);
    expect((await questionsOf(copy.id)).map((q) => q.prompt)[0]).toBe(
      '=SUM(A1) is not a formula, "quoted", with, commas',
    );
  });

  it('serves the template with the layout’s header and an example of every type', async () => {
    const res = await get('/instructor/mock/import-template.csv', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="question-import-template.csv"');
    const parsed = Papa.parse<Record<string, string>>(res.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.meta.fields).toEqual(QUESTION_CSV_COLUMNS);
    expect(parsed.data.map((r) => r.type)).toEqual(['mcq', 'multi', 'boolean', 'short', 'emq']);
    expect(parsed.data[4]).toMatchObject({
      stem_1_answer: 'B',
      stem_2_answer: 'C',
      option_H: 'Herpes zoster',
    });
  });
});
