// Load and soak against the real server with demo data, autocannon in this process.
//
//   node --import tsx security/load.ts [--db pglite|postgres] [--seconds 60] [--connections 50]
//                                      [--only <part of a scenario's name, e.g. login>]
//   node --import tsx security/load.ts --soak [--minutes 10]
//
// Load: each scenario (public pages, login, the student dashboard's calls, the admin's) runs for
// `--seconds` at `--connections`; it prints requests/s, p50/p99 and the count of errors and
// non-2xx replies, and fails on any. Soak: the public and dashboard mix at a steady rate for
// `--minutes`, sampling the server's RSS; it fails when RSS grows by 10% or more after warm-up.
import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { postgresAdminUrl, postgresUrlFor } from '../tests/support/postgres-url';
import {
  freePort,
  runServer,
  waitForHealthy,
  type ServerProcess,
} from '../tests/support/server-process';

type Request = NonNullable<autocannon.Options['requests']>[number];
/** `shed`: 503 BUSY (logins beyond what the cores can hash, told to retry) is counted apart. */
type Scenario = { name: string; requests: Request[]; shed?: boolean };

const adminPassword = 'load-admin-password';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
}

async function login(baseUrl: string, url: string, body: Record<string, string>) {
  const res = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const cookie = /academy_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`login at ${url} failed: ${res.status}`);
  return cookie;
}

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

let loginCount = 0;

function scenarios(admin: string, student: string, testId: number): Scenario[] {
  const get = (p: string, cookie?: string): Request => ({
    method: 'GET',
    path: p,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return [
    {
      name: 'public pages',
      requests: ['/', '/Courses', '/api/catalogue', '/contactus', '/graphic-design'].map((p) =>
        get(p),
      ),
    },
    {
      // Students log in from their own phones: each request from another address (the server
      // trusts one proxy hop here). From one address, 50 at once would rightly meet the limit.
      name: 'student login',
      shed: true,
      requests: [
        {
          method: 'POST',
          path: '/auth/student/login',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ studentId: 'student', password: '12345' }),
          setupRequest: (req) => {
            loginCount++;
            const at = `10.${(loginCount >> 16) & 255}.${(loginCount >> 8) & 255}.${loginCount & 255}`;
            return { ...req, headers: { ...req.headers, 'x-forwarded-for': at } };
          },
        },
      ],
    },
    {
      name: 'student dashboard',
      requests: ['/auth/me', '/api/student/profile', '/api/notices', '/api/notices/count'].map(
        (p) => get(p, student),
      ),
    },
    {
      name: 'mock tests (student)',
      requests: ['/api/student/mock-tests', `/api/student/mock-tests/${testId}`].map((p) =>
        get(p, student),
      ),
    },
    {
      name: 'admin console',
      requests: ['/api/admin/summary', '/get-registrations', '/get-teachers', '/api/courses'].map(
        (p) => get(p, admin),
      ),
    },
  ];
}

type Figures = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** 503 BUSY answers (login scenario): refused at once, with Retry-After. */
  shed: number;
};

async function cannon(
  baseUrl: string,
  s: Scenario,
  seconds: number,
  connections: number,
  overallRate?: number,
): Promise<Figures> {
  const r = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: s.requests,
    ...(overallRate ? { overallRate } : {}),
  });
  const shed = s.shed ? (r.statusCodeStats?.['503']?.count ?? 0) : 0;
  return {
    name: s.name,
    // Requests answered 2xx per second: a shed login is not a login.
    rps: Math.round((r.requests.total - r.non2xx) / seconds),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx - shed,
    shed,
  };
}

async function startServer(
  db: string,
): Promise<{ server: ServerProcess; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'academy-load-'));
  let dbName = '';
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dir,
    DEMO_DATA: '1',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    TRUST_PROXY: '1',
  };
  if (db === 'postgres') {
    dbName = `academy_load_${randomBytes(4).toString('hex')}`;
    const c = new pg.Client({ connectionString: postgresAdminUrl() });
    await c.connect();
    await c.query(`create database "${dbName}"`);
    await c.end();
    env.DATABASE_URL = postgresUrlFor(dbName);
  }
  const server = runServer(env, await freePort());
  await waitForHealthy(server.baseUrl, 120_000);
  return {
    server,
    cleanup: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      if (dbName) {
        const c = new pg.Client({ connectionString: postgresAdminUrl() });
        await c.connect();
        await c.query(`drop database if exists "${dbName}" with (force)`);
        await c.end();
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const db = arg('db', 'postgres');
  const { server, cleanup } = await startServer(db);
  let failed = false;
  try {
    const admin = await login(server.baseUrl, '/auth/login', {
      username: 'admin',
      password: adminPassword,
    });
    const student = await login(server.baseUrl, '/auth/student/login', {
      studentId: 'student',
      password: '12345',
    });
    const tests = (await (
      await fetch(`${server.baseUrl}/api/student/mock-tests`, { headers: { cookie: student } })
    ).json()) as { available: { id: number }[]; finished: { id: number }[] };
    const testId = (tests.available[0] ?? tests.finished[0])?.id;
    if (!testId) throw new Error('the demo student has no mock test');
    const all = scenarios(admin, student, testId);
    if (process.argv.includes('--soak')) {
      const minutes = Number(arg('minutes', '10'));
      const mix: Scenario = {
        name: 'soak (public + dashboard + admin)',
        requests: [all[0]!, all[2]!, all[3]!].flatMap((s) => s.requests),
      };
      // Warm up (JIT, caches, pools), then measure RSS across the soak at a steady 200 req/s.
      await cannon(server.baseUrl, mix, 20, 20);
      const pid = server.child.pid!;
      const before = await rssOf(pid);
      let peak = before;
      const sampler = setInterval(() => {
        void rssOf(pid).then((v) => (peak = Math.max(peak, v)));
      }, 5_000);
      const f = await cannon(server.baseUrl, mix, minutes * 60, 20, 200);
      clearInterval(sampler);
      const after = await rssOf(pid);
      const growth = ((after - before) / before) * 100;
      console.log(
        `soak ${minutes} min on ${db}: ${f.rps} req/s, p99 ${f.p99} ms, ${f.errors} errors, ` +
          `${f.non2xx} non-2xx; RSS ${(before / 2 ** 20).toFixed(0)} → ${(after / 2 ** 20).toFixed(0)} MB ` +
          `(peak ${(peak / 2 ** 20).toFixed(0)} MB), growth ${growth.toFixed(1)}%`,
      );
      failed = f.errors > 0 || f.non2xx > 0 || growth >= 10;
    } else {
      const seconds = Number(arg('seconds', '60'));
      const connections = Number(arg('connections', '50'));
      console.log(
        `| ${db}, ${connections} connections, ${seconds} s | 2xx/s | p50 ms | p99 ms | errors | non-2xx | 503 BUSY |`,
      );
      console.log('|---|---|---|---|---|---|---|');
      const only = arg('only', '');
      for (const s of all.filter((x) => x.name.includes(only))) {
        const f = await cannon(server.baseUrl, s, seconds, connections);
        console.log(
          `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} | ${f.non2xx} | ${s.shed ? f.shed : '—'} |`,
        );
        if (f.errors > 0 || f.non2xx > 0) failed = true;
      }
    }
  } finally {
    await cleanup();
  }
  process.exit(failed ? 1 : 0);
}

await main();
