import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { loadConfig } from '#server/env.ts';
import { createChangeFeed } from '#server/lib/change-feed.ts';
import { mcqQuestion, mockTestCalls, type Call } from '../support/mock-test-calls';
import { answers, needs } from '../support/requires';
import { createTestApp, type TestApp } from '../support/test-app';
import { testDbKind } from '../support/test-db';

// One change feed between instances (lib/change-feed.ts): in-process without Redis; through
// Redis with REDIS_URL, where each instance drops what another changed.

describe('the change feed in one process', () => {
  it('tells every subscriber of a topic, and no other topic’s', async () => {
    const feed = await createChangeFeed();
    const seen: string[] = [];
    const off = feed.subscribe('mock-papers', (detail) => seen.push(`papers:${detail}`));
    feed.subscribe('catalogue', (detail) => seen.push(`catalogue:${detail}`));
    await feed.publish('mock-papers', '7');
    off();
    await feed.publish('mock-papers', '8');
    await feed.publish('catalogue');
    expect(seen).toEqual(['papers:7', 'catalogue:undefined']);
    await feed.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const { hostname, port } = new URL(redisUrl);
// On the embedded database there is one instance; on PostgreSQL a missing Redis is a skipped
// leg, said so (and a failure under CI=true).
const runs =
  testDbKind() === 'postgres' &&
  needs(
    `Redis at ${redisUrl}`,
    await answers(hostname, Number(port || 6379)),
    'start redis-server or set TEST_REDIS_URL',
  );

describe.runIf(runs)('mock-test papers across instances (Redis)', () => {
  const feedPrefix = `academy:test:changes:${randomBytes(4).toString('hex')}`;
  let a: TestApp;
  let second: Database;
  let b: FastifyInstance;

  beforeAll(async () => {
    const env = { DATA_DIR: '/nonexistent', REDIS_URL: redisUrl };
    a = await createTestApp({ env, feedPrefix });
    // Instance B: its own connections (and so its own caches) to the same database.
    const driver = a.database.driver;
    if (driver.kind !== 'postgres') throw new Error('PostgreSQL only');
    second = await openDatabase({ kind: 'postgres', url: driver.url, max: 2 });
    b = await buildApp({ config: loadConfig(env), database: second, feedPrefix, jobs: 'enqueue' });
  });
  afterAll(async () => {
    await b?.close();
    await second?.close();
    await a?.close();
  });

  const via =
    (app: () => FastifyInstance): Call =>
    async (method, url, cookie, payload) => {
      const res = await app().inject({ method, url, payload, headers: { cookie } });
      return { status: res.statusCode, body: res.body };
    };

  it('scores an attempt submitted through B with a key corrected through A', async () => {
    const onA = mockTestCalls(
      via(() => a.app),
      a.admin.cookie,
    );
    const onB = mockTestCalls(
      via(() => b),
      a.admin.cookie,
    );
    const q = await onA.question(mcqQuestion('Which option?', 'A'));
    const test = await onA.publishedTest([q.id]);
    const s = await a.newStudent({ firstName: 'Gurleen' });
    // B reads (and keeps) the paper with key A while the student takes the test there.
    const state = await onB.start(s.cookie, test.id);
    await onB.answer(s.cookie, state.attemptId, q.id, 'B');

    await onA.correctKey(test.id, q.id, 'B');
    await onB.submit(s.cookie, state.attemptId);

    const { rows } = await a.db.execute<{ score_hundredths: number; correct_count: number }>(
      sql`select score_hundredths, correct_count from mock_attempts where id = ${state.attemptId}`,
    );
    expect(rows[0]).toEqual({ score_hundredths: 400, correct_count: 1 });
  });
});
