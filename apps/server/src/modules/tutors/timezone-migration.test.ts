import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ianaTimeZones, isIanaTimeZone } from '@medprep/shared';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import { tutorProfiles } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';

/** The migration's hand-written statement, run as the migrator runs it (docs/decisions/671). */
const migration = readFileSync(join(MIGRATIONS_FOLDER, '0032_tutor_timezones.sql'), 'utf8');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the tutor time-zone migration (0032)', () => {
  it('turns every zone the schema refuses into Europe/London and keeps every zone it accepts', async () => {
    const stored = {
      'Asia/Kolkata': 'Asia/Kolkata',
      'Asia/Calcutta': 'Asia/Calcutta',
      'America/Argentina/Buenos_Aires': 'America/Argentina/Buenos_Aires',
      UTC: 'UTC',
      'london time': 'Europe/London',
      'europe/london': 'Europe/London',
      'US/Eastern': 'Europe/London',
      EST: 'Europe/London',
      '': 'Europe/London',
    };
    const tutors: SignedIn[] = [];
    for (const timezone of Object.keys(stored)) {
      const tutor = await t.signIn('instructor');
      await t.db.insert(tutorProfiles).values({ userId: tutor.id, timezone });
      tutors.push(tutor);
    }
    await t.db.execute(sql.raw(migration));
    await t.db.execute(sql.raw(migration)); // twice: nothing more changes
    const rows = await t.db
      .select({ userId: tutorProfiles.userId, timezone: tutorProfiles.timezone })
      .from(tutorProfiles)
      .where(
        inArray(
          tutorProfiles.userId,
          tutors.map((u) => u.id),
        ),
      );
    const after = tutors.map((u) => rows.find((r) => r.userId === u.id)?.timezone);
    expect(after).toEqual(Object.values(stored));
    for (const zone of after) expect(isIanaTimeZone(zone!)).toBe(true);
  });

  it('keeps every zone this runtime lists', () => {
    const kept = new Set([...migration.matchAll(/'([^']+)'/g)].map((m) => m[1]));
    expect(ianaTimeZones().filter((zone) => !kept.has(zone))).toEqual([]);
  });
});
