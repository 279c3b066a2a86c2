// wapiti and sqlmap (Debian's packages) against the compiled server with demo data on PostgreSQL,
// logged in as the admin and as the demo student. Started by security/scanners.sh, which installs
// the tools; `npm run security:scanners`.
//
// - wapiti: one run as the admin and one as the student, seeded with the SPA's pages and every GET
//   operation of docs/openapi.json (ids filled from the demo data, query parameters given), the
//   attack modules that fit a JSON API + SPA. Its session database says what it crawled and which
//   resource each module attacked.
// - sqlmap: every parameter of every operation in docs/openapi.json (path, query, JSON body and
//   multipart text fields), each marked with sqlmap's `*`, as the role that may call it. Its
//   output says which parameters it tested and whether any is injectable; its traffic file how
//   many requests it sent and what they answered.
//
// Fails on any wapiti finding of medium level or higher, any injectable parameter, or when too
// little was tested (thresholds below). Figures are printed at the end.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresAdminUrl, postgresUrlFor } from '../tests/support/postgres-url';
import { freePort, repoRoot, runServer, waitForHealthy } from '../tests/support/server-process';

// ---- thresholds (see README, Security): a run that tests less than this is not a scan.
// The run of 2026-11-26 crawled 312 + 260 resources and attacked 50 + 44; a crawl that cannot
// read the pages (as with brotli before) fetches only its 94 start URLs and attacks about 10.
/** wapiti must have crawled at least this many resources (admin + student runs). */
const MIN_WAPITI_CRAWLED = 450;
/** ... and its attack modules must have attacked at least this many of them. */
const MIN_WAPITI_ATTACKED = 75;
/** sqlmap must have tested at least this share of the parameters it was given. */
const MIN_SQLMAP_SHARE = 0.95;

const level = process.env.SQLMAP_LEVEL ?? '1';
const risk = process.env.SQLMAP_RISK ?? '1';
const wapitiAdminSeconds = Number(process.env.WAPITI_ADMIN_SECONDS ?? 360);
const wapitiStudentSeconds = Number(process.env.WAPITI_STUDENT_SECONDS ?? 180);
const only = process.env.SCANNERS_ONLY; // 'wapiti' | 'sqlmap' to run one tool while working on it
const match = process.env.SQLMAP_MATCH ? new RegExp(process.env.SQLMAP_MATCH) : undefined;
const adminPassword = 'scan-admin-password-1';

type Json = Record<string, unknown>;
type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};
type Parameter = { in: string; name: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Role = 'public' | 'admin' | 'student';

const openapi = JSON.parse(readFileSync(path.join(repoRoot, 'docs/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

function run(
  cmd: string,
  args: string[],
  timeoutMs: number,
): Promise<{ code: number | null; out: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let timedOut = false;
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out, timedOut });
    });
  });
}

// ---------------------------------------------------------------- server, logins, demo ids

async function login(base: string, url: string, body: Json): Promise<string> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
  const cookie = /academy_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`login at ${url} failed: ${res.status} ${await res.text()}`);
  return cookie;
}

async function getJson(base: string, p: string, cookie: string): Promise<unknown> {
  const res = await fetch(`${base}${p}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${p}: ${res.status}`);
  return res.json();
}

/** The first number found under `key` anywhere in `value` (depth first), else undefined. */
function find(value: unknown, key: string, skip: (n: number) => boolean = () => false) {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.shift();
    if (Array.isArray(v)) stack.unshift(...v);
    else if (v && typeof v === 'object') {
      const o = v as Json;
      if (typeof o[key] === 'number' && !skip(o[key])) return o[key];
      stack.unshift(...Object.values(o).filter((x) => x && typeof x === 'object'));
    }
  }
  return undefined;
}

type Ids = Record<string, string>;

/** Real ids from the demo data for every path parameter, by path prefix. */
async function demoIds(base: string, admin: string, student: string): Promise<Ids> {
  const a = (p: string) => getJson(base, p, admin);
  const s = (p: string) => getJson(base, p, student);
  const students = (await a('/get-students')) as { id: number; student_id: string }[];
  // Another student than the one we are logged in as: deletes, resets and ends sessions on it.
  const victim = students.find((x) => x.student_id !== 'student')!.id;
  const courses = await a('/api/courses');
  const exams = await a('/api/admin/exams');
  const feeAccounts = await a('/api/admin/fees/accounts');
  const enrolment = find(feeAccounts, 'enrolmentId')!;
  const feeAccount = await a('/api/admin/fees/accounts/1');
  const mockTests = (await a('/api/admin/mock-tests')) as { id: number; submittedCount: number }[];
  const testWithResults = mockTests.find((t) => t.submittedCount > 0) ?? mockTests[0]!;
  const results = await a(`/api/admin/mock-tests/${testWithResults.id}/results`);
  const mockTest = await a(`/api/admin/mock-tests/${testWithResults.id}`);
  const questions = await a('/api/admin/mock-questions');
  const studentFee = await s('/api/student/fee');
  const studentResults = await s('/api/student/results');
  const studentTests = (await s('/api/student/mock-tests')) as {
    available: { id: number; activeAttemptId: number | null }[];
  };
  // An attempt of our own student, open, for the answer, position and tab-switch calls.
  const open = studentTests.available[0]!;
  let attemptId = open.activeAttemptId;
  if (!attemptId) {
    const res = await fetch(`${base}/api/student/mock-tests/${open.id}/attempts`, {
      method: 'POST',
      headers: { cookie: student, origin: base },
    });
    attemptId = find(await res.json(), 'attemptId')!;
  }
  const attempt = await s(`/api/student/mock-attempts/${attemptId}`);
  const notices = await a('/api/notices');
  const courseList = courses as { image?: string | null }[];
  const upload = courseList.map((c) => c.image).find((i) => i?.startsWith('/uploads/'));
  const str = (n: unknown) => String(n ?? 1);
  return {
    '/api/students/': str(victim),
    '/api/courses/': str(find(courses, 'id')),
    '/api/admin/courses/': str(find(courses, 'id')),
    '/update-teacher/': str(find(await a('/get-teachers'), 'id')),
    '/delete-teacher/': str(find(await a('/get-teachers'), 'id', (n) => n === 1)),
    '/api/notices/': str(find(notices, 'id')),
    '/api/messages/': '1',
    '/api/admin/exams/': str(find(exams, 'id')),
    '/api/admin/fees/accounts/': str(enrolment),
    '/api/admin/fees/payments/': str(find(feeAccount, 'id')),
    '/api/admin/fees/receipts/': str(find(feeAccount, 'receiptId')),
    '/api/admin/mock-questions/': str(find(questions, 'id')),
    '/api/admin/mock-tests/': str(testWithResults.id),
    'questionId@/api/admin/mock-tests/': str(find(mockTest, 'questionId') ?? find(questions, 'id')),
    '/api/admin/mock-attempts/': str(find(results, 'attemptId')),
    '/api/student/results/': str(find(studentResults, 'id')),
    '/api/student/receipts/': str(find(studentFee, 'receiptId')),
    '/api/student/mock-tests/': str(open.id),
    '/api/student/mock-attempts/': str(attemptId),
    'questionId@/api/student/mock-attempts/': str(
      find(attempt, 'questionId') ?? find(attempt, 'id', (n) => n === attemptId),
    ),
    '/api/catalogue/': 'graphic-design',
    '/uploads/': upload ? upload.slice('/uploads/'.length) : 'missing.webp',
  };
}

function idFor(ids: Ids, route: string, name: string): string {
  const prefix = route.slice(0, route.indexOf('{'));
  const key = name === 'id' || name === 'enrolmentId' || name === 'slug' || name === 'name';
  const found = key ? ids[prefix] : ids[`${name}@${prefix}`];
  return found ?? ids[prefix] ?? '1';
}

// ---------------------------------------------------------------- operations

function roleOf(method: string, route: string): Role {
  if (route.startsWith('/api/student/')) return 'student';
  if (
    /^\/(auth\/|api\/catalogue|api\/contact|api\/admissions|uploads\/|robots|sitemap|healthz)/.test(
      route,
    )
  )
    return route === '/auth/me' ? 'student' : 'public';
  if (route.startsWith('/api/notices') && method === 'get') return 'student';
  return 'admin';
}

function resolve(schema: Schema): Schema {
  if (schema.$ref) return resolve(openapi.components.schemas[schema.$ref.split('/').pop()!]!);
  if (schema.allOf) return resolve(Object.assign({}, ...schema.allOf.map(resolve)) as Schema);
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt) return resolve(alt.find((x) => resolve(x).type !== 'null') ?? alt[0]!);
  return schema;
}

/** A valid-looking example value for a schema, by its type, enum, pattern and field name. */
function example(s: Schema, name: string): unknown {
  const schema = resolve(s);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, v]) => [k, example(v, k)]),
    );
  }
  if (type === 'array') return [example(schema.items ?? { type: 'string' }, name)];
  if (name === 'wrongMarks') return -1;
  if (type === 'integer' || type === 'number') return Math.max(1, (schema.minimum ?? 0) + 1);
  if (type === 'boolean') return true;
  const n = name.toLowerCase();
  if (n === 'courses') return 'Graphic Design';
  if (n === 'min' || n === 'max') return '2.5';
  if (n === 'windowend') return '2026-12-20T10:00:00.000Z';
  if (schema.pattern === '^\\d{1,9}$' || n.endsWith('id')) return '1';
  if (/date|on$|^from$|^to$/.test(n) || schema.format === 'date') return '2026-11-20';
  if (/windowstart|windowend|at$/.test(n) || schema.format === 'date-time')
    return '2026-11-20T10:00:00.000Z';
  if (n.includes('email')) return 'scan@example.in';
  if (n.includes('phone') || n.includes('contact') || n.includes('mobile')) return '9876543210';
  if (n.includes('password')) return 'Wrong-scan-pass-1';
  if (n.includes('pincode')) return '141001';
  const text = 'Scan';
  return text.padEnd(schema.minLength ?? 0, 'x');
}

/** JSON text with sqlmap's `*` marker after every leaf value; the count of markers. */
function markedJson(value: unknown): { text: string; marks: number } {
  let marks = 0;
  const walk = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(walk).join(',')}]`;
    if (v && typeof v === 'object')
      return `{${Object.entries(v)
        .map(([k, x]) => `${JSON.stringify(k)}:${walk(x)}`)
        .join(',')}}`;
    marks++;
    if (typeof v === 'string') return `${JSON.stringify(v).slice(0, -1)}*"`;
    return `${JSON.stringify(v)}*`;
  };
  return { text: walk(value), marks };
}

type Target = {
  method: string;
  route: string;
  role: Role;
  url: string; // with markers
  data?: string; // with markers
  contentType?: string;
  params: number;
  note?: string;
};

function targets(base: string, ids: Ids): { list: Target[]; skipped: string[] } {
  const list: Target[] = [];
  const skipped: string[] = [];
  for (const [route, ops] of Object.entries(openapi.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      let params = 0;
      let url = route.replace(/\{(\w+)\}/g, (_, name: string) => {
        params++;
        return `${idFor(ids, route, name)}*`;
      });
      const query = (op.parameters ?? []).filter((p) => p.in === 'query');
      if (query.length > 0) {
        url +=
          '?' +
          query
            .map((p) => {
              params++;
              return `${p.name}=${encodeURIComponent(String(example(p.schema ?? {}, p.name)))}*`;
            })
            .join('&');
      }
      const t: Target = { method, route, role: roleOf(method, route), url: base + url, params };
      const content = op.requestBody?.content ?? {};
      if (content['application/json']) {
        const { text, marks } = markedJson(example(content['application/json'].schema, ''));
        t.data = text;
        t.contentType = 'application/json';
        t.params += marks;
      } else if (content['multipart/form-data']) {
        // Text fields only, each marked; the files are left out (sqlmap cannot make valid
        // uploads), so a route that requires a file answers 400 before reading the fields.
        const schema = resolve(content['multipart/form-data'].schema);
        const boundary = 'ScanBoundary7MA4YWxkTrZu0gW';
        const parts = Object.entries(schema.properties ?? {})
          .filter(([, v]) => !['binary', 'byte'].includes(resolve(v).format ?? ''))
          .filter(([k]) => !/^(image|presentation|file|csv)$/.test(k))
          .map(([k, v]) => {
            t.params++;
            const value = example(v, k);
            const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
            return `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${text}*\r\n`;
          });
        t.data = parts.join('') + `--${boundary}--\r\n`;
        t.contentType = `multipart/form-data; boundary=${boundary}`;
        t.note = 'multipart: text fields only, no file';
      }
      if (t.params === 0) skipped.push(`${method.toUpperCase()} ${route}`);
      else if (!match || match.test(`${method.toUpperCase()} ${route}`)) list.push(t);
    }
  }
  // Calls that end or delete what later calls need go last: submits and state changes, then
  // deletes. The login calls use wrong passwords, so no session of ours is replaced.
  const rank = (t: Target) =>
    t.method === 'delete'
      ? 2
      : /\/(submit|reject|approve|end-sessions|reset-password|unpublish)$/.test(t.route)
        ? 1
        : 0;
  list.sort((x, y) => rank(x) - rank(y));
  return { list, skipped };
}

// ---------------------------------------------------------------- sqlmap

/** The call as sqlmap's first request sends it (markers removed): its status. */
async function baseline(t: Target, cookie: string, base: string): Promise<number> {
  const res = await fetch(t.url.replaceAll('*', ''), {
    method: t.method.toUpperCase(),
    headers: {
      origin: base,
      ...(cookie ? { cookie } : {}),
      ...(t.contentType ? { 'content-type': t.contentType } : {}),
      'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    },
    ...(t.data ? { body: t.data.replaceAll('*', '') } : {}),
  });
  const text = await res.text();
  if (res.status >= 400 && process.env.SCANNERS_VERBOSE) console.log(`      ${text.slice(0, 300)}`);
  return res.status;
}

/** Routes whose every call runs scrypt. */
const passwordRoutes = new Set([
  '/auth/login',
  '/auth/student/login',
  '/api/account/password',
  '/api/account/first-password',
  '/auth/reset-password',
]);

type SqlResult = {
  baseline: number;
  /** Signs sqlmap itself then rejected as false positives. */
  falsePositives?: number;
  target: Target;
  tested: number;
  injectable: string[];
  requests: number;
  statuses: Record<string, number>;
  seconds: number;
  problem?: string;
};

async function sqlmap(t: Target, cookie: string, base: string, dir: string): Promise<SqlResult> {
  const first = await baseline(t, cookie, base);
  if (only === 'baseline')
    return {
      baseline: first,
      target: t,
      tested: 0,
      injectable: [],
      requests: 0,
      statuses: {},
      seconds: 0,
    };
  const traffic = path.join(dir, 'traffic.txt');
  const headers = [`Origin: ${base}`];
  if (t.contentType) headers.push(`Content-Type: ${t.contentType}`);
  const args = [
    '-u',
    t.url,
    '--method',
    t.method.toUpperCase(),
    '--batch',
    '--dbms=PostgreSQL',
    `--level=${level}`,
    `--risk=${risk}`,
    '--flush-session',
    '--disable-coloring',
    '--output-dir',
    dir,
    '-t',
    traffic,
    '--timeout=15',
    '--retries=1',
    // Logins, admissions and contact are limited per client address; the server trusts one
    // proxy hop here, and this tamper script gives every request its own X-Forwarded-For, so
    // sqlmap's requests reach the handler instead of answering 429 after the fifth.
    '--tamper=xforwardedfor',
    // The app answers 401/403/404/409 for wrong data; sqlmap must go on comparing replies.
    '--ignore-code=401,403,404,409,429',
    // Test every marked parameter: no skipping of type-cast ones, full UNION column ranges.
    '--answers=kind of cases=N,reduce the number of requests=N',
    `--headers=${headers.join('\\n')}`,
  ];
  // Every call that checks a password costs one scrypt (N=2^17, about 1.5 s here under load):
  // sqlmap's ~1,000 requests per parameter would take half an hour per route. These get level 1
  // without time-based and stacked queries (which a 1.5 s reply blurs anyway) and 2 minutes; what
  // is left untested is printed as such.
  const slow = passwordRoutes.has(t.route);
  if (slow) {
    args[args.indexOf(`--level=${level}`)] = '--level=1';
    args.push('--technique=BEU');
  }
  if (cookie) args.push(`--cookie=${cookie}`);
  if (t.data) args.push(`--data=${t.data}`);
  const started = Date.now();
  const limitMinutes = slow ? 2 : 8;
  const r = await run('sqlmap', args, limitMinutes * 60_000);
  const seconds = (Date.now() - started) / 1000;
  const tested = new Set<string>();
  const injectable: string[] = [];
  // One line per tested injection point (a path marker and a body marker can share a label).
  let negatives = 0;
  for (const m of r.out.matchAll(/parameter '([^']+)' does not seem to be injectable/g)) {
    negatives++;
    tested.add(m[1]!);
  }
  // 'appears to be ... injectable' is only a first sign: sqlmap then checks it for a false
  // positive and may answer 'does not seem to be injectable' after all. Only the block headed
  // 'identified the following injection point(s)' is a confirmed injection.
  let rejected = 0;
  for (const m of r.out.matchAll(/parameter '([^']+)' appears to be '[^\n]*' injectable/g)) {
    tested.add(m[1]!);
    rejected++;
  }
  const confirmed = /identified the following injection point[\s\S]*/.exec(r.out)?.[0] ?? '';
  for (const m of confirmed.matchAll(/^Parameter: (.+)$/gm)) injectable.push(m[1]!);
  if (confirmed && injectable.length === 0) injectable.push('(see its log)');
  rejected -= injectable.length;
  const statuses: Record<string, number> = {};
  let requests = 0;
  if (existsSync(traffic)) {
    for (const m of readFileSync(traffic, 'utf8').matchAll(/HTTP response \[#\d+\] \((\d+)/g)) {
      requests++;
      statuses[m[1]!] = (statuses[m[1]!] ?? 0) + 1;
    }
  }
  const critical = /\[CRITICAL\] (.*)/.exec(r.out)?.[1];
  const problem = r.timedOut
    ? `stopped after ${limitMinutes} minutes${slow ? ' (a password check per request; level 1, techniques BEU)' : ''}`
    : critical;
  await writeFile(path.join(dir, 'out.txt'), r.out);
  return {
    baseline: first,
    target: t,
    tested: Math.max(tested.size, negatives + injectable.length),
    falsePositives: Math.max(0, rejected),
    injectable,
    requests,
    statuses,
    seconds,
    problem,
  };
}

// ---------------------------------------------------------------- wapiti

type WapitiResult = {
  role: Role;
  starts: number;
  crawled: number;
  crawledParams: number;
  attacked: number;
  attacksByModule: Record<string, number>;
  kinds: Record<string, number>;
  byLevel: Record<number, number>;
  findings: string[];
  seconds: number;
};

const wapitiModules =
  'sql,blindsql,xss,permanentxss,exec,file,crlf,redirect,csrf,http_headers,cookieflags,csp';

async function wapiti(
  role: Role,
  base: string,
  cookie: string,
  starts: string[],
  seconds: number,
  work: string,
): Promise<WapitiResult> {
  const dir = path.join(work, `wapiti-${role}`);
  await mkdir(path.join(dir, 'config'), { recursive: true });
  // wapiti 3.0.4 loads every module at start, and the 'wapp' module downloads its database
  // from the web when it has none; an empty one keeps the scan on this machine.
  await writeFile(path.join(dir, 'config', 'apps.json'), '{}');
  const report = path.join(dir, 'report.json');
  const args = [
    '-u',
    `${base}/`,
    '--scope',
    'folder',
    ...starts.flatMap((s) => ['-s', s]),
    // No -x: wapiti 3.0.4's exclusion patterns crash on Python 3.11 (a regex flag it places
    // last). Logout is POST only and no page has a form for it; the session is checked after.
    '-m',
    wapitiModules,
    '-H',
    `Cookie: ${cookie}`,
    '-H',
    `Origin: ${base}`,
    // wapiti 3.0.4 asks for brotli but Debian's package cannot decode it: every HTML page read
    // as garbage, so it found no links and crawled only its start URLs. gzip it can read.
    '-H',
    'Accept-Encoding: gzip, deflate',
    '--flush-session',
    '--store-session',
    path.join(dir, 'session'),
    '--store-config',
    path.join(dir, 'config'),
    '--max-scan-time',
    String(seconds),
    '--max-attack-time',
    String(Math.round(seconds / 6)),
    '-t',
    '15',
    '--no-bugreport',
    '-v',
    '1',
    '-f',
    'json',
    '-o',
    report,
  ];
  const started = Date.now();
  const r = await run('wapiti', args, (seconds + 600) * 1000);
  await writeFile(path.join(dir, 'wapiti.log'), r.out);
  if (!existsSync(report))
    throw new Error(`wapiti (${role}) wrote no report:\n${r.out.slice(-3000)}`);
  const json = JSON.parse(readFileSync(report, 'utf8')) as Record<
    string,
    Record<string, { level?: number; path?: string; method?: string; info?: string }[]>
  >;
  const byLevel: Record<number, number> = {};
  const findings: string[] = [];
  for (const section of ['vulnerabilities', 'anomalies', 'additionals']) {
    for (const [category, items] of Object.entries(json[section] ?? {})) {
      for (const item of items) {
        const lvl = Number(item.level ?? 1);
        byLevel[lvl] = (byLevel[lvl] ?? 0) + 1;
        findings.push(
          `${section}/${category} (level ${lvl}): ${item.method ?? ''} ${item.path} ${item.info}`,
        );
      }
    }
  }
  // The session database: paths it fetched (evil = 0) and which module attacked which.
  const db = (await readdir(path.join(dir, 'session'))).find((f) => f.endsWith('.db'))!;
  const q = await run(
    '/usr/bin/python3',
    [
      '-c',
      `import sqlite3,sys,json
c=sqlite3.connect(sys.argv[1])
crawled=c.execute("select count(*) from paths where evil=0").fetchone()[0]
params=c.execute("select count(*) from params p join paths r on r.path_id=p.path_id where r.evil=0 and p.type in ('GET','POST')").fetchone()[0]
attacked=c.execute("select count(distinct path_id) from attack_log").fetchone()[0]
mods=dict(c.execute("select module_name,count(*) from attack_log group by module_name").fetchall())
import re
def kind(u):
  p=re.sub(r'^https?://[^/]+','',u).split('?')[0]
  if re.match(r'/(api/|auth/|get-|add-|update-|delete-|uploads/|robots|sitemap)',p): return 'api'
  if p.startswith('/assets/') or re.search(r'\\.(js|css|woff2?|webp|png|jpe?g|svg|ico|pptx|webmanifest|json)$',p): return 'asset'
  return 'page'
kinds={}
for (u,) in c.execute("select path from paths where evil=0"): kinds['crawled '+kind(u)]=kinds.get('crawled '+kind(u),0)+1
for (u,) in c.execute("select path from paths where path_id in (select path_id from attack_log)"): kinds['attacked '+kind(u)]=kinds.get('attacked '+kind(u),0)+1
kinds['attacked distinct paths']=c.execute("select count(distinct path) from paths where path_id in (select path_id from attack_log)").fetchone()[0]
print(json.dumps([crawled,params,attacked,mods,kinds]))`,
      path.join(dir, 'session', db),
    ],
    60_000,
  );
  const [crawled, crawledParams, attacked, attacksByModule, kinds] = JSON.parse(q.out) as [
    number,
    number,
    number,
    Record<string, number>,
    Record<string, number>,
  ];
  return {
    role,
    starts: starts.length,
    crawled,
    crawledParams,
    attacked,
    attacksByModule,
    kinds,
    byLevel,
    findings,
    seconds: (Date.now() - started) / 1000,
  };
}

/** GET operations of a role as wapiti start URLs (ids filled, query parameters given). */
function getStarts(base: string, ids: Ids, roles: Role[]): string[] {
  const out: string[] = [];
  for (const [route, ops] of Object.entries(openapi.paths)) {
    const op = ops.get;
    if (!op || !roles.includes(roleOf('get', route)) || route === '/healthz') continue;
    let url = route.replace(/\{(\w+)\}/g, (_, name: string) => idFor(ids, route, name));
    const query = (op.parameters ?? []).filter((p) => p.in === 'query');
    if (query.length > 0)
      url +=
        '?' +
        query
          .map((p) => `${p.name}=${encodeURIComponent(String(example(p.schema ?? {}, p.name)))}`)
          .join('&');
    out.push(base + url);
  }
  return out;
}

const publicPages = [
  '/',
  '/Courses',
  '/Aboutus',
  '/contactus',
  '/privacy',
  '/terms',
  '/SignUp',
  '/graphic-design',
  '/login',
  '/Adminlogin',
  '/forgot-password',
  '/reset-password?token=scan',
];
const adminPages = [
  '',
  '/StudentData',
  '/TeacherData',
  '/Library',
  '/RegistrationForm',
  '/StudentList',
  '/Notice',
  '/CreateNotice',
  '/Messages',
  '/Exams',
  '/Fees',
  '/Fees/receipts/1',
  '/MockTests',
  '/MockTests/questions',
  '/MockTests/1',
  '/MockTests/1/results',
  '/Settings',
  '/Activity',
].map((p) => `/Sidebar${p}`);
const studentPages = [
  '',
  '/CoursesCards',
  '/mocktest',
  '/MidTerm',
  '/FinalExam',
  '/Result',
  '/fee',
  '/receipts/1',
  '/Notice',
  '/Profile',
  '/Settings',
].map((p) => `/Sdashboard${p}`);

// ---------------------------------------------------------------- main

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'academy-scan-'));
  const dbName = `academy_scan_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  const server = runServer(
    {
      DATA_DIR: path.join(work, 'data'),
      DEMO_DATA: '1',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: adminPassword,
      DATABASE_URL: postgresUrlFor(dbName),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
    },
    await freePort(),
  );
  let failed = false;
  try {
    await waitForHealthy(server.baseUrl, 180_000);
    const base = server.baseUrl;
    const logins = {
      admin: () => login(base, '/auth/login', { username: 'admin', password: adminPassword }),
      student: () =>
        login(base, '/auth/student/login', { studentId: 'student', password: '12345' }),
    };
    const cookies: Record<Role, string> = {
      public: '',
      admin: await logins.admin(),
      student: await logins.student(),
    };
    const ids = await demoIds(base, cookies.admin, cookies.student);
    const lines: string[] = [];
    const say = (s: string) => {
      lines.push(s);
      console.log(s);
    };

    // ---- wapiti
    const wapitiResults: WapitiResult[] = [];
    if (only !== 'sqlmap' && only !== 'baseline') {
      const adminStarts = [
        ...publicPages.map((p) => base + p),
        ...adminPages.map((p) => base + p),
        ...getStarts(base, ids, ['admin', 'public']),
      ];
      const studentStarts = [
        ...studentPages.map((p) => base + p),
        ...getStarts(base, ids, ['student']),
      ];
      for (const [role, starts, seconds] of [
        ['admin', adminStarts, wapitiAdminSeconds],
        ['student', studentStarts, wapitiStudentSeconds],
      ] as const) {
        console.log(`--- wapiti as ${role}: ${starts.length} start URLs, up to ${seconds} s`);
        const w = await wapiti(role, base, cookies[role], starts, seconds, work);
        wapitiResults.push(w);
        console.log(
          `    ${w.crawled} resources crawled (${w.crawledParams} parameters), ${w.attacked} attacked; ` +
            `by kind ${JSON.stringify(w.kinds)}; attacks by module ${JSON.stringify(w.attacksByModule)}; findings by level ${JSON.stringify(w.byLevel)}; ${Math.round(w.seconds)} s`,
        );
        for (const f of w.findings) console.log(`    ${f}`);
        // Still logged in? (a scanner that logged itself out tests the login page only)
        const me = await fetch(`${base}/auth/me`, { headers: { cookie: cookies[role] } });
        console.log(`    session after the run: ${me.status}`);
        if (me.status !== 200) cookies[role] = await logins[role as 'admin' | 'student']();
      }
    }

    // ---- sqlmap
    const sqlResults: SqlResult[] = [];
    const { list, skipped } = targets(base, ids);
    let relogins = 0;
    if (only !== 'wapiti') {
      const totalParams = list.reduce((n, t) => n + t.params, 0);
      console.log(
        `--- sqlmap: ${list.length} operations, ${totalParams} parameters, level ${level}, risk ${risk}` +
          ` (${skipped.length} operations take no parameter: ${skipped.join(', ')})`,
      );
      for (const [i, t] of list.entries()) {
        const dir = path.join(work, 'sqlmap', String(i));
        await mkdir(dir, { recursive: true });
        const r = await sqlmap(t, cookies[t.role], base, dir);
        sqlResults.push(r);
        const codes = Object.entries(r.statuses)
          .map(([c, n]) => `${c}×${n}`)
          .join(' ');
        console.log(
          `    ${t.method.toUpperCase()} ${t.route} as ${t.role}: valid call ${r.baseline}, ${r.tested}/${t.params} tested, ` +
            `${r.requests} requests (${codes}), ${Math.round(r.seconds)} s` +
            (r.injectable.length ? `, INJECTABLE: ${r.injectable.join(', ')}` : '') +
            (r.falsePositives
              ? `, ${r.falsePositives} first signs sqlmap rejected as false positives`
              : '') +
            (r.problem ? ` [${r.problem}]` : '') +
            (t.note ? ` (${t.note})` : ''),
        );
        // A call that ended our session (none should) would leave the rest testing a 401.
        for (const role of ['admin', 'student'] as const) {
          const me = await fetch(`${base}/auth/me`, { headers: { cookie: cookies[role] } });
          if (me.status !== 200) {
            relogins++;
            console.log(`    (the ${role} session ended after this call: logged in again)`);
            cookies[role] = await logins[role]();
          }
        }
      }
    }

    // ---- summary
    say('');
    say('=== scanners summary');
    if (only !== 'sqlmap' && only !== 'baseline') {
      const crawled = wapitiResults.reduce((n, w) => n + w.crawled, 0);
      const attacked = wapitiResults.reduce((n, w) => n + w.attacked, 0);
      const medium = wapitiResults.flatMap((w) =>
        w.findings.filter((f) => /\(level ([2-9])\)/.test(f)),
      );
      const levels: Record<number, number> = {};
      for (const w of wapitiResults)
        for (const [l, n] of Object.entries(w.byLevel))
          levels[Number(l)] = (levels[Number(l)] ?? 0) + n;
      say(
        `wapiti 3.0.4: ${wapitiResults.map((w) => `${w.role} ${w.starts} start URLs → ${w.crawled} crawled, ${w.attacked} attacked`).join('; ')}` +
          `; modules ${wapitiModules}; findings by level (1 low, 2 medium, 3 high) ${JSON.stringify(levels)}`,
      );
      if (medium.length > 0) {
        failed = true;
        say(`FAIL: ${medium.length} wapiti findings of medium level or higher`);
        for (const f of medium) say(`  ${f}`);
      }
      if (crawled < MIN_WAPITI_CRAWLED || attacked < MIN_WAPITI_ATTACKED) {
        failed = true;
        say(
          `FAIL: wapiti crawled ${crawled} (minimum ${MIN_WAPITI_CRAWLED}) and attacked ${attacked} (minimum ${MIN_WAPITI_ATTACKED})`,
        );
      }
    }
    if (only !== 'wapiti') {
      const given = list.reduce((n, t) => n + t.params, 0);
      const tested = sqlResults.reduce((n, r) => n + Math.min(r.tested, r.target.params), 0);
      const requests = sqlResults.reduce((n, r) => n + r.requests, 0);
      const statuses: Record<string, number> = {};
      for (const r of sqlResults)
        for (const [c, n] of Object.entries(r.statuses)) statuses[c] = (statuses[c] ?? 0) + n;
      const injectable = sqlResults.filter((r) => r.injectable.length > 0);
      const falsePositives = sqlResults.reduce((n, r) => n + (r.falsePositives ?? 0), 0);
      const untested = sqlResults.filter((r) => r.tested < r.target.params);
      say(
        `sqlmap ${level}/${risk} (level/risk): ${list.length} operations, ${tested} of ${given} parameters tested, ` +
          `${requests} requests (answers ${JSON.stringify(statuses)}), ${injectable.length} injectable ` +
          `(${falsePositives} first signs rejected by sqlmap as false positives); ` +
          `${relogins} sessions lost and restored; ${skipped.length} operations without parameters`,
      );
      const refused = sqlResults.filter((r) => r.baseline >= 300);
      say(
        `  ${sqlResults.length - refused.length} operations answered the unmodified call with 2xx; ` +
          `${refused.length} refused it, so their parameters were tested against that refusal: ` +
          refused
            .map((r) => `${r.target.method.toUpperCase()} ${r.target.route} ${r.baseline}`)
            .join(', '),
      );
      for (const r of untested)
        say(
          `  not fully tested: ${r.target.method.toUpperCase()} ${r.target.route} ${r.tested}/${r.target.params}${r.problem ? ` (${r.problem})` : ''}`,
        );
      if (injectable.length > 0) {
        failed = true;
        for (const r of injectable)
          say(
            `FAIL: injectable ${r.target.method.toUpperCase()} ${r.target.route}: ${r.injectable.join(', ')}`,
          );
      }
      if (tested < given * MIN_SQLMAP_SHARE) {
        failed = true;
        say(
          `FAIL: sqlmap tested ${tested} of ${given} parameters (minimum ${MIN_SQLMAP_SHARE * 100}%)`,
        );
      }
    }
    say(failed ? 'scanners: FAILED' : 'scanners: 0 findings of medium or above, 0 injectable');
    await writeFile(
      path.join(os.tmpdir(), 'academy-scanners-summary.txt'),
      lines.join('\n') + '\n',
    );
    if (process.env.SCANNERS_KEEP) console.log(`work directory kept: ${work}`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    const c = new pg.Client({ connectionString: postgresAdminUrl() });
    await c.connect();
    await c.query(`drop database if exists "${dbName}" with (force)`);
    await c.end();
    if (!process.env.SCANNERS_KEEP) await rm(work, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

await main();
