import { describe, expect, it } from 'vitest';
import { createTestApp, setupTestApp } from '../support/test-app';

const t = setupTestApp();

describe('server basics', () => {
  it('GET /healthz answers 200 while the database is up', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers 4xx with { message } for malformed JSON, never a 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers 413 with { message } for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'a'.repeat(2 * 1024 * 1024), password: 'x' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(res.json().message).toBeTypeOf('string');
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('hides the details of a server fault behind a generic 500', async () => {
    const app = await createTestApp({
      beforeReady: (a) =>
        a.get('/api/boom', async () => {
          throw new Error('secret detail');
        }),
    });
    try {
      const res = await app.app.inject({ url: '/api/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 'INTERNAL',
        message: 'Something went wrong. Please try again.',
      });
      expect(res.body).not.toContain('secret');
    } finally {
      await app.close();
    }
  });

  it('GET /healthz answers 503 when the database is unreachable', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', code: 'UNAVAILABLE' });
    await broken.app.close();
  });
});
