// bench/mocktest: a batch sitting one mock test on PostgreSQL, load generator included.
//
//   npm run bench:mocktest -- [--n=5000] [--pace=1] [--mode=batch|login|start] [--pool=6] [--conns=256]
//                             [--start-batch=off] [--client=lean|undici] [--prof]
//
// batch (default): N students, already logged in (sessions made through the data layer), start
// the same test within 10 s; each saves 50 answers spread over 2 minutes; all submit within 30 s.
// Prints starts/s, saves/s, p50/p99/max of start, save and submit, errors, then checks in the
// database that every acknowledged answer is stored (and every attempt is submitted and scored).
// login: N student logins within 60 s, each from its own address (one trusted proxy hop) and
// retrying after Retry-After when shed with 503 BUSY, while N/5 logged-in students keep saving;
// prints logins/s and their p50/p99/max, and the saves' figures during the storm. start: only
// the batch's start burst (N starts within 10 s), for its latency and CPU per start.
// --pace scales every time window (0.5 = twice as fast). --pool is the server's pg pool size
// (default: the product's, DATABASE_POOL_SIZE's default, 6 on two cores),
// --conns the load generator's keep-alive connections; --start-batch=off sends every start the
// full way (one student per statement, as before starts were batched), to compare in one build.
// --client picks the load generator's HTTP client: lean (default, bench/http-client.mjs, a few
// microseconds per request, as wrk) or undici (the generator took about a third of the CPU with
// it). --node-flags=a,b passes Node flags to the server's process only (e.g.
// --node-flags=--max-semi-space-size=64 to try a larger young generation). --prof writes the
// server's CPU profile to /tmp/mocktest-prof. The server runs in a child process
// (node, production settings, no request logs); BENCH_DATABASE_URL picks the PostgreSQL server.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { PerformanceObserver } from 'node:perf_hooks';
import os from 'node:os';
import pg from 'pg';
import { leanClient } from './http-client.mjs';
import { register } from 'tsx/esm/api';

register();

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => {
      const at = a.indexOf('=');
      return at < 0 ? [a.slice(2), '1'] : [a.slice(2, at), a.slice(at + 1)];
    }),
);

// ---------------------------------------------------------------------------------------------
// The server (child process)

async function serve() {
  const { buildApp } = await import('../src/server/app.ts');
  const { openDatabase } = await import('../src/server/db/client.ts');
  const { loadConfig } = await import('../src/server/env.ts');
  await hashScheme();
  // One trusted proxy hop: the login storm's students each come from their own address.
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    TRUST_PROXY: '1',
  });
  const database = await openDatabase({
    kind: 'postgres',
    url: process.env.BENCH_URL,
    max: Number(process.env.BENCH_POOL ?? 20),
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  // Where a slow save's time goes: the server's own time per save, its event loop's stalls and
  // its garbage collector's pauses, by wall-clock time (read by `timeline`).
  const trace = { saves: [], stalls: stallSampler(), gc: [] };
  app.server.on('request', (req, res) => {
    if (req.method !== 'PUT' || !req.url.includes('/answers/')) return;
    const t = performance.now();
    res.once('finish', () => trace.saves.push([epochMs(), performance.now() - t]));
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      trace.gc.push([performance.timeOrigin + e.startTime, e.duration]);
  }).observe({ entryTypes: ['gc'] });
  process.send?.('ready');
  process.on('message', (m) => {
    if (m === 'cpu') {
      const u = process.cpuUsage();
      process.send?.({ cpu: (u.user + u.system) / 1e6, sys: u.system / 1e6 });
    }
    if (m === 'trace') process.send?.({ trace: { ...trace, stalls: trace.stalls.samples } });
  });
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

const epochMs = () => performance.timeOrigin + performance.now();

/**
 * HASH_SCHEME=scrypt (bench/login-storm.mjs's comparison): passwords hashed and kept as on main
 * before decision 046, scrypt at N=2^17, in the seed and in the server alike.
 */
async function hashScheme() {
  if (process.env.HASH_SCHEME !== 'scrypt') return;
  const { hashWithScryptForBench } = await import('../src/server/lib/password.ts');
  hashWithScryptForBench({ NODE_ENV: 'test' });
}

/** Samples the event loop's lateness every 50 ms: [wall-clock ms, ms late]. */
function stallSampler() {
  const samples = [];
  let due = performance.now() + 50;
  setInterval(() => {
    const now = performance.now();
    samples.push([epochMs(), Math.max(0, now - due)]);
    due = now + 50;
  }, 50).unref();
  return { samples };
}

// ---------------------------------------------------------------------------------------------
// The load generator

const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

function stats(xs) {
  if (xs.length === 0) return { n: 0, p50: NaN, p99: NaN, max: NaN };
  const s = Float64Array.from(xs).sort();
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { n: s.length, p50: at(0.5), p99: at(0.99), max: s[s.length - 1] };
}
const ms = (v) => `${v.toFixed(1).padStart(7)} ms`;
function line(name, xs, seconds) {
  const s = stats(xs);
  const perSecond = seconds ? s.n / seconds : 0;
  const rate = seconds ? `${perSecond.toFixed(perSecond < 10 ? 1 : 0).padStart(6)}/s` : '';
  console.log(
    `  ${name.padEnd(8)} ${String(s.n).padStart(7)} ok ${rate}   p50 ${ms(s.p50)}   p99 ${ms(s.p99)}   max ${ms(s.max)}`,
  );
  return s;
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startServer(url, pool) {
  const port = await freePort();
  const profile = args.prof ? ['--cpu-prof', '--cpu-prof-dir=/tmp/mocktest-prof'] : [];
  const flags = args['node-flags'] ? args['node-flags'].split(',') : [];
  const child = spawn(
    process.execPath,
    [...profile, ...flags, new URL(import.meta.url).pathname, '--serve'],
    {
      env: {
        ...process.env,
        BENCH_URL: url,
        BENCH_POOL: String(pool),
        PORT: String(port),
        ...(args['start-batch'] === 'off' ? { MOCK_START_BATCH: 'off' } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    cpu: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve(m));
        child.send('cpu');
      }),
    trace: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve(m.trace));
        child.send('trace');
      }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function seed(url, n, withPasswords) {
  const { openDatabase } = await import('../src/server/db/client.ts');
  const { users } = await import('../src/server/db/schema.ts');
  const { hashPassword } = await import('../src/server/lib/password.ts');
  const { createSession, defaultSessionPolicy } = await import('../src/server/data/sessions.ts');
  const { createQuestion } = await import('../src/server/data/mock-questions.ts');
  const { createTest, setPublished } = await import('../src/server/data/mock-tests.ts');
  const database = await openDatabase({ kind: 'postgres', url, max: 8 });
  await database.migrate();
  const db = database.db;
  await hashScheme();
  const hash = await hashPassword('bench-student-1');
  console.log(`  passwords hashed as ${hash.split('$')[hash.startsWith('$') ? 1 : 0]}`);
  const ids = [];
  for (let start = 0; start < n; start += 1000) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(1000, n - start) }, (_, i) => ({
          username: `BENCH-${String(start + i + 1).padStart(6, '0')}`,
          passwordHash: hash,
          role: 'student',
          displayName: `Bench Student ${start + i + 1}`,
        })),
      )
      .returning({ id: users.id, username: users.username });
    ids.push(...rows);
  }
  const cookies = [];
  if (!withPasswords) {
    for (let i = 0; i < ids.length; i += 200) {
      const made = await Promise.all(
        ids.slice(i, i + 200).map((u) => createSession(db, u.id, defaultSessionPolicy)),
      );
      cookies.push(...made.map((s) => `academy_session=${s.token}`));
    }
  }
  // 60 questions in three sections (15 mcq + 5 numerical each).
  const sections = [];
  for (const subject of ['Physics', 'Chemistry', 'Mathematics']) {
    const qs = [];
    for (let i = 0; i < 20; i++) {
      const q =
        i < 15
          ? {
              type: 'mcq',
              text: `${subject} question ${i + 1}`,
              options: { A: 'one', B: 'two', C: 'three', D: 'four' },
              correctOption: 'ABCD'[i % 4],
              explanation: '',
              subject,
              topic: '',
              difficulty: 'medium',
            }
          : {
              type: 'numerical',
              text: `${subject} numerical ${i + 1}`,
              range: { min: String(i), max: String(i + 0.5) },
              explanation: '',
              subject,
              topic: '',
              difficulty: 'medium',
            };
      qs.push((await createQuestion(db, q)).id);
    }
    sections.push({ title: subject, correctMarks: null, wrongMarks: null, questionIds: qs });
  }
  const test = await createTest(db, {
    title: 'Bench JEE',
    courseId: null,
    instructions: '',
    durationMinutes: 60,
    correctMarks: 4,
    wrongMarks: -1,
    windowStart: new Date(Date.now() - 60_000).toISOString(),
    windowEnd: new Date(Date.now() + 3 * 3600_000).toISOString(),
    attemptsAllowed: 1,
    shuffleQuestions: true,
    shuffleOptions: true,
    resultsRelease: 'immediately',
    sections,
  });
  await setPublished(db, test.id, true);
  await database.close();
  return { testId: test.id, users: ids, cookies };
}

async function makeClient(baseUrl, conns) {
  if (args.client !== 'undici') return leanClient(baseUrl, conns);
  const { Pool } = await import('undici');
  const pool = new Pool(baseUrl, {
    connections: conns,
    pipelining: 1,
    keepAliveTimeout: 120_000,
    headersTimeout: 60_000,
    bodyTimeout: 60_000,
  });
  const origin = baseUrl;
  async function request(method, path, cookie, body, extraHeaders = {}) {
    const t0 = performance.now();
    const res = await pool.request({
      method,
      path,
      headers: {
        ...extraHeaders,
        ...(cookie ? { cookie } : {}),
        origin,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.body.text();
    return {
      status: res.statusCode,
      text,
      headers: res.headers,
      ms: performance.now() - t0,
    };
  }
  return { request, close: () => pool.close() };
}

/** One student's sitting: start, 50 saves over the save window, then submit in its window. */
async function sitting(c, cookie, t0, pace, rec, saveCount = 50, submit = true) {
  await sleep(t0 + Math.random() * 10_000 * pace - performance.now());
  let started;
  try {
    started = await c.request('POST', `/api/student/mock-tests/${rec.testId}/attempts`, cookie);
  } catch (err) {
    rec.errors.push(`start: ${err.code ?? err.message}`);
    return;
  }
  if (started.status !== 201 && started.status !== 200) {
    rec.errors.push(`start ${started.status} ${started.text.slice(0, 80)}`);
    return;
  }
  rec.start.push(started.ms);
  const state = JSON.parse(started.text);
  const attemptId = state.attemptId;
  const questions = state.questions.slice(0, saveCount);
  const saveStart = t0 + 10_000 * pace;
  const times = questions
    .map(() => saveStart + Math.random() * 120_000 * pace)
    .sort((a, b) => a - b);
  const acked = new Map();
  let seq = 0;
  for (const [i, q] of questions.entries()) {
    await sleep(times[i] - performance.now());
    const answer = q.type === 'mcq' ? 'ABCD'[Math.floor(Math.random() * 4)] : String(i % 20);
    const body = { state: 'answered', answer, seq: ++seq, timeSpentSeconds: 10 + i };
    let res;
    try {
      res = await c.request(
        'PUT',
        `/api/student/mock-attempts/${attemptId}/answers/${q.questionId}`,
        cookie,
        body,
      );
    } catch (err) {
      rec.errors.push(`save: ${err.code ?? err.message}`);
      continue;
    }
    if (res.status !== 200) {
      rec.errors.push(`save ${res.status} ${res.text.slice(0, 80)}`);
      continue;
    }
    rec.save.push(res.ms);
    rec.saveEnds.push(performance.now() - t0);
    rec.saveAt.push(epochMs());
    acked.set(q.questionId, { answer, seq: body.seq });
  }
  rec.acked.set(attemptId, acked);
  if (!submit) return;
  await sleep(t0 + (130_000 + Math.random() * 30_000) * pace - performance.now());
  try {
    const res = await c.request('POST', `/api/student/mock-attempts/${attemptId}/submit`, cookie);
    if (res.status !== 200) rec.errors.push(`submit ${res.status} ${res.text.slice(0, 80)}`);
    else rec.submit.push(res.ms);
  } catch (err) {
    rec.errors.push(`submit: ${err.code ?? err.message}`);
  }
}

async function verify(url, rec) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select attempt_id, question_id, answer, seq from mock_answers',
    );
    const stored = new Map(rows.map((r) => [`${r.attempt_id}:${r.question_id}`, r]));
    let acknowledged = 0;
    let lost = 0;
    for (const [attemptId, acked] of rec.acked) {
      for (const [questionId, { answer, seq }] of acked) {
        acknowledged++;
        const row = stored.get(`${attemptId}:${questionId}`);
        if (!row || Number(row.seq) < seq || (Number(row.seq) === seq && row.answer !== answer)) {
          lost++;
        }
      }
    }
    const { rows: att } = await client.query(
      `select count(*)::int as n,
              count(*) filter (where submitted_at is not null and score_hundredths is not null)::int as scored
       from mock_attempts`,
    );
    return { acknowledged, lost, attempts: att[0].n, scored: att[0].scored };
  } finally {
    await client.end();
  }
}

/** CPU seconds used so far by the PostgreSQL backends serving the bench database (Linux /proc). */
async function postgresCpu(client, datname) {
  const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [
    datname,
  ]);
  const { readFileSync } = await import('node:fs');
  const tick = 100; // USER_HZ
  let total = 0;
  for (const { pid } of rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      // a backend that ended meanwhile
    }
  }
  return total;
}

/** Save p99 per 15-second window of the save phase: what the start burst does to the saves. */
function saveWindows(rec, pace) {
  const width = 15_000 * pace;
  const windows = [];
  for (const [i, end] of rec.saveEnds.entries()) {
    const w = Math.max(0, Math.floor((end - 10_000 * pace) / width));
    (windows[w] ??= []).push(rec.save[i]);
  }
  const cells = windows.map(
    (xs, w) => `${w * 15}–${(w + 1) * 15} s ${stats(xs ?? []).p99.toFixed(0)}`,
  );
  console.log(`  save p99 (ms) by window after the starts' 10 s: ${cells.join(', ')}`);
}

/**
 * Per 15-second window of the save phase, where the time of a slow save went: the client's save
 * p99 next to the server's own time for a save (request in to reply written), the longest stall
 * of each event loop, and the server's garbage-collection pauses.
 */
function timeline(rec, trace, clientStalls, startEpoch, pace) {
  const width = 15_000 * pace;
  const w = (at) => Math.floor((at - startEpoch) / width);
  const cols = [];
  const put = (at, key, v) => {
    const i = w(at);
    if (i < 0 || i > 8) return;
    cols[i] ??= { client: [], server: [], stall: 0, loadStall: 0, gc: 0, gcMax: 0 };
    if (key === 'client' || key === 'server') cols[i][key].push(v);
    else if (key === 'gc') {
      cols[i].gc += v;
      cols[i].gcMax = Math.max(cols[i].gcMax, v);
    } else cols[i][key] = Math.max(cols[i][key], v);
  };
  rec.saveAt.forEach((at, i) => put(at, 'client', rec.save[i]));
  for (const [at, ms] of trace.saves) put(at, 'server', ms);
  for (const [at, ms] of trace.stalls) put(at, 'stall', ms);
  for (const [at, ms] of clientStalls) put(at, 'loadStall', ms);
  for (const [at, ms] of trace.gc) put(at, 'gc', ms);
  console.log(
    '  window    save p99: client  server   longest stall: server  load gen   server GC: total  longest',
  );
  cols.forEach((c, i) => {
    if (!c) return;
    const f = (v) => `${v.toFixed(0)} ms`.padStart(8);
    console.log(
      `  ${`${i * 15 * pace}–${(i + 1) * 15 * pace} s`.padEnd(10)}${f(stats(c.client).p99)}${f(stats(c.server).p99)}              ${f(c.stall)}${f(c.loadStall)}            ${f(c.gc)}${f(c.gcMax)}`,
    );
  });
}

function summariseErrors(errors) {
  const counts = new Map();
  for (const e of errors) counts.set(e, (counts.get(e) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 8);
}

async function main() {
  const n = Number(args.n ?? 5000);
  const pace = Number(args.pace ?? 1);
  const mode = args.mode ?? 'batch';
  const { defaultPoolSize } = await import('../src/server/env.ts');
  const poolSize = Number(args.pool ?? defaultPoolSize());
  const conns = Number(args.conns ?? 256);
  const pgAdmin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `academy_bench_mocktest_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgAdmin });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(pgAdmin);
  url.pathname = `/${name}`;
  let server;
  try {
    const t = performance.now();
    const savers = mode === 'login' ? Number(args.savers ?? Math.max(1, Math.round(n / 5))) : n;
    // The login storm's arrivals are spread over this many seconds (× pace).
    const loginWindow = Number(args['login-window'] ?? 60);
    const seeded = await seed(url.toString(), mode === 'login' ? n + savers : n, false);
    console.log(
      `mock-test bench: mode ${mode}, N=${n}, pace ${pace}, server pg pool ${poolSize}, ${conns} client connections, start batching ${args['start-batch'] === 'off' ? 'off' : 'on'} (seeded in ${((performance.now() - t) / 1000).toFixed(1)} s)`,
    );
    server = await startServer(url.toString(), poolSize);
    const c = await makeClient(server.baseUrl, conns);
    const rec = {
      testId: seeded.testId,
      start: [],
      save: [],
      saveEnds: [],
      saveAt: [],
      submit: [],
      errors: [],
      acked: new Map(),
    };
    const t0 = performance.now() + 500;
    const clientStalls = stallSampler();
    const cpu0 = {
      server: await server.cpu(),
      pg: await postgresCpu(admin, name),
      load: process.cpuUsage(),
    };

    const progress = setInterval(() => {
      const s = stats(rec.save.slice(-2000));
      console.log(
        `  … ${((performance.now() - t0) / 1000).toFixed(0)} s: ${rec.start.length} started, ${rec.save.length} saves (last 2000: p50 ${s.p50?.toFixed(0)} ms, p99 ${s.p99?.toFixed(0)} ms), ${rec.submit.length} submitted, ${rec.errors.length} errors`,
      );
    }, 15_000);
    progress.unref();
    if (mode === 'batch') {
      await Promise.all(seeded.cookies.map((cookie) => sitting(c, cookie, t0, pace, rec)));
      const wall = (performance.now() - t0) / 1000;
      console.log(`  wall ${wall.toFixed(1)} s`);
      line('start', rec.start, 10 * pace);
      line('save', rec.save, 120 * pace);
      saveWindows(rec, pace);
      timeline(
        rec,
        await server.trace(),
        clientStalls.samples,
        performance.timeOrigin + t0 + 10_000 * pace,
        pace,
      );
      line('submit', rec.submit, 30 * pace);
    } else if (mode === 'start') {
      // Only the start burst: its latency and its CPU per start, without the saves after it.
      await Promise.all(
        seeded.cookies.map((cookie) => sitting(c, cookie, t0, pace, rec, 0, false)),
      );
      line('start', rec.start, 10 * pace);
    } else {
      // Savers are the last `savers` users (sessions made); the first n log in with passwords.
      const loginUsers = seeded.users.slice(0, n);
      const saverCookies = seeded.cookies.slice(n);
      const logins = (rec.logins = []);
      const tries = [];
      let shed = 0;
      let lastLogin = 0;
      // Each student logs in from their own phone (address), and when told 503 BUSY tries again
      // after Retry-After, as a student pressing Login again would. `login` is the time from the
      // first press to logged in; every reply is a request the server answered.
      const storm = async (u, i) => {
        await sleep(
          t0 + 10_000 * pace + Math.random() * loginWindow * 1000 * pace - performance.now(),
        );
        const first = performance.now();
        const address = { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
        for (let attempt = 1; ; attempt += 1) {
          try {
            const res = await c.request(
              'POST',
              '/auth/student/login',
              null,
              { studentId: u.username, password: 'bench-student-1' },
              address,
            );
            if ((res.status === 503 || res.status === 429) && attempt < 100) {
              shed += 1;
              await sleep(Number(res.headers['retry-after'] ?? 3) * 1000);
              continue;
            }
            if (res.status !== 200) rec.errors.push(`login ${res.status} ${res.text.slice(0, 60)}`);
            else {
              logins.push(performance.now() - first);
              tries.push(attempt);
              lastLogin = Math.max(lastLogin, performance.now());
            }
          } catch (err) {
            rec.errors.push(`login: ${err.code ?? err.message}`);
          }
          return;
        }
      };
      await Promise.all([
        ...saverCookies.map((cookie) => sitting(c, cookie, t0, pace, rec)),
        ...loginUsers.map(storm),
      ]);
      // From the first arrival to the last student logged in.
      const stormSeconds = (lastLogin - t0) / 1000 - 10 * pace;
      line('login', logins, stormSeconds);
      console.log(
        `  login    ${logins.length}/${n} logged in over ${stormSeconds.toFixed(1)} s (arrivals over ${loginWindow * pace} s), ${n - logins.length} failed`,
      );
      console.log(
        `  login    ${shed} answers 503 BUSY (told to retry); tries per login p50 ${stats(tries).p50}, max ${stats(tries).max}`,
      );
      line('start', rec.start, 10 * pace);
      line('save', rec.save, 120 * pace);
      line('submit', rec.submit, 30 * pace);
    }
    clearInterval(progress);
    const wallAll = (performance.now() - t0) / 1000;
    const serverNow = await server.cpu();
    const serverCpu = serverNow.cpu - cpu0.server.cpu;
    const serverSys = serverNow.sys - cpu0.server.sys;
    const pgCpu = (await postgresCpu(admin, name)) - cpu0.pg;
    const u = process.cpuUsage(cpu0.load);
    const loadCpu = (u.user + u.system) / 1e6;
    const loadSys = u.system / 1e6;
    const requests =
      rec.start.length + rec.save.length + rec.submit.length + (rec.logins?.length ?? 0);
    console.log(
      `  cpu      server ${serverCpu.toFixed(1)} s (${serverSys.toFixed(1)} s in the kernel), PostgreSQL backends ${pgCpu.toFixed(1)} s, load generator ${loadCpu.toFixed(1)} s (${loadSys.toFixed(1)} s in the kernel) over ${wallAll.toFixed(0)} s wall` +
        ` (${(((serverCpu + pgCpu) * 1000) / Math.max(1, requests)).toFixed(2)} ms of server+db CPU per request)`,
    );
    console.log(
      `  errors   ${rec.errors.length}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    for (const [e, k] of summariseErrors(rec.errors)) console.log(`    ${k} × ${e}`);
    await c.close();
    const v = await verify(url.toString(), rec);
    console.log(
      `  check    ${v.acknowledged} acknowledged answers, ${v.lost} lost; ${v.scored}/${v.attempts} attempts submitted and scored`,
    );
  } finally {
    if (server) await server.stop();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

if (args.serve) await serve();
else await main();
