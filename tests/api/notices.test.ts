import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNotice } from '#server/seed/factories.ts';
import { notices } from '#server/db/schema.ts';
import { noticeMessages } from '#shared/notices.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let admin: string;
let student: string;
beforeAll(() => {
  admin = t.admin.cookie;
  student = t.studentA.cookie;
});
beforeEach(async () => {
  await t.db.delete(notices);
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const valid = {
  title: 'Holiday on Diwali',
  details: 'The academy stays closed on Friday.',
  postedBy: 'Principal',
  date: '2026-11-08',
};

describe('GET /api/notices', () => {
  it('lists notices newest date first, then newest post time, for an admin and a student', async () => {
    const older = await createNotice(t.db, { title: 'Older', date: '2026-01-05' });
    const first = await createNotice(t.db, { title: 'Same day, first', date: '2026-03-01' });
    const second = await createNotice(t.db, { title: 'Same day, second', date: '2026-03-01' });
    for (const cookie of [admin, student]) {
      const res = await call('GET', '/api/notices', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((n: { id: number }) => n.id)).toEqual([second.id, first.id, older.id]);
    }
    const [top] = (await call('GET', '/api/notices', student)).json();
    expect(top).toEqual({
      id: second.id,
      title: 'Same day, second',
      details: second.details,
      postedBy: second.postedBy,
      date: '2026-03-01',
      postTime: second.createdAt.toISOString(),
      courseId: null,
      courseName: null,
      read: false,
    });
  });

  it('answers an empty list when there are none', async () => {
    expect((await call('GET', '/api/notices', student)).json()).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/notices')).statusCode).toBe(401);
  });
});

describe('POST /api/notices', () => {
  it('saves the notice and answers 201 with it; the count goes up', async () => {
    const res = await call('POST', '/api/notices', admin, {
      ...valid,
      title: '  Holiday on Diwali ',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ ...valid, id: expect.any(Number) });
    expect(new Date(body.postTime).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const rows = await t.db.select().from(notices).where(eq(notices.id, body.id));
    expect(rows).toHaveLength(1);
    expect((await call('GET', '/api/notices/count', student)).json()).toEqual({ count: 1 });
  });

  it('answers 400 with field errors for every missing field and saves nothing', async () => {
    const res = await call('POST', '/api/notices', admin, {
      title: ' ',
      details: '',
      postedBy: '',
      date: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      title: [noticeMessages.title],
      details: [noticeMessages.details],
      postedBy: [noticeMessages.postedBy],
      date: [noticeMessages.date],
    });
    expect(await t.db.select().from(notices)).toHaveLength(0);
  });

  it('answers 400 when a field is absent or the body is empty', async () => {
    const { postedBy: _omit, ...rest } = valid;
    const res = await call('POST', '/api/notices', admin, rest);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: noticeMessages.postedBy,
      fieldErrors: { postedBy: [noticeMessages.postedBy] },
    });
    expect((await call('POST', '/api/notices', admin)).statusCode).toBe(400);
    expect(await t.db.select().from(notices)).toHaveLength(0);
  });

  it.each(['2026-02-30', '21-11-2026', '2026-13-01', 'tomorrow', '0000-01-01'])(
    'answers 400 for the invalid date %s',
    async (date) => {
      const res = await call('POST', '/api/notices', admin, { ...valid, date });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ date: [noticeMessages.dateInvalid] });
    },
  );

  it('answers 400 for an over-long title', async () => {
    const res = await call('POST', '/api/notices', admin, { ...valid, title: 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.title).toHaveLength(1);
  });

  it('answers 403 for a student and 401 without a session, saving nothing', async () => {
    expect((await call('POST', '/api/notices', student, valid)).statusCode).toBe(403);
    expect((await call('POST', '/api/notices', undefined, valid)).statusCode).toBe(401);
    expect(await t.db.select().from(notices)).toHaveLength(0);
  });
});

describe('DELETE /api/notices/:id', () => {
  it('deletes exactly that notice by id', async () => {
    const keep = await createNotice(t.db, { title: 'Keep' });
    const gone = await createNotice(t.db, { title: 'Gone' });
    const res = await call('DELETE', `/api/notices/${gone.id}`, admin);
    expect(res.statusCode).toBe(204);
    const rows = await t.db.select().from(notices);
    expect(rows.map((r) => r.id)).toEqual([keep.id]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const n = await createNotice(t.db);
    expect((await call('DELETE', `/api/notices/${n.id + 1000}`, admin)).json()).toEqual({
      code: 'NOT_FOUND',
      message: noticeMessages.notFound,
    });
    expect((await call('DELETE', `/api/notices/${n.id + 1000}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/notices/abc', admin)).json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Not found.',
    });
    expect(await t.db.select().from(notices)).toHaveLength(1);
  });

  it('answers 403 for a student and 401 without a session, deleting nothing', async () => {
    const n = await createNotice(t.db);
    expect((await call('DELETE', `/api/notices/${n.id}`, student)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/notices/${n.id}`)).statusCode).toBe(401);
    expect(await t.db.select().from(notices)).toHaveLength(1);
  });
});
