/**
 * Importing questions from one CSV file through `POST /api/instructor/mock/quizzes/:id/import` on a fresh
 * database: a quarter each of single choice (4 options, an image with alt text), multiple choice, true/false and
 * short answer. A quiz holds at most QUIZ_QUESTIONS_MAX (500) questions, so each round times two requests on a
 * new quiz: a file of BENCH_ROWS (1,000) rows, every row parsed and checked with the builder's schema and then
 * refused with 409 at the quiz's limit, and a file of the quiz's limit, imported in one transaction. The whole
 * request is timed (multipart, parse, check, write); the median and the worst are printed.
 *
 *   npm run bench:question-import                                                        # PGlite, in memory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:question-import   # PostgreSQL scratch db
 */
import { randomUUID } from 'node:crypto';
import { QUESTION_CSV_COLUMNS, QUIZ_QUESTIONS_MAX } from '@medprep/shared';
import Papa from 'papaparse';
import { instructorApp, medianAndWorst, openScratchDatabase } from '../lib/scratch.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROWS = Number(process.env.BENCH_ROWS ?? 1000);

function row(i: number): Record<string, string> {
  const prompt = `Question ${i + 1}: a 54-year-old presents with chest pain radiating to the left arm. ${'Details. '.repeat(20)}`;
  const common = {
    prompt,
    explanation: 'Because. '.repeat(10),
    topics: 'Cardiology|Emergencies',
    points: '1',
  };
  switch (i % 4) {
    case 0:
      return {
        ...common,
        type: 'mcq',
        answer: 'C',
        option_A: 'Aspirin',
        option_B: 'Clopidogrel',
        option_C: 'Primary PCI',
        option_D: 'Thrombolysis',
        image_1_url: 'https://example.org/ecg.png',
        image_1_alt: 'An ECG with ST elevation in leads II, III and aVF',
      };
    case 1:
      return {
        ...common,
        type: 'multi',
        answer: 'A|B',
        option_A: 'Troponin',
        option_B: 'ECG',
        option_C: 'D-dimer',
      };
    case 2:
      return { ...common, type: 'boolean', answer: 'true' };
    default:
      return { ...common, type: 'short', answer: 'STEMI|ST elevation myocardial infarction' };
  }
}

function multipart(csv: string) {
  const boundary = `----bench${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="questions.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function main() {
  const { database, drop } = await openScratchDatabase('import');
  const { app, headers: auth } = await instructorApp(database);
  const columns = [...QUESTION_CSV_COLUMNS];
  const csvOf = (n: number) =>
    Papa.unparse({
      fields: columns,
      data: Array.from({ length: n }, (_, i) => {
        const r = row(i);
        return columns.map((c) => r[c] ?? '');
      }),
    });
  const files = { checked: csvOf(ROWS), imported: csvOf(QUIZ_QUESTIONS_MAX) };
  const timings: Record<keyof typeof files, number[]> = { checked: [], imported: [] };
  const send = async (quizId: string, kind: keyof typeof files, status: number) => {
    const { payload, headers } = multipart(files[kind]);
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/instructor/mock/quizzes/${quizId}/import`,
      headers: { ...auth, ...headers },
      payload,
    });
    timings[kind].push(performance.now() - started);
    if (res.statusCode !== status) throw new Error(`${kind}: ${res.statusCode} ${res.body}`);
  };
  for (let round = 0; round < ROUNDS; round++) {
    const quiz = await app.inject({
      method: 'POST',
      url: '/api/instructor/mock/quizzes',
      headers: auth,
      payload: { title: `Bench import ${round}` },
    });
    const id = quiz.json().quiz.id as string;
    await send(id, 'checked', 409);
    await send(id, 'imported', 200);
  }
  const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`;
  const fmt = medianAndWorst;
  console.log(
    `${database.engine}: ${ROUNDS} rounds, whole request (multipart, parse, check every row, write)`,
  );
  console.log(
    `  ${ROWS} rows (${kb(files.checked)}), checked, refused at the quiz limit: ${fmt(timings.checked)}`,
  );
  console.log(
    `  ${QUIZ_QUESTIONS_MAX} rows (${kb(files.imported)}), checked and imported:        ${fmt(timings.imported)}`,
  );
  await app.close();
  await database.close();
  await drop?.();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
