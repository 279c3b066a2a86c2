import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSession,
  defaultSessionPolicy,
  deleteUserSessions,
  findSessionUser,
} from '../../src/server/data/sessions';
import { createStudent, factoryHash } from '../../src/server/db/factories';
import type { Database } from '../../src/server/db/client';
import { createTestDatabase, testDbKind } from '../support/test-db';

// A read on another connection between a session delete and its commit still sees the session;
// it must not put it back in the per-process cache, where it would outlive the commit.
describe.runIf(testDbKind() === 'postgres')('the session cache and ending sessions', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('forgets a session read before the delete committed', async () => {
    const db = database.db;
    const student = await createStudent(db, { passwordHash: await factoryHash('student-pass-1') });
    const userId = student.user!.id;
    const { token } = await createSession(db, userId, defaultSessionPolicy);
    expect(await findSessionUser(db, token, defaultSessionPolicy)).toBeDefined();

    await db.transaction(async (tx) => {
      await deleteUserSessions(tx, userId);
      // Another connection, before the commit: the row is still there for it.
      expect(await findSessionUser(db, token, defaultSessionPolicy)).toBeDefined();
    });

    expect(await findSessionUser(db, token, defaultSessionPolicy)).toBeUndefined();
  });
});
