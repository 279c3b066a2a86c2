import { beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '#server/seed/factories.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let admin: string;
beforeAll(() => {
  admin = t.admin.cookie;
});

type Registration = { id: number; studentName: string };
const list = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/get-registrations', headers: { cookie: admin, ...headers } });

describe('GET /get-registrations: cached reply and ETag', () => {
  it('answers 304 to a matching If-None-Match, and fresh data after any change', async () => {
    const s = await createStudent(t.db, { firstName: 'Rupinder', lastName: 'Kaur' });
    const first = await list();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    // Revalidated with the ETag on every use, never served from a cache without asking.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.json().registrations.map((r: Registration) => r.studentName)).toContain(
      'Rupinder Kaur',
    );

    const again = await list({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // An edit changes the row's version: the cached reply and the old ETag no longer hold.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/students/${s.id}`,
      headers: { cookie: admin },
      payload: {
        firstName: 'Rupinder',
        lastName: 'Brar',
        contactNumber: s.phone,
        emailAddress: s.email!,
      },
    });
    expect(edit.statusCode).toBe(200);
    const changed = await list({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const names = changed.json().registrations.map((r: Registration) => r.studentName);
    expect(names).toContain('Rupinder Brar');
    expect(names).not.toContain('Rupinder Kaur');

    // So do a new registration and a deletion.
    const added = await createStudent(t.db, { firstName: 'Gagandeep', lastName: 'Virk' });
    const withNew = await list();
    expect(withNew.json().registrations.map((r: Registration) => r.id)).toContain(added.id);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/students/${added.id}`,
      headers: { cookie: admin },
    });
    expect(del.statusCode).toBeLessThan(300);
    const afterDelete = await list();
    expect(afterDelete.json().registrations.map((r: Registration) => r.id)).not.toContain(added.id);
  });
});
