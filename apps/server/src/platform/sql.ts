/**
 * Small SQL helpers every module uses the same way: LIKE patterns from user text, and single-row queries.
 */

/** Escapes LIKE's wildcards (`%`, `_`) and its escape character (`\`), so user text matches literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An `ilike`/`like` pattern for "contains this text", the text taken literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** The first row of a query (a Drizzle query is awaitable), or undefined. */
export async function one<Row>(query: PromiseLike<Row[]>): Promise<Row | undefined> {
  const [row] = await query;
  return row;
}

/** The first row of a query, or the given error (typically `notFound(…)`) when there is none. */
export async function oneOrThrow<Row>(query: PromiseLike<Row[]>, error: () => Error): Promise<Row> {
  const [row] = await query;
  if (row === undefined) throw error();
  return row;
}
