// The server's demo data as the scanners need it: logins, and a real id for every path
// parameter. Part of security/scanners.ts.
import type { Json } from './scanners-ops';

export async function login(base: string, url: string, body: Json): Promise<string> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
  const cookie = /academy_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`login at ${url} failed: ${res.status} ${await res.text()}`);
  return cookie;
}

export async function getJson(base: string, p: string, cookie: string): Promise<unknown> {
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

export type Ids = Record<string, string>;

/** Real ids from the demo data for every path parameter, by path prefix. */
export async function demoIds(base: string, admin: string, student: string): Promise<Ids> {
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

export function idFor(ids: Ids, route: string, name: string): string {
  const prefix = route.slice(0, route.indexOf('{'));
  const key = name === 'id' || name === 'enrolmentId' || name === 'slug' || name === 'name';
  const found = key ? ids[prefix] : ids[`${name}@${prefix}`];
  return found ?? ids[prefix] ?? '1';
}
