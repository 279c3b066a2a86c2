import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app';
import type { Database, Db } from '../../src/server/db/client';
import { createAdmin, createStudent, type StudentInput } from '../../src/server/db/factories';
import { loadConfig } from '../../src/server/env';
import { createTestDatabase } from './test-db';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  close(): Promise<void>;
};

/** The whole server on a fresh database, for `app.inject`. Close it in afterAll. */
export async function createTestApp(
  options: Partial<Omit<AppOptions, 'database'>> & {
    env?: NodeJS.ProcessEnv;
    /** Adds routes before the app is sealed (e.g. a route that fails on purpose). */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const { env, beforeReady, ...rest } = options;
  const config = { ...loadConfig({ DATA_DIR: '/nonexistent', ...env }), ...rest.config };
  const app = await buildApp({ ...rest, config, database });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The session cookie of a reply, ready to send back as a `cookie` header. */
export function sessionCookieOf(reply: { cookies: { name: string; value: string }[] }): string {
  const c = reply.cookies.find((x) => x.name === 'academy_session');
  if (!c) throw new Error('no session cookie in the reply');
  return `academy_session=${c.value}`;
}

/** Creates an admin and logs in; returns the cookie header. */
export async function loginAsAdmin(t: TestApp): Promise<string> {
  const admin = await createAdmin(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username: admin.username, password: admin.password },
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
  return sessionCookieOf(res);
}

/** Creates a student with an account and logs in; returns the cookie header and the student. */
export async function loginAsStudent(t: TestApp, input: StudentInput = {}) {
  const student = await createStudent(t.db, input);
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/student/login',
    payload: { studentId: student.studentId, password: student.password },
  });
  if (res.statusCode !== 200) throw new Error(`student login failed: ${res.body}`);
  return { cookie: sessionCookieOf(res), student };
}
