import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One statement; a named one is prepared once per connection on PostgreSQL. */
type Statement = { name?: string; text: string };

type Common = {
  /** One statement with its values, on either driver. */
  query<R>(statement: Statement, values?: unknown[]): Promise<{ rows: R[] }>;
  /**
   * Runs `fn` while no other instance on this database runs anything under the same `name`:
   * a PostgreSQL advisory lock held on a connection of its own (so `fn` keeps the whole pool);
   * on PGlite, which one process owns, a lock in this process.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
};

/**
 * The driver behind a `Db`: what the few statements that bypass Drizzle need (the batched hot
 * paths, the job queue's adapter, the start-up lock). Reached through `driverOf(db)`.
 */
export type Driver =
  | (Common & { kind: 'postgres'; pool: pg.Pool; url: string })
  | (Common & { kind: 'pglite'; pglite: PGlite });

const drivers = new WeakMap<object, Driver>();

/** The driver of a database handle made by `openDatabase`. */
export function driverOf(db: object): Driver {
  const driver = drivers.get(db);
  if (!driver) throw new Error('driverOf: this handle was not made by openDatabase');
  return driver;
}

export function registerDriver(db: object, driver: Driver): void {
  drivers.set(db, driver);
}

/** A lock key of 64 bits from a name, the same in every instance on the database. */
const lockKey = (name: string) => `academy:${name}`;

export function postgresDriver(pool: pg.Pool, url: string): Driver {
  return {
    kind: 'postgres',
    pool,
    url,
    async query<R>(statement: Statement, values: unknown[] = []) {
      const result = statement.name
        ? await pool.query({ name: statement.name, text: statement.text, values })
        : await pool.query(statement.text, values);
      return { rows: result.rows as R[] };
    },
    async exclusive(name, fn) {
      // Its own connection, outside the pool: a pool of one (the backup's) still runs `fn`.
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [lockKey(name)]);
        return await fn();
      } finally {
        // Ending the session releases the lock even if the unlock itself failed.
        await client
          .query('select pg_advisory_unlock(hashtextextended($1, 0))', [lockKey(name)])
          .catch(() => {});
        await client.end().catch(() => {});
      }
    },
  };
}

export function pgliteDriver(pglite: PGlite): Driver {
  const held = new Map<string, Promise<unknown>>();
  return {
    kind: 'pglite',
    pglite,
    async query<R>(statement: Statement, values: unknown[] = []) {
      const result = await pglite.query<R>(statement.text, values);
      return { rows: result.rows };
    },
    async exclusive(name, fn) {
      const before = held.get(name) ?? Promise.resolve();
      const run = before.catch(() => {}).then(fn);
      held.set(name, run);
      try {
        return await run;
      } finally {
        if (held.get(name) === run) held.delete(name);
      }
    },
  };
}
