import { beforeAll, describe, expect, it } from 'vitest';
import { insertContactMessage } from '#server/data/contact-messages.ts';
import type { ContactMessage } from '#shared/contact.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let admin: string;
let student: string;
beforeAll(() => {
  admin = t.admin.cookie;
  student = t.studentA.cookie;
});

const message = (i: number) =>
  insertContactMessage(t.db, {
    from_name: `Visitor ${i}`,
    from_email: `visitor${i}@example.in`,
    course: 'Cooking Courses',
    message: `Question number ${i}`,
  });

describe('admin messages inbox', () => {
  it('lists messages newest first for an admin', async () => {
    const first = await message(1);
    const second = await message(2);
    const res = await t.app.inject({ url: '/api/messages', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ messages: ContactMessage[] }>().messages.map((m) => m.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(res.json().messages[0]).toMatchObject({
      from_name: expect.any(String),
      from_email: expect.any(String),
      course: 'Cooking Courses',
      read: false,
      created_at: expect.any(String),
    });
  });

  it('marks a message read and unread', async () => {
    const m = await message(3);
    const patch = (read: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/messages/${m.id}`,
        payload: { read },
        headers: { cookie: admin },
      });
    expect((await patch(true)).json().message).toMatchObject({ id: m.id, read: true });
    expect((await patch(false)).json().message).toMatchObject({ id: m.id, read: false });
    const bad = await patch('yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.read).toBeDefined();
  });

  it('deletes a message, then answers 404 for it', async () => {
    const m = await message(4);
    const del = () =>
      t.app.inject({ method: 'DELETE', url: `/api/messages/${m.id}`, headers: { cookie: admin } });
    expect((await del()).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/messages', headers: { cookie: admin } });
    expect(list.json<{ messages: ContactMessage[] }>().messages.some((x) => x.id === m.id)).toBe(
      false,
    );
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/messages/${id}`,
        payload: { read: true },
        headers: { cookie: admin },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses visitors (401) and students (403) on every call', async () => {
    const m = await message(5);
    const calls = [
      { method: 'GET' as const, url: '/api/messages' },
      { method: 'PATCH' as const, url: `/api/messages/${m.id}`, payload: { read: true } },
      { method: 'DELETE' as const, url: `/api/messages/${m.id}` },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
      expect((await t.app.inject({ ...call, headers: { cookie: student } })).statusCode).toBe(403);
    }
    const list = await t.app.inject({ url: '/api/messages', headers: { cookie: admin } });
    expect(list.json().messages.find((x: ContactMessage) => x.id === m.id)).toMatchObject({
      read: false,
    });
  });
});
