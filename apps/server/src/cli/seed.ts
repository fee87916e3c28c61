import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { createMembership, createUser } from '../db/factories.ts';
import { users } from '../db/schema/index.ts';

/** The demo accounts the README lists. */
export const DEMO_ACCOUNTS = {
  learner: {
    name: 'Amira Khan',
    email: 'learner@example.com',
    password: 'learn-medicine-2026',
    role: 'user',
  },
  member: { name: 'Tom Okafor', email: 'member@example.com', password: 'member-access-2026', role: 'user' },
  instructor: {
    name: 'Dr Eleanor Hughes',
    email: 'instructor@example.com',
    password: 'teach-medicine-2026',
    role: 'instructor',
  },
  admin: { name: 'Sam Patel', email: 'admin@example.com', password: 'admin-review-2026', role: 'admin' },
} as const;

/** Seeds demo data into an empty database; a database with any user is left alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  await seedDemo(db);
  return true;
}

export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const created: Record<string, { id: string }> = {};
    for (const [key, account] of Object.entries(DEMO_ACCOUNTS)) {
      created[key] = await createUser(tx, account);
    }
    await createMembership(tx, { userId: created.member!.id, plan: 'yearly' });
  });
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const { openDatabaseForCommand } = await import('./database.ts');
  const { database, release } = await openDatabaseForCommand();
  try {
    const seeded = await seedIfEmpty(database.db);
    console.log(seeded ? 'Demo data seeded.' : 'The database already has users; nothing seeded.');
  } finally {
    await database.close();
    release?.();
  }
}
