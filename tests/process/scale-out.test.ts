// Two instances of the real server behind Debian's nginx, on one PostgreSQL and one Redis, with
// one shared uploads folder: the configuration of the README's "Deploying on several machines".
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseForm } from '../support/course-helpers';
import { answers, findBinary, hasCommand, needs } from '../support/requires';
import { postgresAdminUrl, postgresUrlFor } from '../support/postgres-url';
import {
  freePort,
  repoRoot,
  runServer,
  waitForHealthy,
  type ServerProcess,
} from '../support/server-process';
import { waitFor } from '../support/wait-for';

const nginxBinary = findBinary(['/usr/sbin/nginx', '/usr/bin/nginx']);
// Each run has a Redis database of its own number range, emptied first (CI runs one at a time).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const adminPassword = 'scale-out-admin-pass';

type Instance = ServerProcess & { port: number; env: NodeJS.ProcessEnv };

let dir = '';
let dbName = '';
let a: Instance;
let b: Instance;
let proxyUrl = '';
let plainUrl = '';
let picture = '';
let tlsAgent: Agent | undefined;
let nginx: ChildProcess | undefined;

async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const port = await freePort();
  const server = runServer(env, port);
  await waitForHealthy(server.baseUrl);
  return { ...server, port, env };
}

async function flushRedis(url: string): Promise<void> {
  const { createConnection } = await import('node:net');
  const { hostname, port, pathname } = new URL(url);
  const db = Number(pathname.slice(1) || '0');
  await new Promise<void>((resolve, reject) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    let reply = '';
    socket.on('error', reject);
    socket.on('data', (d) => {
      reply += d.toString();
      if ((reply.match(/\+OK\r\n/g) ?? []).length >= 2) {
        socket.end();
        resolve();
      } else if (reply.startsWith('-')) reject(new Error(`Redis: ${reply.trim()}`));
    });
    socket.write(`SELECT ${db}\r\nFLUSHDB\r\n`);
  });
}

/** A self-signed certificate for 127.0.0.1, made with openssl for this run. */
function makeCertificate(): { cert: string; key: string } {
  const cert = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', key, '-out', cert],
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.error?.message ?? made.stderr}`);
  return { cert, key };
}

/** The README's nginx file with this run's ports, certificate and cache folder. */
async function startNginx(ports: [number, number]): Promise<{ https: string; http: string }> {
  const [plain, secure] = [await freePort(), await freePort()];
  const { cert, key } = makeCertificate();
  tlsAgent = new Agent({ connect: { ca: await readFile(cert, 'utf8') } });
  const source = await readFile(path.join(repoRoot, 'deploy/nginx-academy.conf'), 'utf8');
  const site = source
    .replace('127.0.0.1:3001', `127.0.0.1:${ports[0]}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${ports[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${plain};`)
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${secure} ssl http2;`)
    .replace(/\s*listen \[::\]:(80|443)[^;]*;/g, '')
    .replace('/etc/ssl/academy/fullchain.pem', cert)
    .replace('/etc/ssl/academy/privkey.pem', key)
    .replace('/var/cache/nginx/academy', path.join(dir, 'nginx-cache'))
    // Which instance answered: lets the test wait until nginx routes to a restarted one again
    // (beside each HSTS line: a level with add_header of its own inherits none from above).
    .replace(
      /(add_header Strict-Transport-Security[^;]*;)/g,
      '$1 add_header X-Upstream $upstream_addr always;',
    );
  // Every line the test changes must still be there (else it would test another file).
  const replaced = [
    'listen 80;',
    'listen 443 ssl',
    '/etc/ssl/academy/',
    '/var/cache/nginx/academy',
  ];
  expect(replaced.filter((text) => !source.includes(text) || site.includes(text))).toEqual([]);
  await writeFile(path.join(dir, 'academy.conf'), site);
  const temp = (name: string) => path.join(dir, `nginx-${name}`);
  const main = [
    process.getuid?.() === 0 ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'nginx-error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  include ${path.join(dir, 'academy.conf')};`,
    '}',
  ].join('\n');
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, main);
  const check = spawnSync(nginxBinary!, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  nginx = spawn(nginxBinary!, ['-p', dir, '-c', conf], { stdio: 'ignore' });
  const https = `https://127.0.0.1:${secure}`;
  await waitFor(async () => (await viaProxy(`${https}/healthz`)).status === 200, {
    timeout: 20_000,
    interval: 50,
    message: 'nginx to answer',
  });
  return { https, http: `http://127.0.0.1:${plain}` };
}

/** A request through nginx's HTTPS side, trusting this run's certificate. */
function viaProxy(url: string, init: RequestInit = {}) {
  return undiciFetch(url, {
    ...(init as object),
    dispatcher: tlsAgent,
  }) as unknown as Promise<Response>;
}

async function login(base: string, password = adminPassword) {
  return fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
}

function cookieOf(res: Response): string {
  const cookie = /academy_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`no session cookie (status ${res.status})`);
  return cookie;
}

const redis = new URL(redisUrl);
const runs =
  needs('nginx', nginxBinary !== undefined, 'apt-get install -y nginx; .ci/run does') &&
  needs('openssl', hasCommand('openssl', ['version']), 'apt-get install -y openssl') &&
  needs(
    `Redis at ${redisUrl}`,
    await answers(redis.hostname, Number(redis.port || 6379)),
    'start redis-server or set TEST_REDIS_URL; .ci/run does',
  );

describe.runIf(runs).sequential('two instances behind nginx on one PostgreSQL and Redis', () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'academy-scale-'));
    dbName = `academy_scale_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresAdminUrl() });
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    await admin.end();
    await flushRedis(redisUrl);

    const env = {
      DATABASE_URL: postgresUrlFor(dbName),
      REDIS_URL: redisUrl,
      DATA_DIR: path.join(dir, 'data'),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: adminPassword,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    };
    // One at a time: the first applies the migrations and creates the first admin, the second
    // finds them there (two at once race on the first admin: README "Deploying").
    a = await startInstance(env);
    b = await startInstance(env);
    ({ https: proxyUrl, http: plainUrl } = await startNginx([a.port, b.port]));
  }, 180_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await tlsAgent?.close();
    for (const s of [a, b]) if (s && s.child.exitCode === null) s.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    if (dbName) {
      const admin = new pg.Client({ connectionString: postgresAdminUrl() });
      await admin.connect();
      await admin.query(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('a session made on one instance works on the other', async () => {
    const cookie = cookieOf(await login(a.baseUrl));
    const me = await fetch(`${b.baseUrl}/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({ role: 'admin' });
    // Logging out on the second ends it on the first.
    const out = await fetch(`${b.baseUrl}/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBeLessThan(300);
    const after = await fetch(`${a.baseUrl}/auth/me`, { headers: { cookie } });
    expect((await after.json()).user).toBeNull();
  });

  it('a course added through one instance is listed at once by the other, pictures included', async () => {
    const cookie = cookieOf(await login(a.baseUrl));
    // Both instances have served (and may hold) the catalogue before the change.
    for (const s of [a, b]) expect((await fetch(`${s.baseUrl}/api/catalogue`)).status).toBe(200);
    const form = await courseForm({ name: `Scale Out Course ${Date.now()}`, category: 'Others' });
    const created = await fetch(`${a.baseUrl}/api/courses`, {
      method: 'POST',
      headers: { ...form.headers, cookie },
      body: new Uint8Array(form.payload),
    });
    expect(created.status).toBe(201);
    const name = ((await created.json()) as { name: string }).name;

    let image: string | undefined;
    await waitFor(
      async () => {
        const catalogue = await (await fetch(`${b.baseUrl}/api/catalogue`)).json();
        const found = (catalogue.categories as { courses: { name: string; image?: string }[] }[])
          .flatMap((c) => c.courses)
          .find((c) => c.name === name);
        image = found?.image;
        return found !== undefined;
      },
      { timeout: 2_000, interval: 50, message: 'the other instance to list the new course' },
    );
    // The picture was written by the first instance into the shared folder.
    expect(image).toBeTruthy();
    expect((await fetch(`${b.baseUrl}${image}`)).status).toBe(200);
    picture = image!;
  });

  it('nginx sends HTTP to HTTPS, and HTTPS carries HSTS and compressed replies', async () => {
    const plain = await fetch(`${plainUrl}/api/catalogue?x=1`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://127.0.0.1/api/catalogue?x=1');
    const res = await viaProxy(`${proxyUrl}/api/catalogue`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await res.json()).categories.length).toBeGreaterThan(0);
  });

  it('nginx keeps hashed files: a course picture is cached a year and served by nginx again', async () => {
    const first = await viaProxy(`${proxyUrl}${picture}`);
    await first.arrayBuffer();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const again = await viaProxy(`${proxyUrl}${picture}`);
    expect(again.headers.get('x-cache-status')).toBe('HIT');
    expect(again.headers.get('strict-transport-security')).toBe('max-age=63072000');
    expect(
      Buffer.from(await again.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    // An unknown name is not kept, and not marked for a year.
    const missing = await viaProxy(`${proxyUrl}/uploads/${'0'.repeat(32)}.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
    expect(missing.headers.get('x-cache-status')).not.toBe('HIT');
  });

  it('nginx turns a flood of POSTs to /auth/ away with a JSON 429, and leaves reads alone', async () => {
    const post = () =>
      viaProxy(`${proxyUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    const replies = await Promise.all(Array.from({ length: 80 }, post));
    const statuses = replies.map((r) => r.status);
    // The burst of 30 (and what the rate refills meanwhile) reaches an instance: 400, no password.
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(30);
    const limited = replies.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(30);
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
    expect(limited[0]!.headers.get('retry-after')).toBe('5');
    expect(await limited[0]!.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
    // GET /auth/me is not counted: every one of a burst is answered.
    const reads = await Promise.all(
      Array.from({ length: 60 }, () => viaProxy(`${proxyUrl}/auth/me`)),
    );
    expect(reads.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
  });

  it('serves /metrics on each instance to this machine, and never through nginx', async () => {
    const direct = await fetch(`${a.baseUrl}/metrics`);
    expect(direct.status).toBe(200);
    expect(await direct.text()).toMatch(/^academy_http_request_duration_seconds_count\{/m);
    const proxied = await viaProxy(`${proxyUrl}/metrics`);
    expect(proxied.status).toBe(404);
  });

  it('the login limit is one count across both instances', async () => {
    // Wrong passwords on the first instance until it refuses to check more...
    let limitedAfter = 0;
    for (let i = 1; i <= 60 && !limitedAfter; i++) {
      const res = await login(a.baseUrl, `wrong-password-${i}`);
      if (res.status === 429) limitedAfter = i;
      else expect(res.status).toBe(401);
    }
    expect(limitedAfter).toBeGreaterThan(1);
    // ...and the second refuses the very next one: it counted the first's failures.
    expect((await login(b.baseUrl, 'wrong-again')).status).toBe(429);
  });

  it('the contact form limit is one count across both instances', async () => {
    const send = (base: string, i: number) =>
      fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          from_name: 'Harpreet Kaur',
          from_email: 'harpreet.scale@example.in',
          course: 'Web Technologies Courses',
          message: `Scale-out message ${i}`,
        }),
      });
    let limitedAfter = 0;
    for (let i = 1; i <= 60 && !limitedAfter; i++) {
      const res = await send(a.baseUrl, i);
      if (res.status === 429) limitedAfter = i;
      else expect(res.status).toBe(201);
    }
    expect(limitedAfter).toBeGreaterThan(1);
    expect((await send(b.baseUrl, 99)).status).toBe(429);
  });

  /** Requests through nginx from 16 workers until `during` resolves, then 300 more. */
  async function underLoad(during: () => Promise<void>) {
    // What the server answers without the web app's build (process tests run before it).
    const paths = ['/api/catalogue', '/healthz', '/sitemap.xml', '/api/catalogue/graphic-design'];
    const refused: string[] = []; // no answer or an error status: what nginx should have retried
    const cut: string[] = []; // a 200 whose body stopped: the instance died while sending it
    let done = 0;
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const p = paths[(w + i) % paths.length]!;
        let res: Response;
        try {
          res = await viaProxy(`${proxyUrl}${p}`);
        } catch (e) {
          refused.push(`${p}: ${(e as Error).message}`);
          done++;
          continue;
        }
        try {
          await res.arrayBuffer();
          if (res.status !== 200) refused.push(`${p}: ${res.status}`);
        } catch (e) {
          cut.push(`${p}: ${(e as Error).message}`);
        }
        done++;
      }
    };
    const workers = Promise.all(Array.from({ length: 16 }, (_, w) => worker(w)));
    await waitFor(() => done >= 300, { timeout: 30_000, interval: 10, message: 'load to start' });
    await during();
    const after = done;
    await waitFor(() => done >= after + 300, {
      timeout: 60_000,
      interval: 10,
      message: 'load to go on',
    });
    stop = true;
    await workers;
    console.log(
      `scale-out: ${done} requests, ${refused.length} unanswered, ${cut.length} cut mid-reply`,
    );
    return { refused, cut, done };
  }

  it('stopping an instance (SIGTERM) under load fails no request, and it rejoins', async () => {
    const { refused, cut, done } = await underLoad(async () => {
      b.child.kill('SIGTERM');
      expect(await b.exited).toBe(0);
    });
    expect(refused).toEqual([]);
    expect(cut).toEqual([]);
    expect(done).toBeGreaterThan(600);
    // Started again on its port, it serves through nginx as before.
    b = { ...runServer(b.env, b.port), port: b.port, env: b.env };
    await waitForHealthy(b.baseUrl);
    // nginx counts the stopped instance as failed for its fail_timeout; wait until it is used again.
    await waitFor(
      async () => {
        const res = await viaProxy(`${proxyUrl}/healthz`);
        await res.arrayBuffer();
        return (res.headers.get('x-upstream') ?? '').endsWith(`:${b.port}`);
      },
      {
        timeout: 30_000,
        interval: 100,
        message: 'nginx to send requests to the restarted instance',
      },
    );
  }, 120_000);

  it('killing an instance (SIGKILL) under load loses no request that nginx can retry', async () => {
    const { refused, cut, done } = await underLoad(async () => {
      a.child.kill('SIGKILL');
      await a.exited;
    });
    // Every request the dead instance had not started answering went to the other one.
    expect(refused).toEqual([]);
    // A reply already half-sent cannot be retried by a proxy; at most one per worker in flight.
    expect(cut.length).toBeLessThanOrEqual(16);
    expect(done).toBeGreaterThan(600);
  }, 120_000);
});
