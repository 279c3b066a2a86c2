// sqlmap on one operation: its output says which parameters it tested and whether any is
// injectable, its traffic file how many requests it sent and what they answered. Part of
// security/scanners.ts.
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { run, settings, type Target } from './scanners-ops';

const { level, risk, only } = settings;

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

export type SqlResult = {
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

export async function sqlmap(
  t: Target,
  cookie: string,
  base: string,
  dir: string,
  proxy: string,
): Promise<SqlResult> {
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
    '--timeout=30',
    '--retries=2',
    // Waits out 503 BUSY and sends the request again (security/scanners-proxy.ts).
    `--proxy=${proxy}`,
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
  if (cookie) args.push(`--cookie=${cookie}`);
  if (t.data) args.push(`--data=${t.data}`);
  const started = Date.now();
  const limitMinutes = settings.sqlmapMinutes;
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
  const problem = r.timedOut ? `stopped after ${limitMinutes} minutes` : critical;
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
