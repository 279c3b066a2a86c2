import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '#server/app.ts';
import { createSession, defaultSessionPolicy } from '#server/data/sessions.ts';
import type { Database, Db } from '#server/db/client.ts';
import {
  createAdmin,
  createStudent,
  createTeacherUser,
  factoryHash,
  type StudentInput,
} from '#server/seed/factories.ts';
import { loadConfig } from '#server/env.ts';
import { createTestDatabase } from './test-db';

type Admin = Awaited<ReturnType<typeof createAdmin>>;
type Student = Awaited<ReturnType<typeof createStudent>>;
export type AdminSession = { cookie: string; user: Admin };
export type StudentSession = { cookie: string; student: Student };
export type TeacherSession = {
  cookie: string;
  teacher: Awaited<ReturnType<typeof createTeacherUser>>;
};

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** Made up front, each with a live session: send `cookie` as the cookie header. */
  admin: AdminSession;
  studentA: StudentSession;
  studentB: StudentSession;
  /** Another admin or student with a session of their own (for tests that delete or log out). */
  newAdmin(): Promise<AdminSession>;
  newStudent(input?: StudentInput): Promise<StudentSession>;
  /** A teacher with a login and a live session (issue 21.1). */
  newTeacher(firstName?: string): Promise<TeacherSession>;
  close(): Promise<void>;
};

export type TestAppOptions = Partial<Omit<AppOptions, 'database'>> & {
  env?: NodeJS.ProcessEnv;
  /** Adds routes before the app is sealed (e.g. a route that fails on purpose). */
  beforeReady?: (app: FastifyInstance) => void;
  /** Fills the database before the admin and students are made (e.g. the demo data). */
  seed?: (db: Db) => Promise<unknown>;
};

// scrypt is slow on purpose: the default passwords come pre-hashed, others are hashed once per
// test process.
const hashOf = factoryHash;

async function cookieFor(db: Db, userId: number): Promise<string> {
  const { token } = await createSession(db, userId, defaultSessionPolicy);
  return `academy_session=${token}`;
}

/** The whole server on a fresh database with an admin and two students, for `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const { env, beforeReady, seed, ...rest } = options;
  await seed?.(database.db);
  const config = { ...loadConfig({ DATA_DIR: '/nonexistent', ...env }), ...rest.config };
  // Jobs are written but not run unless a test asks (`jobs: 'run'`): a worker per queue and its
  // timers in every test app would slow the suites that build many.
  const app = await buildApp({ jobs: 'enqueue', ...rest, config, database });
  beforeReady?.(app);
  await app.ready();
  const db = database.db;

  const newAdmin = async (): Promise<AdminSession> => {
    const user = await createAdmin(db, { passwordHash: await hashOf('admin-password') });
    return { cookie: await cookieFor(db, user.id), user };
  };
  const newStudent = async (input: StudentInput = {}): Promise<StudentSession> => {
    const password = input.password ?? 'student-password';
    const student = await createStudent(db, { passwordHash: await hashOf(password), ...input });
    if (!student.user) throw new Error('newStudent: an application has no login');
    return { cookie: await cookieFor(db, student.user.id), student };
  };
  const newTeacher = async (firstName?: string): Promise<TeacherSession> => {
    const passwordHash = await hashOf('teacher-password');
    const teacher = await createTeacherUser(db, {
      passwordHash,
      ...(firstName ? { firstName } : {}),
    });
    return { cookie: await cookieFor(db, teacher.userId), teacher };
  };
  return {
    app,
    db,
    database,
    admin: await newAdmin(),
    studentA: await newStudent({ firstName: 'Amrit' }),
    studentB: await newStudent({ firstName: 'Baljit' }),
    newAdmin,
    newStudent,
    newTeacher,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A test file's app: built before its tests and closed after them. Use its fields inside tests
 * and hooks (they are filled in by the time those run).
 */
export function setupTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close());
  return t;
}

/** The session cookie of a reply, ready to send back as a `cookie` header. */
export function sessionCookieOf(reply: { cookies: { name: string; value: string }[] }): string {
  const c = reply.cookies.find((x) => x.name === 'academy_session');
  if (!c) throw new Error('no session cookie in the reply');
  return `academy_session=${c.value}`;
}
