/**
 * Who hears about a database's queries and exclusive jobs (the metrics of each app built on it). Keyed by
 * the driver's client (the pg pool or the PGlite instance), so the database layer knows no app.
 */
export interface DbObserver {
  query?(seconds: number, failed: boolean): void;
  job?(name: string, failed: boolean): void;
}

const observers = new WeakMap<object, Set<DbObserver>>();

export const clientOf = (db: unknown): object => (db as { $client: object }).$client;

/** Adds an observer of this database; returns its removal. */
export function observeDb(db: unknown, observer: DbObserver): () => void {
  const client = clientOf(db);
  const set = observers.get(client) ?? new Set<DbObserver>();
  observers.set(client, set);
  set.add(observer);
  return () => set.delete(observer);
}

export function observersOf(client: object): ReadonlySet<DbObserver> | undefined {
  const set = observers.get(client);
  return set?.size ? set : undefined;
}

/**
 * Times a query started with `start` (the driver's own call): a callback as its last argument is wrapped,
 * else the promise it returns is watched. Untouched when nobody observes.
 */
export function timedQuery<T>(client: object, args: unknown[], start: (args: unknown[]) => T): T {
  const set = observersOf(client);
  if (!set) return start(args);
  const began = performance.now();
  const done = (failed: boolean) => {
    const seconds = (performance.now() - began) / 1000;
    for (const observer of set) observer.query?.(seconds, failed);
  };
  const last = args.at(-1);
  if (typeof last === 'function') {
    const callback = last as (error: unknown, result: unknown) => void;
    return start([
      ...args.slice(0, -1),
      (error: unknown, result: unknown) => {
        done(Boolean(error));
        callback(error, result);
      },
    ]);
  }
  const result = start(args);
  if (result && typeof (result as { then?: unknown }).then === 'function') {
    (result as unknown as Promise<unknown>).then(
      () => done(false),
      () => done(true),
    );
  }
  return result;
}
