// Notices for one course and the bell's unread count (issue 27.17, decision 055).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enrol } from '#server/data/enrolments.ts';
import { noticeReads, notices } from '#server/db/schema.ts';
import { createCourse } from '#server/seed/factories.ts';
import { noticeMessages, type Notice } from '#shared/notices.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let physics: number;
let chemistry: number;
beforeAll(async () => {
  physics = (await createCourse(t.db, { name: 'Physics Foundation' })).id;
  chemistry = (await createCourse(t.db, { name: 'Chemistry Foundation' })).id;
  // Amrit studies Physics; Baljit nothing.
  await enrol(t.db, t.studentA.student.id, [physics]);
});
beforeEach(async () => {
  await t.db.delete(notices);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });
const post = async (courseId?: number | null, title = `Notice ${courseId ?? 'all'}`) => {
  const res = await call('POST', '/api/notices', t.admin.cookie, {
    title,
    details: 'Details.',
    postedBy: 'Principal',
    date: '2026-11-27',
    ...(courseId === undefined ? {} : { courseId }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Notice>();
};
const titles = async (cookie: string) =>
  (await call('GET', '/api/notices', cookie)).json<Notice[]>().map((n) => n.title);
const count = async (cookie: string) =>
  (await call('GET', '/api/notices/count', cookie)).json<{ count: number }>().count;

describe('a notice for one course', () => {
  it('is seen by that course’s students and the admin only; everyone sees one for all', async () => {
    const all = await post();
    expect(all.courseId).toBeNull();
    const forPhysics = await post(physics, 'Physics lab on Monday');
    expect(forPhysics).toMatchObject({ courseId: physics, courseName: 'Physics Foundation' });
    await post(chemistry, 'Chemistry test moved');

    expect(await titles(t.studentA.cookie)).toEqual(['Physics lab on Monday', 'Notice all']);
    expect(await titles(t.studentB.cookie)).toEqual(['Notice all']);
    expect(await titles(t.admin.cookie)).toHaveLength(3);
  });

  it('refuses a course that does not exist, in words, saving nothing', async () => {
    const res = await call('POST', '/api/notices', t.admin.cookie, {
      title: 'Ghost',
      details: 'x',
      postedBy: 'y',
      date: '2026-11-27',
      courseId: 999_999,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(noticeMessages.courseUnknown);
    const bad = await call('POST', '/api/notices', t.admin.cookie, {
      title: 'Ghost',
      details: 'x',
      postedBy: 'y',
      date: '2026-11-27',
      courseId: 'physics',
    });
    expect(bad.statusCode).toBe(400);
    expect(await t.db.select().from(notices)).toEqual([]);
  });
});

describe('the bell counts the notices not opened', () => {
  it('counts visible unread notices; a GET marks nothing; the PUT marks them opened', async () => {
    const all = await post();
    const forPhysics = await post(physics);
    const forChemistry = await post(chemistry);
    expect(await count(t.studentA.cookie)).toBe(2);
    expect(await count(t.studentB.cookie)).toBe(1);
    expect(await count(t.admin.cookie)).toBe(3);

    // Reading the list writes nothing.
    await titles(t.studentA.cookie);
    await titles(t.studentA.cookie);
    expect(await count(t.studentA.cookie)).toBe(2);
    expect(await t.db.select().from(noticeReads)).toEqual([]);

    // Opening: a notice of another course is passed over, a repeat changes nothing.
    const read = { ids: [all.id, forChemistry.id, all.id] };
    expect((await call('PUT', '/api/notices/read', t.studentA.cookie, read)).statusCode).toBe(204);
    expect((await call('PUT', '/api/notices/read', t.studentA.cookie, read)).statusCode).toBe(204);
    expect(await count(t.studentA.cookie)).toBe(1);
    const list = (await call('GET', '/api/notices', t.studentA.cookie)).json<Notice[]>();
    expect(list.map((n) => [n.id, n.read])).toEqual([
      [forPhysics.id, false],
      [all.id, true],
    ]);
    // Another user's count is their own.
    expect(await count(t.studentB.cookie)).toBe(1);
    const rows = await t.db.select().from(noticeReads);
    expect(rows.map((r) => r.noticeId)).toEqual([all.id]);
  });

  it('refuses a body that is not a list of ids', async () => {
    const res = await call('PUT', '/api/notices/read', t.studentA.cookie, { ids: ['x'] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(noticeMessages.readIds);
  });
});
