import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/test-app';

// Requests the endpoint fuzz (security/fuzz-*.test.ts) found answered 500; each must be a 4xx.
const t = setupTestApp();

const admin = () => ({ cookie: t.admin.cookie });

describe('found by the endpoint fuzz', () => {
  it('an impossible day in the activity filter is a 400, not a 500', async () => {
    for (const url of [
      '/api/admin/activity?from=2001-02-30',
      '/api/admin/activity?to=9999-99-99',
      '/api/admin/activity.csv?from=0000-00-00',
    ]) {
      const res = await t.app.inject({ url, headers: admin() });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const real = await t.app.inject({
      url: '/api/admin/activity?from=2024-02-29&to=2024-03-01',
      headers: admin(),
    });
    expect(real.statusCode).toBe(200);
  });

  it('multipart without a boundary, or cut short, is a 400, not a 500', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="file"; filename="q.csv"\r\n\r\nab';
    for (const [type, payload] of [
      ['multipart/form-data', `${body}\r\n--b--\r\n`],
      ['multipart/form-data; boundary=b', body],
      ['multipart/form-data; boundary=other', `${body}\r\n--b--\r\n`],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/mock-questions/import',
        headers: { ...admin(), 'content-type': type },
        payload,
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
  });
});
