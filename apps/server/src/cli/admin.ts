import { parseArgs } from 'node:util';
import { AUDIT_ACTIONS, EMAIL_PATTERN, normalizeEmail, PASSWORD_MIN_LENGTH } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { createUser } from '../db/factories.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { users } from '../db/schema/index.ts';
import { recordAudit, SYSTEM_AUDIT } from '../modules/audit/index.ts';
import { changeUserRole } from '../modules/auth/service.ts';
import { describeError } from '../platform/redact.ts';

const USAGE = 'Usage: npm run admin -- --email <email> [--password <password>] [--name <name>]';

/** Promotes the account with this email to admin, creating it when a password is given. */
export async function makeAdmin(
  db: Db,
  input: { email: string; password?: string; name?: string },
): Promise<'promoted' | 'created' | 'already-admin'> {
  const email = normalizeEmail(input.email);
  if (!EMAIL_PATTERN.test(email)) throw new Error(`Not a valid email address: ${input.email}`);
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email));
  if (existing) {
    if (existing.role === 'admin') return 'already-admin';
    // A role change by the command is on the audit trail too, with no actor (the system).
    await db.transaction(async (tx) => {
      await changeUserRole(tx, existing.id, 'admin');
      await recordAudit(tx, SYSTEM_AUDIT, {
        action: AUDIT_ACTIONS.userRoleChanged,
        target: { kind: 'user', id: existing.id },
        subjectUserId: existing.id,
        changes: { role: [existing.role, 'admin'] },
        at: new Date(),
      });
    });
    return 'promoted';
  }
  if (!input.password) throw new Error(`No account with the email ${email}. Pass --password to create it.`);
  if (input.password.trim().length < PASSWORD_MIN_LENGTH) {
    throw new Error(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  await createUser(db, {
    email,
    password: input.password,
    name: input.name ?? 'Administrator',
    role: 'admin',
  });
  return 'created';
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  if (!values.email) {
    console.error(USAGE);
    process.exit(2);
  }
  const { openDatabaseForCommand } = await import('./database.ts');
  let opened: Awaited<ReturnType<typeof openDatabaseForCommand>> | undefined;
  try {
    opened = await openDatabaseForCommand();
    const outcome = await makeAdmin(opened.database.db, {
      email: values.email,
      password: values.password,
      name: values.name,
    });
    const messages = {
      promoted: `${values.email} is now an admin.`,
      created: `Created the admin account ${values.email}.`,
      'already-admin': `${values.email} is already an admin.`,
    };
    console.log(messages[outcome]);
  } catch (error) {
    // A failed statement's parameters (the email, the password's hash) never reach the console.
    console.error(error instanceof DataDirLockedError ? error.message : describeError(error));
    process.exitCode = 1;
  } finally {
    await opened?.database.close();
    opened?.release?.();
  }
}
