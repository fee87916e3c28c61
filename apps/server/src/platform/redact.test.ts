import { GENERIC_ERROR_MESSAGES } from '@medprep/shared';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createTestDatabase, testConfig } from '../test/helpers.ts';
import { describeError, maskDetail, redactError, statementShape } from './redact.ts';

const EMAIL = 'private.person@example.com';
const NAME = 'Private Person';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$privatehashvalue';
const INSERT = 'insert into "users" ("email", "name", "password_hash") values ($1, $2, $3) returning "id"';

/** The error node-postgres raises for a duplicate email, wrapped as drizzle wraps it. */
function duplicateEmailError(): DrizzleQueryError {
  const cause = new pg.DatabaseError(
    'duplicate key value violates unique constraint "users_email_unique"',
    0,
    'error',
  );
  Object.assign(cause, {
    severity: 'ERROR',
    code: '23505',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    constraint: 'users_email_unique',
    table: 'users',
    schema: 'public',
  });
  return new DrizzleQueryError(INSERT, [EMAIL, NAME, HASH], cause);
}

describe('the redaction of an error', () => {
  it('keeps a failed query’s statement, code and constraint, and masks or drops every value', () => {
    const error = duplicateEmailError();
    expect(error.message).toContain(EMAIL); // what drizzle itself would print
    const redacted = redactError(error);
    expect(redacted).toMatchObject({
      type: 'DatabaseError',
      code: '23505',
      message: 'duplicate key value violates unique constraint "users_email_unique"',
      statement: INSERT,
      constraint: 'users_email_unique',
      table: 'users',
      detail: 'Key (email)=(…) already exists.',
    });
    const printed = `${JSON.stringify(redacted)}\n${describeError(error)}`;
    for (const secret of [EMAIL, NAME, 'privatehashvalue', '$argon2id', 'params']) {
      expect(printed, secret).not.toContain(secret);
    }
    expect(describeError(error)).toContain(`statement: ${INSERT}`);
  });

  it('finds the query error under another error’s cause, and cuts a message that embeds one', () => {
    const wrapped = new Error('seeding failed', { cause: duplicateEmailError() });
    expect(redactError(wrapped)).toMatchObject({ type: 'DatabaseError', code: '23505', statement: INSERT });
    const embedded = new Error(`seeding failed: ${duplicateEmailError().message}`);
    expect(JSON.stringify(redactError(embedded))).not.toContain(EMAIL);
    const plain = new TypeError(`bad input\nparams: ${EMAIL}`);
    expect(redactError(plain)).toMatchObject({
      type: 'TypeError',
      message: 'bad input [parameters redacted]',
    });
  });

  it('masks values written into a statement and keeps only the shape of a key detail', () => {
    expect(statementShape(`select * from users where email = '${EMAIL}' and id = $1`)).toBe(
      `select * from users where email = '…' and id = $1`,
    );
    expect(statementShape("select $$it's$$, $tag$x$tag$")).toBe(`select '…', '…'`);
    expect(maskDetail('Key (lower(email::text))=(a@b.c) already exists.')).toBe(
      'Key (lower(email::text))=(…) already exists.',
    );
    expect(maskDetail('Key (owner_id)=(0b6c…) is not present in table "users".')).toBe(
      'Key (owner_id)=(…) is not present in table "users".',
    );
    expect(
      maskDetail(
        'Key (tutor_id, during)=(1, ["2026-01-01 10:00",)) conflicts with existing key (tutor_id, during)=(1, [x,y)).',
      ),
    ).toBe('Key (tutor_id, during)=(…) conflicts with existing key (tutor_id, during)=(…).');
    expect(maskDetail(`Failing row contains (1, ${EMAIL}, ${NAME}).`)).toBeUndefined();
    expect(maskDetail(undefined)).toBeUndefined();
  });

  it('is the same for an error redacted twice, and says what was thrown when it is not an Error', () => {
    const once = redactError(duplicateEmailError());
    expect(redactError(once)).toBe(once);
    expect(redactError('a string')).toEqual({
      type: 'string',
      message: 'A value that is not an Error was thrown.',
    });
  });
});

describe('the log of a statement that fails', () => {
  let database: Database;
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
      serveWeb: false,
    });
    // A handler that writes the same email twice through the app's own database.
    app.post(
      '/api/test/duplicate-email',
      { config: { access: 'public' }, schema: { hide: true } },
      async () => {
        await database.db.insert(users).values({ email: EMAIL, name: NAME, passwordHash: HASH });
        await database.db.insert(users).values({ email: EMAIL, name: NAME, passwordHash: HASH });
        return {};
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

  it('holds the statement’s shape and the key’s name, never the email, name or hash', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/duplicate-email' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal', message: GENERIC_ERROR_MESSAGES.internal });
    const logged = entries().find((e) => e.msg === 'unhandled error') as {
      err: { type: string; code: string; statement: string; detail?: string };
    };
    expect(logged.err).toMatchObject({ type: 'DatabaseError', code: '23505' });
    expect(logged.err.statement).toMatch(/^insert into "users" \(.*"email".*\) values \(.*\$1.*\)/);
    if (logged.err.detail) expect(logged.err.detail).toMatch(/^Key \(.+\)=\(…\) already exists\.$/);
    const log = lines.join('');
    for (const secret of [EMAIL, NAME, 'privatehashvalue', '$argon2id', 'params:']) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('holds the same for a background job’s error, whichever key it is logged under', async () => {
    // The jobs (payment sweep, mail, hold sweep) log their failures through the app's logger.
    const failed = await database.db
      .insert(users)
      .values({ email: EMAIL, name: NAME, passwordHash: HASH })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    lines.length = 0;
    app.log.error({ err: failed }, 'payment sweep failed');
    app.log.warn({ error: failed }, 'mail delivery failed');
    app.log.error(failed as Error);
    app.log.error({ err: failed });
    app.log.error(`sweep: ${(failed as Error).message}`);
    const logged = entries();
    expect(logged).toHaveLength(5);
    expect(logged[4]?.msg).toMatch(/^sweep: Failed query: insert into "users" .* \[parameters redacted\]$/);
    for (const entry of logged.slice(0, 4)) {
      const err = (entry.err ?? entry.error) as { type: string; statement: string };
      expect(err.type).toBe('DatabaseError');
      expect(err.statement).toContain('insert into "users"');
    }
    const log = lines.join('');
    for (const secret of [EMAIL, NAME, 'privatehashvalue', '$argon2id', 'params:']) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
