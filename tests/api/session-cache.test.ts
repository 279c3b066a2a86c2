import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSession,
  defaultSessionPolicy,
  deleteUserSessions,
  findSessionUser,
  type SessionPolicy,
} from '#server/data/sessions.ts';
import { createStudent, factoryHash } from '#server/seed/factories.ts';
import type { Database } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';
import { createTestDatabase, testDbKind } from '../support/test-db';
import { waitFor } from '../support/wait-for';

// A cached session older than 3 s is answered from the cache and re-read behind the request, so a
// student saving every few seconds never waits for the read; no entry is used once 5 s old.
describe('the session cache, refreshed ahead of its expiry', () => {
  let database: Database;
  let now = Date.now();
  const policy: SessionPolicy = { ...defaultSessionPolicy, now: () => now };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  async function cachedStudent() {
    const db = database.db;
    const student = await createStudent(db, { passwordHash: await factoryHash('student-pass-1') });
    const { token } = await createSession(db, student.user!.id, policy);
    expect(await findSessionUser(db, token, policy)).toBeDefined();
    return { db, userId: student.user!.id, token };
  }

  it('answers from the cache after 3 s and notices, behind it, a session ended elsewhere', async () => {
    const { db, userId, token } = await cachedStudent();
    // Ended by another instance: this process's cache is not told.
    await db.delete(sessions).where(eq(sessions.userId, userId));
    now += 3_500;
    expect((await findSessionUser(db, token, policy))?.id).toBe(userId);
    // Still 3.5 s after the first read: only the re-read behind the last answer can end it.
    await waitFor(async () => (await findSessionUser(db, token, policy)) === undefined, {
      message: 'the ended session refused',
    });
  });

  it('keeps a live session cached from the re-read, with what changed meanwhile', async () => {
    const { db, userId, token } = await cachedStudent();
    await db.update(users).set({ language: 'pa' }).where(eq(users.id, userId));
    now += 3_500;
    expect((await findSessionUser(db, token, policy))?.language).toBeUndefined();
    await waitFor(async () => (await findSessionUser(db, token, policy))?.language === 'pa', {
      message: 'the language read behind the cache',
    });
    // 6 s after the first read and 2.5 s after the re-read: answered from the re-read.
    await db.update(users).set({ language: 'hi' }).where(eq(users.id, userId));
    now += 2_500;
    expect((await findSessionUser(db, token, policy))?.language).toBe('pa');
  });
});

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
