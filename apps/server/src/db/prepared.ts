import type { Db } from './client.ts';

/**
 * A statement of a hot path, built once per database and then only executed with new values: Drizzle does
 * not rebuild its SQL text, and PostgreSQL receives it by name (parsed and planned once per connection, then
 * Bind/Execute only). `name` must be unique in the app; the statement must take every varying value as a
 * `sql.placeholder`. For statements whose best plan depends on the values (searches), use an unnamed one.
 */
export function preparedStatement<P extends { execute: (values?: never) => unknown }>(
  name: string,
  build: (db: Db, name: string) => P,
): (db: Db) => P {
  const perDb = new WeakMap<Db, P>();
  return (db) => {
    let prepared = perDb.get(db);
    if (!prepared) {
      prepared = build(db, name);
      perDb.set(db, prepared);
    }
    return prepared;
  };
}
