import type { HTTPMethods } from 'fastify';
import { roles, type Req, type Role } from './authz-client';
import { dumpRows } from './authz-scan';
import { expectedOf, type Row } from './authz-rows';
import type { World } from './authz-world';

const base = 4242420000;
const when = '2001-02-03T04:05:06.000Z';

/**
 * Fields a client must not set, each with a value that names its attempt (`i`), so a stored
 * one points back at the route that took it.
 */
export function massFields(i: number): Record<string, unknown> {
  const n = base + i;
  return {
    id: n,
    userId: n,
    user_id: n,
    studentId: `MASS-${i}`,
    student_id: `MASS-${i}`,
    enrolmentId: n,
    accountId: n,
    role: 'admin',
    isAdmin: true,
    admin: true,
    passwordHash: `scrypt$mass$${i}`,
    password_hash: `scrypt$mass$${i}`,
    paidPaise: n,
    unpaidPaise: n,
    totalPaise: n,
    score: n,
    status: `mass-status-${i}`,
    createdAt: when,
    created_at: when,
    updatedAt: when,
    publishedAt: when,
    submittedAt: when,
    deletedAt: when,
  };
}

/** The marks a stored extra field leaves in a row, with the attempt it came from. */
const markers = (i: number) => [
  String(base + i),
  `MASS-${i}`,
  `scrypt$mass$${i}`,
  `mass-status-${i}`,
];

// A form takes at most 20 text fields (src/server/lib/multipart.ts): these ten are sent, so the
// call still reaches its handler rather than being refused for its size.
const formExtras = new Set(['id', 'userId', 'studentId', 'role', 'isAdmin', 'passwordHash']);
for (const k of ['status', 'createdAt', 'publishedAt', 'paidPaise']) formExtras.add(k);

/** A body with the extra fields added; the request's own fields win over them. */
function withExtras(req: Req, extras: Record<string, unknown>): Req {
  if (req.json) return { ...req, json: { ...extras, ...req.json } };
  if (req.form) {
    const kept = Object.entries(extras).filter(([k]) => formExtras.has(k));
    const fields = Object.fromEntries(kept.map(([k, v]) => [k, String(v)]));
    return { ...req, form: { ...req.form, fields: { ...fields, ...req.form.fields } } };
  }
  return req;
}

/** The role a write is tried as: the least trusted one the route lets in. */
function callerOf(row: Row): Role | undefined {
  const expected = expectedOf(row);
  return roles.find((r) => expected[r] === 'ok' || expected[r] === 409);
}

export type MassReport = {
  attempts: number;
  ignored: number;
  /** The routes that refused the body with its extras, with their status. */
  refused: string[];
  problems: string[];
};

/**
 * Every route that takes a body is called once more with the extra fields; none may answer 5xx
 * and, after all, no row of any table may hold one of their values (and no admin is added).
 */
export async function massAssignment(w: World, rows: [string, Row][]): Promise<MassReport> {
  const before = (await dumpRows(w.t.database)).join('\n');
  const report: MassReport = { attempts: 0, ignored: 0, refused: [], problems: [] };
  const tried: string[] = [];
  for (const [route, row] of rows) {
    const role = callerOf(row);
    if (!role) continue;
    const plain = await row.req(w, role);
    if (!plain.json && !plain.form) continue;
    const i = tried.push(route) - 1;
    const method = route.split(' ')[0] as HTTPMethods;
    const res = await w.client.call(role, method, withExtras(plain, massFields(i)), route);
    report.attempts++;
    if (res.statusCode >= 500) report.problems.push(`${route}: ${res.statusCode} ${res.body}`);
    else if (res.statusCode < 300) report.ignored++;
    else report.refused.push(`${route} ${res.statusCode}`);
  }
  const after = await dumpRows(w.t.database);
  tried.forEach((route, i) => {
    for (const mark of markers(i)) {
      if (before.includes(mark)) continue;
      const row = after.find((r) => r.includes(mark));
      if (row) report.problems.push(`${route} stored "${mark}": ${row.slice(0, 300)}`);
    }
  });
  const stamped = after.filter((r) => r.includes('2001-02-03') && !before.includes(r));
  for (const r of stamped) report.problems.push(`a date given by the client was stored: ${r}`);
  const admins = (rowsOf: string[]) => rowsOf.filter((r) => /^users: .*"role":"admin"/.test(r));
  if (admins(after).length !== admins(before.split('\n')).length) {
    report.problems.push('the number of admin accounts changed');
  }
  return report;
}
