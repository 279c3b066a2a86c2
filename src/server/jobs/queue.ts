import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type Db as BossDb } from 'pg-boss';
import type { Database } from '#server/db/client.ts';
import type { Driver } from '#server/db/driver.ts';
import type { JobDefinition, JobDeps, JobMode, JobQueue, JobCount } from './define';

/** pg-boss's tables live in their own schema beside the app's. */
const jobSchema = 'pgboss';

/** The driver as pg-boss takes it; PGlite's single connection serialises every statement. */
function bossDb(driver: Driver): BossDb {
  if (driver.kind === 'pglite') return fromPglite(driver.pglite);
  const { pool } = driver;
  return { executeSql: (text, values) => pool.query(text, values as unknown[]) };
}

/**
 * A pg-boss on the app's database. Only a `running` one supervises, keeps the cron schedules and
 * registers itself; the others just install, create queues or send.
 */
function newBoss(database: Database, running: boolean): PgBoss {
  return new PgBoss({
    db: bossDb(database.driver),
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: jobSchema,
    supervise: running,
    schedule: running,
    registerInstance: running,
    // Jobs of a dead process (no heartbeat) are retried within about half a minute.
    superviseIntervalSeconds: 20,
    monitorIntervalSeconds: 20,
    // OpenTelemetry is not used; its no-op spans still cost a little on every job.
    openTelemetry: { enabled: false },
  });
}

/**
 * Starts pg-boss on the app's database (the app's pool on PostgreSQL, PGlite's one connection on
 * the embedded database), creates or updates the queues of `definitions`, and in `run` mode
 * starts a worker per queue and the cron schedules. pg-boss installs or migrates its own schema
 * (under the `job-schema` lock: see `startLocked`).
 */
export async function startJobQueue(options: {
  database: Database;
  definitions: readonly JobDefinition<never>[];
  mode: JobMode;
  log: FastifyBaseLogger;
  deps: Omit<JobDeps, 'jobs'>;
}): Promise<JobQueue> {
  const { database, definitions, mode, log } = options;
  const running = mode === 'run';
  const boss = newBoss(database, running);
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
  boss.on('warning', (warning: { message: string }) =>
    log.warn({ warning: warning.message }, 'job queue warning'),
  );
  await startLocked(database, boss);

  for (const d of definitions) {
    await boss.createQueue(d.name, d.queue);
    const { policy: _policy, partition: _partition, ...changeable } = d.queue;
    // An existing queue takes this version's retries and expiry (its policy stays as made).
    if (Object.keys(changeable).length > 0) await boss.updateQueue(d.name, changeable);
  }

  const workers = new Map<string, string>();
  const queue: JobQueue = {
    mode,
    async send(definition, data, { key, startAfter }) {
      const id = await boss.send(definition.name, data, {
        singletonKey: key,
        ...(startAfter ? { startAfter } : {}),
      });
      // A job due now is picked up here at once, not at the worker's next poll; other instances
      // find it at theirs.
      const worker = workers.get(definition.name);
      if (id && worker && (!startAfter || startAfter.getTime() <= Date.now())) {
        boss.notifyWorker(worker);
      }
      return id;
    },
    counts: () => jobCounts(database.driver, definitions),
    async stop() {
      // Running jobs finish (or, past the timeout, are retried by whichever instance is up).
      await boss.stop({ graceful: true, timeout: 5_000, close: false });
    },
  };
  if (!running) return queue;

  const deps: JobDeps = { ...options.deps, jobs: queue };
  for (const d of definitions) {
    const workerId = await boss.work<object>(
      d.name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: d.pollSeconds ?? 2 },
      async ([job]) => {
        if (!job) return;
        const started = Date.now();
        try {
          const output = await d.run(job as never, deps);
          log.debug({ job: d.name, id: job.id, ms: Date.now() - started }, 'job done');
          return output ?? undefined;
        } catch (err) {
          log.warn({ err, job: d.name, id: job.id, retry: job.retryCount }, 'job failed');
          throw err;
        }
      },
    );
    workers.set(d.name, workerId);
    const cron = typeof d.cron === 'function' ? d.cron(deps.config) : d.cron;
    if (cron) {
      // One schedule per queue (re-saving it on every start keeps its cron current); a slot
      // missed while no instance ran is sent once.
      await boss.schedule(d.name, cron, null, { key: 'default', missed: 'once' });
    } else if (d.cron) {
      // Turned off by a setting: the schedule an earlier start saved goes.
      await boss.unschedule(d.name, 'default');
    }
  }
  return queue;
}

/**
 * Installs (or migrates) the queue's schema and creates the queues, without starting any work:
 * the test suites' template databases carry it, so each test app starts in milliseconds.
 */
export async function installJobSchema(
  database: Database,
  definitions: readonly JobDefinition<never>[],
): Promise<void> {
  const boss = newBoss(database, false);
  await startLocked(database, boss);
  for (const d of definitions) await boss.createQueue(d.name, d.queue);
  await boss.stop({ graceful: false, close: false });
}

/**
 * pg-boss creates its schema before taking its own lock: two instances starting together on a
 * new database both try, and one fails. Its start runs under the `job-schema` lock here.
 */
async function startLocked(database: Database, boss: PgBoss): Promise<void> {
  await database.driver.exclusive('job-schema', async () => void (await boss.start()));
}

/** The counts of `definitions`' queues straight from the job table. */
async function jobCounts(
  driver: Driver,
  definitions: readonly JobDefinition<never>[],
): Promise<JobCount[]> {
  const names = definitions.map((d) => d.name);
  const { rows } = await driver.query<{ name: string; state: string; n: number }>(
    {
      text: `select name, state::text as state, count(*)::int as n from ${jobSchema}.job
             where name = any($1::text[]) and state in ('created', 'retry', 'active', 'failed')
             group by 1, 2`,
    },
    [names],
  );
  return names.map((queue) => {
    const of = (...states: string[]) =>
      rows
        .filter((r) => r.name === queue && states.includes(r.state))
        .reduce((sum, r) => sum + Number(r.n), 0);
    return {
      queue,
      queued: of('created', 'retry'),
      active: of('active'),
      failed: of('failed'),
    };
  });
}

/** A key that never repeats: for a job asked for by hand ("run this now"). */
export const onceKey = (what: string) => `${what}:${randomUUID()}`;
