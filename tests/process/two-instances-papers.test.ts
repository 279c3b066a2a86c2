// Two instances of the real server on one PostgreSQL and one Redis (the README's "Deploying on
// several machines"): a mock test's key corrected through instance A reaches the paper instance B
// holds in memory (the change feed's `mock-papers` topic), so an attempt submitted through B is
// scored with the new key.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCourses } from '#shared/catalogue.ts';
import { registrationPayload } from '#server/seed/factories.ts';
import { mcqQuestion, mockTestCalls } from '../support/mock-test-calls';
import { fetchCall, loginCookie, processAcademy } from '../support/process-app';
import { answers, needs } from '../support/requires';

// A Redis database of its own (scale-out.test.ts uses 7), emptied first: limits counted by an
// earlier run must not refuse this one's logins.
const redisUrl = process.env.TEST_REDIS_URL_PAPERS ?? 'redis://127.0.0.1:6379/8';

let a: Awaited<ReturnType<typeof processAcademy>>;
let b: Awaited<ReturnType<Awaited<ReturnType<typeof processAcademy>>['twin']>>;

const { hostname, port } = new URL(redisUrl);
const runs = needs(
  `Redis at ${redisUrl}`,
  await answers(hostname, Number(port || 6379)),
  'start redis-server or set TEST_REDIS_URL_PAPERS',
);

describe.runIf(runs).sequential('two instances, one PostgreSQL and Redis: mock-test papers', () => {
  beforeAll(async () => {
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    await redis.quit();
    a = await processAcademy('postgres', 'papers');
    // B: the same database, uploads folder and Redis; its own process and port.
    b = await a.twin();
    await a.start({ REDIS_URL: redisUrl });
    await b.start({ REDIS_URL: redisUrl });
  }, 180_000);
  afterAll(async () => {
    await b?.stop();
    await a?.cleanup();
  }, 60_000);

  it('scores an attempt submitted through B with a key corrected through A', async () => {
    const admin = await loginCookie(a.server.baseUrl, '/auth/login', {
      username: 'admin',
      password: a.env.ADMIN_PASSWORD,
    });
    const body = registrationPayload({
      courses: [seedCourses()[0]!.name],
      emailAddress: `papers.${randomBytes(3).toString('hex')}@example.in`,
    });
    const registered = await fetch(`${a.server.baseUrl}/api/register-student`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(registered.status).toBe(201);
    const { studentId } = (await registered.json()) as { studentId: string };
    const student = await loginCookie(b.server.baseUrl, '/auth/student/login', {
      studentId,
      password: body.password,
    });
    const onA = mockTestCalls(
      fetchCall(() => a.server.baseUrl),
      admin,
    );
    const onB = mockTestCalls(
      fetchCall(() => b.server.baseUrl),
      admin,
    );
    const q = await onA.question(mcqQuestion('Which key holds?', 'A'));
    const test = await onA.publishedTest([q.id]);
    // B reads (and keeps) the paper with key A while the student takes the test there.
    const state = await onB.start(student, test.id);
    await onB.answer(student, state.attemptId, q.id, 'B');
    await onA.correctKey(test.id, q.id, 'B');
    await onB.submit(student, state.attemptId);

    const database = await a.open();
    try {
      const { rows } = await database.driver.query<{ score: number; correct: number }>(
        {
          text: 'select score_hundredths as score, correct_count as correct from mock_attempts where id = $1',
        },
        [state.attemptId],
      );
      expect(rows[0]).toEqual({ score: 400, correct: 1 });
    } finally {
      await database.close();
    }
  });
});
