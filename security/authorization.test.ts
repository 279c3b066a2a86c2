import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, defaultSessionPolicy } from '../src/server/data/sessions';
import { createNotice, createTeacherUser } from '../src/server/seed/factories';
import { waitFor } from '../tests/support/wait-for';
import { roles } from './authz-client';
import { massAssignment } from './authz-mass';
import { expectedOf, type Outcome, type Row } from './authz-rows';
import { dumpRows, scanReplies } from './authz-scan';
import { buildWorld, privateA, type World } from './authz-world';
import { matrix } from './authorization-matrix';

// The authorization matrix as data (security/authorization-matrix.ts): every registered route
// called as nobody, student A, student B, an admin and a teacher with real ids, then IDOR sweeps, a
// secrets scan of every reply and mass-assignment attempts on every write. Each prints a figure.
const registered: string[] = [];
let w: World;
beforeAll(async () => {
  w = await buildWorld({
    onRoute: (route: RouteOptions) => {
      // HEAD routes mirror their GET (Fastify adds them); they are called through the GET.
      for (const m of ([] as HTTPMethods[]).concat(route.method)) {
        if (m !== 'HEAD') registered.push(`${m} ${route.url}`);
      }
    },
  });
}, 180_000);
afterAll(() => w?.close());

const methodOf = (route: string) => route.split(' ')[0] as HTTPMethods;
const rows = () => registered.flatMap((r): [string, Row][] => (matrix[r] ? [[r, matrix[r]]] : []));
const matches = (status: number, expected: Outcome) =>
  expected === 'ok' ? status >= 200 && status < 400 : status === expected;

describe('authorization', () => {
  it('every registered route has a row, and every row a route', () => {
    expect(registered.length).toBeGreaterThan(100);
    expect(registered.filter((r) => !(r in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((r) => !registered.includes(r))).toEqual([]);
  });

  it('every route answers each role as its row says', async () => {
    const unexpected: string[] = [];
    for (const [route, row] of rows()) {
      const expected = expectedOf(row);
      // The refused first, so the call that is let in (and may delete) comes last.
      const order = [...roles].sort(
        (a, b) => Number(expected[a] === 'ok') - Number(expected[b] === 'ok'),
      );
      for (const role of order) {
        const res = await w.client.call(role, methodOf(route), await row.req(w, role), route);
        if (!matches(res.statusCode, expected[role])) {
          unexpected.push(`${route} as ${role}: ${res.statusCode}, expected ${expected[role]}`);
          unexpected.push(`  ${res.body.slice(0, 200)}`);
        }
      }
    }
    const checks = rows().length * roles.length;
    console.info(
      `authorization: ${rows().length} routes × ${roles.length} roles = ${checks} checks, ` +
        `${unexpected.length / 2} unexpected`,
    );
    expect(unexpected).toEqual([]);
  });

  it("IDOR: student B calling with student A's ids gets nothing of A's", async () => {
    const marks = privateMarks();
    // Every route that names an object B may not reach, with A's (or another's) id.
    const named = rows().filter(([r, row]) => r.includes(':') && expectedOf(row).studentB !== 'ok');
    // B's own calls, asked about A: searches for A's private values, B's own lists.
    const own = [
      ...marks.slice(0, 4).map((q) => `/api/student/search?q=${encodeURIComponent(q)}`),
      '/api/student/exams?type=mid_term',
      '/api/student/results',
      '/api/student/fee',
      '/api/student/mock-tests',
      '/api/student/courses',
      '/api/student/details',
    ];
    const leaks: string[] = [];
    const check = (route: string, status: number, body: string, named: boolean) => {
      if (named && status < 300) leaks.push(`${route}: ${status} for student B`);
      for (const m of marks) if (body.includes(m)) leaks.push(`${route}: A's "${m}" to B`);
    };
    for (const [route, row] of named) {
      const res = await w.client.call(
        'studentB',
        methodOf(route),
        await row.req(w, 'studentB'),
        route,
      );
      check(route, res.statusCode, res.body, true);
    }
    for (const url of own) {
      const res = await w.client.call('studentB', 'GET', { url });
      check(url, res.statusCode, res.body, false);
    }
    console.info(`IDOR: ${named.length + own.length} calls, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
    // The ids are A's real objects: the same calls made as A (in the matrix) showed A's data.
    const seenByA = w.client.seen.filter((r) => r.role === 'studentA').map((r) => r.body);
    expect(marks.filter((m) => !seenByA.some((body) => body.includes(m)))).toEqual([]);
  });

  it("IDOR: another teacher gets 404 for this teacher's batch and never sees it listed", async () => {
    const other = await createTeacherUser(w.t.db, { firstName: 'Gurpreet' });
    const { token } = await createSession(w.t.db, other.userId, defaultSessionPolicy);
    const headers = { cookie: `academy_session=${token}` };
    const batchUrl = `/api/teacher/batches/${w.teacherBatch.id}`;
    const one = await w.t.app.inject({ method: 'GET', url: batchUrl, headers });
    const list = await w.t.app.inject({ method: 'GET', url: '/api/teacher/batches', headers });
    console.info(`IDOR (teachers): 2 calls, status ${one.statusCode} for another's batch`);
    expect(one.statusCode).toBe(404);
    expect(list.json()).toEqual({ batches: [] });
    // The same batch as its own teacher (in the matrix) was let in.
    const seen = w.client.seen.filter((r) => r.role === 'teacher' && r.route.endsWith('/:id'));
    expect(seen.some((r) => r.status === 200 && r.body.includes('Authz Teacher Batch'))).toBe(true);
  });

  it('mass assignment: extra fields in every write are ignored or refused, never stored', async () => {
    const report = await massAssignment(w, rows());
    console.info(
      `mass assignment: ${report.attempts} attempts (${report.ignored} ignored, ` +
        `${report.refused.length} refused), ${report.problems.length} stored`,
    );
    console.info(`  refused: ${report.refused.join(', ')}`);
    expect(report.attempts).toBeGreaterThan(30);
    expect(report.problems).toEqual([]);
    // The database scan sees a value that was stored.
    await createNotice(w.t.db, { title: 'MASS-canary' });
    expect((await dumpRows(w.t.database)).some((r) => r.includes('MASS-canary'))).toBe(true);
  });

  it("no reply carries a secret, nor A's private fields to B or nobody", async () => {
    const asked = w.client.seen.filter(
      (r) => r.route === 'POST /auth/forgot-password' && r.status === 202,
    ).length;
    await waitFor(() => w.mailedTokens.length >= asked, {
      timeout: 30_000,
      message: `${asked} reset mails`,
    });
    const tokens = [...w.client.tokens, ...w.spare.resetTokens, ...w.mailedTokens];
    const { json, findings } = scanReplies(w.client.seen, { tokens, privateA: privateMarks() });
    console.info(
      `reply scan: ${w.client.seen.length} replies (${json} JSON), ${findings.length} secrets ` +
        `(${tokens.length} session and reset tokens watched)`,
    );
    expect(w.mailedTokens.length).toBeGreaterThan(0);
    expect(json).toBeGreaterThan(300);
    expect(findings).toEqual([]);
    // The scan sees a hash, a token and A's phone in a reply to B.
    const token = tokens[0]!;
    const canary = { ...w.client.seen[0]!, role: 'studentB' as const, loggedIn: false };
    const bodies = [w.t.admin.user.passwordHash, token, privateA.phone];
    const caught = scanReplies(
      bodies.map((body) => ({ ...canary, body: JSON.stringify({ body }) })),
      { tokens, privateA: privateMarks() },
    );
    expect(caught.findings).toHaveLength(3);
  });
});

/** A's private values as they would appear in a reply. */
function privateMarks(): string[] {
  return [
    privateA.phone,
    privateA.email,
    w.t.studentA.student.studentId,
    privateA.address,
    privateA.marks,
    String(privateA.paidPaise),
    privateA.upiReference,
    w.receipt.serial,
  ];
}
