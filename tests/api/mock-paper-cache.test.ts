import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetMockCaches } from '#server/data/mock-cache.ts';
import { cachedPaper, cachedPaperIn } from '#server/data/mock-paper.ts';
import { createQuestion } from '#server/data/mock-questions.ts';
import { createTest } from '#server/data/mock-tests.ts';
import type { Database } from '#server/db/client.ts';
import { questionInputSchema } from '#shared/mock-question-bank.ts';
import { testInputSchema } from '#shared/mock-test-builder.ts';
import { createTestDatabase } from '../support/test-db';

let database: Database;
let testId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const question = await createQuestion(
    database.db,
    questionInputSchema.parse({
      type: 'numerical',
      text: 'N1',
      range: { min: '1', max: '1' },
      subject: 'Maths',
    }),
  );
  const test = await createTest(
    database.db,
    testInputSchema.parse({
      title: 'Cache',
      durationMinutes: 10,
      windowStart: '2026-01-01T00:00:00Z',
      windowEnd: '2026-01-02T00:00:00Z',
      sections: [{ title: 'Maths', questionIds: [question.id] }],
    }),
  );
  testId = test.id;
});
afterAll(() => database.close());

describe('the paper cache inside a transaction', () => {
  // On PGlite's one connection, awaiting a paper another request is still reading through `db`
  // would wait for this transaction for ever: the test then fails by its timeout.
  it('never waits for a read through db that is still loading', { timeout: 30_000 }, async () => {
    const db = database.db;
    await forgetMockCaches(db);
    let outside: Promise<unknown> | undefined;
    const inside = await db.transaction(async (tx) => {
      outside = cachedPaper(db, testId);
      return cachedPaperIn(db, tx, testId);
    });
    expect(inside.test.id).toBe(testId);
    expect(await outside).toMatchObject({ test: { id: testId } });
    // Once loaded, the cached paper serves transactions too.
    const again = await db.transaction((tx) => cachedPaperIn(db, tx, testId));
    expect(again).toBe(await cachedPaper(db, testId));
  });
});
