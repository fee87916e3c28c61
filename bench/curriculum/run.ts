/**
 * Saving the largest curriculum the API accepts (CURRICULUM_SECTIONS_MAX sections, CURRICULUM_LESSONS_MAX
 * lessons, a tenth of them text lessons of 2,000 characters) through `PUT /api/instructor/courses/:id/curriculum`
 * on a fresh database: the first save (every row new), a second save that keeps every id, renames and
 * reverses the order (every row updated), and one that drops half (updates and deletes). Each is timed over
 * BENCH_ROUNDS rounds on one course per round; the median and the worst are printed.
 *
 *   npm run bench:curriculum                                                        # PGlite, in memory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:curriculum   # PostgreSQL scratch db
 */
import { randomUUID } from 'node:crypto';
import { CURRICULUM_LESSONS_MAX, CURRICULUM_SECTIONS_MAX } from '@medprep/shared';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type Database, migrateDatabase, openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../apps/server/src/db/factories.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

async function openDatabase(): Promise<{ database: Database; drop?: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return { database: await openPglite() };
  const name = `bench_curriculum_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString());
  return {
    database,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const per = CURRICULUM_LESSONS_MAX / CURRICULUM_SECTIONS_MAX;
const firstCurriculum = () =>
  Array.from({ length: CURRICULUM_SECTIONS_MAX }, (_, s) => ({
    title: `Section ${s + 1}`,
    lessons: Array.from({ length: per }, (_, l) =>
      l === 0
        ? { title: `Reading ${s}.${l}`, type: 'text', textContent: 'Notes. '.repeat(285), durationSec: 600 }
        : {
            title: `Lesson ${s}.${l}`,
            type: 'video',
            youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
            durationSec: 300,
          },
    ),
  }));

type Saved = { id: string; title: string; lessons: Record<string, unknown>[] }[];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const { database, drop } = await openDatabase();
  await migrateDatabase(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: '/tmp/medprep-bench-unused',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app = await buildApp({ config, db: database.db, logger: false, serveWeb: false });
  await app.ready();
  const user = await createUser(database.db, { role: 'instructor' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: DEFAULT_TEST_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().accessToken}` };
  const timings: Record<'insert' | 'update' | 'delete', number[]> = { insert: [], update: [], delete: [] };

  const put = async (courseId: string, sections: unknown, kind: keyof typeof timings) => {
    const started = performance.now();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/instructor/courses/${courseId}/curriculum`,
      headers,
      payload: { sections },
    });
    timings[kind].push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${kind}: ${res.statusCode} ${res.body}`);
    return res.json().course.sections as Saved;
  };

  for (let round = 0; round < ROUNDS; round++) {
    const course = await app.inject({
      method: 'POST',
      url: '/api/instructor/courses',
      headers,
      payload: { title: `Bench ${round}` },
    });
    const id = course.json().course.id as string;
    const saved = await put(id, firstCurriculum(), 'insert');
    const renamed = [...saved].reverse().map((s) => ({
      id: s.id,
      title: `${s.title} (renamed)`,
      lessons: [...s.lessons].reverse().map((l) => ({ ...l, title: `${l.title} (renamed)` })),
    }));
    const updated = await put(id, renamed, 'update');
    await put(
      id,
      updated
        .slice(0, CURRICULUM_SECTIONS_MAX / 2)
        .map((s) => ({ id: s.id, title: s.title, lessons: s.lessons })),
      'delete',
    );
  }
  const fmt = (xs: number[]) => `median ${median(xs).toFixed(0)} ms, worst ${Math.max(...xs).toFixed(0)} ms`;
  console.log(
    `${database.engine}: ${CURRICULUM_SECTIONS_MAX} sections × ${per} lessons, ${ROUNDS} rounds (whole request: parse, validate, save, read back, serialize)`,
  );
  console.log(`  first save (all new):       ${fmt(timings.insert)}`);
  console.log(`  second save (all updated):  ${fmt(timings.update)}`);
  console.log(`  third save (half deleted):  ${fmt(timings.delete)}`);
  await app.close();
  await database.close();
  await drop?.();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
