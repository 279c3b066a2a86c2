// wapiti on the SPA's pages and the GET operations of one role; its session database says what
// it crawled and which resource each module attacked. Part of security/scanners.ts.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { idFor, type Ids } from './scanners-demo';
import { example, openapi, roleOf, run, type Role } from './scanners-ops';

export type WapitiResult = {
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

export const wapitiModules =
  'sql,blindsql,xss,permanentxss,exec,file,crlf,redirect,csrf,http_headers,cookieflags,csp';

export async function wapiti(
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
export function getStarts(base: string, ids: Ids, roles: Role[]): string[] {
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

export const publicPages = [
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
export const adminPages = [
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
export const studentPages = [
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
