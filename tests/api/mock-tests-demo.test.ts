import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptResult } from '#server/data/mock-attempt-results.ts';
import { listStudentTests } from '#server/data/mock-student-tests.ts';
import { testResults } from '#server/data/mock-test-results.ts';
import { listTests } from '#server/data/mock-tests.ts';
import type { Database } from '#server/db/client.ts';
import { loadDemoData } from '#server/seed/demo.ts';
import { users } from '#server/db/schema.ts';
import { createTestDatabase } from '../support/test-db';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  expect(await loadDemoData(database.db)).toBe(true);
});
afterAll(() => database.close());

describe('mock-test demo data', () => {
  it('has two published tests with ranked finished attempts, ties included', async () => {
    const tests = await listTests(database.db);
    expect(tests.map((t) => [t.title, t.status, t.questionCount])).toEqual(
      expect.arrayContaining([
        ['JEE Main Mock Test 1', 'open', 12],
        ['Computer Basics Practice Test', 'open', 5],
      ]),
    );
    const jee = tests.find((t) => t.title.startsWith('JEE'))!;
    const { rows } = await testResults(database.db, jee.id);
    expect(rows.map((r) => [r.score, r.rank])).toEqual([
      [43, 1],
      [30, 2],
      [30, 2],
      [18, 4],
    ]);
    expect(rows[1]!.percentile).toBe('75.0000000');
  });

  it('lets the demo student see a result and take both tests', async () => {
    const [me] = await database.db.select().from(users).where(eq(users.username, 'student'));
    const list = await listStudentTests(database.db, me!.id);
    expect(list.available.map((t) => t.title).sort()).toEqual([
      'Computer Basics Practice Test',
      'JEE Main Mock Test 1',
    ]);
    const finished = list.finished[0]!;
    const result = await attemptResult(database.db, me!.id, finished.lastAttemptId!);
    expect(result.total).toMatchObject({ correct: 4, wrong: 1, score: 15 });
    expect(result).toMatchObject({ rank: 2, takers: 3 });
    // The score at once, the review when the window closes (decision 045).
    expect(result.review).toBeNull();
    expect(Date.parse(result.reviewAt)).toBeGreaterThan(Date.now());
  });
});
