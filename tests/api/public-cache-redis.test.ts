import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { seedCatalogue } from '#server/seed/seed-catalogue.ts';
import { loadConfig } from '#server/env.ts';
import type { CatalogueCategory } from '#shared/catalogue.ts';
import { courseForm } from '../support/course-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { needs } from '../support/requires';
import { testDbKind } from '../support/test-db';
import { waitFor } from '../support/wait-for';

// Several instances on one PostgreSQL: an admin's change through one instance empties the public
// cache of the others through Redis (REDIS_URL). Runs when the database is PostgreSQL and Redis
// answers (TEST_REDIS_URL, default redis://127.0.0.1:6379).

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

// On the embedded database this file has nothing to run; on PostgreSQL a missing Redis is a
// skipped leg, said so (and a failure under CI=true).
const runs =
  testDbKind() === 'postgres' &&
  needs(
    `Redis at ${redisUrl}`,
    await redisAnswers(redisUrl),
    'start redis-server or set TEST_REDIS_URL',
  );
type Catalogue = { categories: CatalogueCategory[] };

describe.runIf(runs)('public cache across instances (Redis)', () => {
  const channel = `academy:test:changes:${randomBytes(4).toString('hex')}`;
  let a: TestApp;
  let b: FastifyInstance;
  let alone: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'academy-redis-'));
    const env = { DATA_DIR: dataDir, REDIS_URL: redisUrl };
    a = await createTestApp({ env, feedPrefix: channel });
    await seedCatalogue(a.db);
    // A second instance on the same database and channel, and one without Redis.
    b = await buildApp({ config: loadConfig(env), database: a.database, feedPrefix: channel });
    alone = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await alone?.close();
    await a?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const names = async (app: FastifyInstance) =>
    (await app.inject('/api/catalogue'))
      .json<Catalogue>()
      .categories.flatMap((c) => c.courses)
      .map((c) => c.name);

  it('shows a course edited through one instance on the other', async () => {
    for (const app of [a.app, b, alone]) expect(await names(app)).toContain('Graphic Design');
    const course = (await a.app.inject('/api/catalogue'))
      .json<Catalogue>()
      .categories.flatMap((c) => c.courses)
      .find((c) => c.slug === 'graphic-design')!;
    const form = await courseForm(
      { name: 'Graphic Design Pro', code: course.code, price: String(course.price) },
      { file: null, image: null },
    );
    const res = await a.app.inject({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      ...form,
      headers: { ...form.headers, cookie: a.admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(await names(a.app)).toContain('Graphic Design Pro');
    await waitFor(async () => (await names(b)).includes('Graphic Design Pro'), {
      message: 'the other instance to show the edit',
    });
    // Without Redis an instance keeps what it read: the message is what made the difference.
    expect(await names(alone)).toContain('Graphic Design');
    expect(await names(alone)).not.toContain('Graphic Design Pro');
  });
});
