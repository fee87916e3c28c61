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
import { CURRICULUM_LESSONS_MAX, CURRICULUM_SECTIONS_MAX } from '@medprep/shared';
import { instructorApp, medianAndWorst, openScratchDatabase } from '../lib/scratch.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

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

async function main() {
  const { database, drop } = await openScratchDatabase('curriculum');
  const { app, headers } = await instructorApp(database);
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
  const fmt = medianAndWorst;
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
