import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { appRoot } from '../lib/app-root';
import { pgliteDriver, postgresDriver, registerDriver, type Driver } from './driver';
import * as schema from './tables';

/** One Drizzle type for both drivers: their query APIs are the same. */
export type Db = NodePgDatabase<typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: a data function taking a Conn runs alone or inside its caller's transaction. */
export type Conn = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The driver under `db` (also `driverOf(db)`): raw statements, the job queue, locks. */
  driver: Driver;
  /**
   * Applies the committed migrations in `drizzle/` (or in `folder`: tests of a migration), under
   * the `migrations` lock: instances started together apply each migration once, one at a time.
   */
  migrate(folder?: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (read by the metrics at scrape time). */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  /** PGlite only: the whole data folder as a gzipped tarball (tests copy a migrated template). */
  dump?: () => Promise<Blob>;
};

export const migrationsFolder = path.join(appRoot, 'drizzle');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** Opens PostgreSQL (when given a URL) or the embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema });
    const driver = postgresDriver(pool, options.url);
    registerDriver(db, driver);
    return {
      db,
      kind: 'postgres',
      driver,
      migrate: (folder = migrationsFolder) =>
        driver.exclusive('migrations', () => migrateNodePg(db, { migrationsFolder: folder })),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
    };
  }
  if (options.dataDir)
    await mkdir(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  // Loaded only for the embedded database: a server on PostgreSQL never loads PGlite.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create({
    // PostgreSQL's default 128 MB of shared buffers is touched at start: 32 MB holds a school's
    // data many times over, and the process starts with ~100 MB less memory and in less time.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const driver = pgliteDriver(client);
  registerDriver(db, driver);
  return {
    db,
    kind: 'pglite',
    driver,
    migrate: (folder = migrationsFolder) =>
      driver.exclusive('migrations', () =>
        migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: folder }),
      ),
    ping: async () => void (await client.query('select 1')),
    dump: () => client.dumpDataDir('gzip'),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
