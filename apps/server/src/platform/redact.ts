/**
 * The one redaction every error goes through before it reaches a log (the logger's serializers, the
 * request error handler and the background jobs through them, and the crash at start in main.ts).
 *
 * Database errors carry their values in several places: drizzle's `DrizzleQueryError` message is
 * `Failed query: <sql>\nparams: <values>` and it keeps `params`; PGlite's errors keep `params` too;
 * PostgreSQL quotes values after a colon in its messages (`invalid input syntax for type uuid: "…"`) and
 * in `detail` (`Key (email)=(someone@example.com) already exists.`, `Failing row contains (…)`). What is
 * kept: the SQLSTATE code, the first clause of the message, the constraint, table and column names, the
 * statement's shape (its SQL text with `$1` placeholders and string literals masked) and the shape of a key
 * detail with its values masked. Never the parameters, never a value.
 */

export interface RedactedError {
  type: string;
  code?: string;
  message: string;
  /** The statement's SQL text with placeholders ($1), never its parameters. */
  statement?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** PostgreSQL's detail of a key violation with the key's values masked (other details are dropped). */
  detail?: string;
  stack?: string;
}

interface DatabaseErrorLike {
  code: string;
  message?: string;
  detail?: unknown;
  constraint?: string;
  table?: string;
  column?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const STATEMENT_MAX = 2000;
const MESSAGE_MAX = 500;
const MASK = '…';

/** Marks what redactError returned, so that a redacted error given to the logger again is kept as it is. */
const REDACTED = Symbol('redacted');

function chain(error: unknown): object[] {
  const found: object[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    found.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return found;
}

function findDatabaseError(errors: object[]): DatabaseErrorLike | null {
  for (const candidate of errors as (Partial<DatabaseErrorLike> & { severity?: unknown })[]) {
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code) && 'severity' in candidate) {
      return candidate as DatabaseErrorLike;
    }
  }
  return null;
}

/** The SQL text of the failed statement (drizzle's `query`, PGlite's `query`), or undefined. */
function findStatement(errors: object[]): string | undefined {
  for (const candidate of errors as { query?: unknown }[]) {
    if (typeof candidate.query === 'string') return candidate.query;
  }
  return undefined;
}

/** A statement's shape: placeholders stay, string literals (a value written into the SQL) are masked. */
export function statementShape(text: string): string {
  const masked = text
    .replace(/\$([A-Za-z_]\w*)?\$[\s\S]*?\$\1\$/g, `'${MASK}'`)
    .replace(/'(?:[^']|'')*'/g, `'${MASK}'`)
    .replace(/\s+/g, ' ')
    .trim();
  return masked.length > STATEMENT_MAX ? `${masked.slice(0, STATEMENT_MAX)}${MASK}` : masked;
}

const KEY_DETAIL =
  /^Key \((.+?)\)=\(.*\) (already exists|is not present in table "[^"]*"|is still referenced from table "[^"]*")\.$/s;
const EXCLUSION_DETAIL = /^Key \((.+?)\)=\(.*\) conflicts with existing key \((.+?)\)=\(.*\)\.$/s;

/** A key violation's detail with its values masked; any other detail (`Failing row contains (…)`) is dropped. */
export function maskDetail(detail: unknown): string | undefined {
  if (typeof detail !== 'string') return undefined;
  const key = KEY_DETAIL.exec(detail);
  if (key) return `Key (${key[1]})=(${MASK}) ${key[2]}.`;
  const exclusion = EXCLUSION_DETAIL.exec(detail);
  if (exclusion)
    return `Key (${exclusion[1]})=(${MASK}) conflicts with existing key (${exclusion[2]})=(${MASK}).`;
  return undefined;
}

/** A message with anything from `params:` on cut, in case an error's text embeds a failed query's values. */
function scrubMessage(message: string): string {
  return redactText(message).slice(0, MESSAGE_MAX);
}

/** A log message (a string) with anything from `params:` on cut: drizzle's failed query text ends so. */
export function redactText(text: string): string {
  const cut = text.indexOf('params:');
  return cut >= 0 ? `${text.slice(0, cut).trimEnd()} [parameters redacted]` : text;
}

/** Stack frames only: the first lines of a stack repeat the message, which may hold the statement's values. */
function frames(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const lines = stack.split('\n').filter((line) => line.startsWith('    at '));
  return lines.length ? lines.slice(0, 15).join('\n') : undefined;
}

function branded(value: RedactedError): RedactedError {
  Object.defineProperty(value, REDACTED, { value: true, enumerable: false });
  return value;
}

/** An error as a log may show it. */
export function redactError(error: unknown): RedactedError {
  if (error && typeof error === 'object' && REDACTED in error) return error as unknown as RedactedError;
  if (!(error instanceof Error)) {
    return branded({ type: typeof error, message: 'A value that is not an Error was thrown.' });
  }
  const errors = chain(error);
  const db = findDatabaseError(errors);
  const statement = findStatement(errors);
  const isQueryError =
    statement !== undefined ||
    errors.some((e) => 'params' in e || 'parameters' in e) ||
    error.message.includes('Failed query:');
  if (db || isQueryError) {
    const clause = (db?.message ?? 'database query failed').split(':')[0]!.slice(0, 200);
    const detail = maskDetail(db?.detail);
    return branded({
      type: 'DatabaseError',
      ...(db?.code ? { code: db.code } : {}),
      message: clause,
      ...(statement ? { statement: statementShape(statement) } : {}),
      ...(db?.constraint ? { constraint: db.constraint } : {}),
      ...(db?.table ? { table: db.table } : {}),
      ...(db?.column ? { column: db.column } : {}),
      ...(detail ? { detail } : {}),
      ...(error.stack ? { stack: frames(error.stack) } : {}),
    });
  }
  const code = (error as { code?: unknown }).code;
  return branded({
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: scrubMessage(error.message),
    ...(error.stack ? { stack: frames(error.stack) } : {}),
  });
}

/**
 * An error as a console line or a few (a crash at start, a command that failed): its type and code (left
 * out for a plain Error, whose message says it all, like a configuration error), its message, and what
 * redactError keeps of a database error. No stack: the message is what the person starting it acts on.
 */
export function describeError(error: unknown): string {
  const e = redactError(error);
  const head = e.type === 'Error' && !e.code ? '' : `${e.type}${e.code ? ` ${e.code}` : ''}: `;
  const lines = [`${head}${e.message}`];
  if (e.constraint) lines.push(`constraint: ${e.constraint}`);
  if (e.table) lines.push(`table: ${e.table}`);
  if (e.column) lines.push(`column: ${e.column}`);
  if (e.detail) lines.push(`detail: ${e.detail}`);
  if (e.statement) lines.push(`statement: ${e.statement}`);
  return lines.join('\n  ');
}
