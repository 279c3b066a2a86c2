import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, defaultSessionPolicy } from '#server/data/sessions.ts';
import { findUserByUsername } from '#server/data/users.ts';
import { loadDemoData } from '#server/seed/demo.ts';
import type { LimiterStore } from '#server/lib/limiter.ts';
import { setHashCostForTesting } from '#server/lib/password.ts';
import { routeAccess, type Access } from '../../tests/support/route-access';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { filePool } from './fuzz-files';
import type { FilePool } from './fuzz-multipart';
import { fuzzRoute, requestArb, type FuzzRequest, type FuzzRoute } from './fuzz-requests';
import { problemsOf, summary, type Tally } from './fuzz-checks';
import { smtpSink } from './smtp-sink';

/** Payloads per route (FUZZ_RUNS) and the run's seed (FUZZ_SEED): the same seed replays a run. */
const runs = Number(process.env.FUZZ_RUNS ?? 1000);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_122);

// The fuzz measures parsing and handling, not password hashing: at OWASP's cost the login,
// admission and password routes would spend the run hashing. Hashes made during the run use a
// test cost (argon2id with 8 KiB).
setHashCostForTesting(8);

// Rate limits would turn most of a thousand calls into 429s before the handler: this store never
// counts past one. (Password reset counts in memory and gets its own generous limits below.)
const unlimited: LimiterStore = {
  kind: 'memory',
  increment: async (_key, windowMs, now) => ({ count: 1, resetAt: now + windowMs }),
  decrement: async () => {},
  reset: async () => {},
};

/** The same route gets the same payloads in every run with the same seed. */
function routeSeed(key: string): number {
  let h = seed | 0;
  for (const ch of key) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

const skipped = (key: string) => key.startsWith('GET /api/docs/static');

/**
 * Fuzzes every route `pick` chooses with `runs` hostile requests each, as the route's own role
 * (admin, a teacher, a student, or anonymous), on one app with the demo data. Each request must answer
 * below 500 without a stack trace or file path; afterwards the app still answers /healthz and
 * Object.prototype is as it was. Prints the file's figure.
 */
export function fuzzRoutes(label: string, pick: (key: string, access: Access) => boolean) {
  const keys = Object.entries(routeAccess)
    .filter(([key, access]) => !skipped(key) && pick(key, access))
    .map(([key]) => key);
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
  const registered = new Map<string, FuzzRoute>();
  const tally: Tally = {
    routes: 0,
    requests: 0,
    fiveHundreds: 0,
    stackTraces: 0,
    refused: 0,
    rejections: 0,
    accepted: 0,
  };
  const onRejection = () => {
    tally.rejections += 1;
  };
  let t: TestApp;
  let dataDir: string;
  let pool: FilePool;
  let lastError: Error | undefined;
  let smtp: Awaited<ReturnType<typeof smtpSink>>;
  const cookies: Partial<Record<Access, string>> = {};

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    dataDir = await mkdtemp(path.join(tmpdir(), 'academy-fuzz-'));
    // Contact and password-reset mails go to a local sink, so those routes run to the end.
    smtp = await smtpSink();
    t = await createTestApp({
      env: { DATA_DIR: dataDir, SMTP_URL: smtp.url, PUBLIC_URL: 'https://academy.example' },
      seed: loadDemoData,
      limiterStore: unlimited,
      // The error behind a 5xx, for the failure message (the reply itself says nothing).
      beforeReady: (app) =>
        app.addHook('onError', async (_request, _reply, error) => {
          lastError = error;
        }),
      resetLimits: { perIp: 1e9, perAccount: 1e9 },
      onRoute: (route: RouteOptions) => {
        for (const m of ([] as HTTPMethods[]).concat(route.method)) {
          registered.set(`${m} ${route.url}`, fuzzRoute(m, route.url, route.schema));
        }
      },
    });
    // The demo student has courses, exams, fees and mock tests, so student routes find rows.
    const student = await findUserByUsername(t.db, 'student', 'student');
    const { token } = await createSession(t.db, student!.id, defaultSessionPolicy);
    cookies.student = `academy_session=${token}`;
    cookies['any-user'] = cookies.student;
    // The demo teacher is named in demo batches, so teacher routes find rows too.
    const teacher = await findUserByUsername(t.db, 'teacher', 'teacher');
    const teacherSession = await createSession(t.db, teacher!.id, defaultSessionPolicy);
    cookies.teacher = `academy_session=${teacherSession.token}`;
    cookies.admin = t.admin.cookie;
    pool = await filePool(t);
  }, 180_000);

  afterAll(async () => {
    process.off('unhandledRejection', onRejection);
    await t?.close();
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe(`fuzz ${label} (seed ${seed})`, () => {
    for (const key of keys) {
      it(`${key}: ${runs} hostile requests`, async () => {
        const route = registered.get(key);
        expect(route, `${key} is registered`).toBeDefined();
        const requests = fc.sample(requestArb(route!, pool, cookies[routeAccess[key]!]), {
          seed: routeSeed(key),
          numRuns: runs,
        });
        const found: string[] = [];
        for (const [i, request] of requests.entries()) {
          lastError = undefined;
          const reply = await t.app.inject(request);
          for (const problem of problemsOf(reply, tally, lastError)) {
            if (found.length < 5) found.push(`#${i} ${problem}: ${describeRequest(request)}`);
          }
        }
        tally.routes += 1;
        tally.requests += requests.length;
        expect(found, `replay: FUZZ_SEED=${seed}, ${key}, request #`).toEqual([]);
      }, 600_000);
    }

    it('still answers /healthz, and Object.prototype is untouched', async () => {
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      console.log(summary(label, seed, runs, tally));
      expect(health.statusCode).toBe(200);
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(tally).toMatchObject({ fiveHundreds: 0, stackTraces: 0, refused: 0, rejections: 0 });
      expect(tally.routes).toBe(keys.length);
    });
  });
}

function describeRequest(r: FuzzRequest): string {
  const payload = r.payload === undefined ? '' : ` ${String(r.payload).slice(0, 300)}`;
  return `${r.method} ${r.url.slice(0, 300)} ${JSON.stringify(r.headers)}${payload}`;
}
