import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchJson, holdUserCalls } from './api';
import { onSessionExpired } from './session-expiry';

type Call = { url: string; init: RequestInit };

function answer(status: number, body?: unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const text = body === undefined ? null : JSON.stringify(body);
    return Promise.resolve(new Response(text, { status }));
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchJson', () => {
  it('sends JSON with its content type and reads the reply', async () => {
    const calls = answer(201, { id: 7 });
    expect(await fetchJson('/api/notices', { body: { title: 'Holiday' } })).toEqual({ id: 7 });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"title":"Holiday"}');
    expect(calls[0]!.init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('sends FormData as it is, leaving the multipart content type to fetch', async () => {
    const calls = answer(201, { id: 1 });
    const form = new FormData();
    form.append('name', 'Web Designing');
    await fetchJson('/api/courses/3', { method: 'PUT', body: form });
    expect(calls[0]!.init.method).toBe('PUT');
    expect(calls[0]!.init.body).toBe(form);
    expect(calls[0]!.init.headers).not.toHaveProperty('content-type');
  });

  it('answers undefined for 204 and throws ApiError with the code for a refusal', async () => {
    answer(204);
    expect(await fetchJson('/api/notices/1', { method: 'DELETE' })).toBeUndefined();
    answer(409, {
      code: 'EMAIL_TAKEN',
      message: 'Taken.',
      fieldErrors: { emailAddress: ['Taken.'] },
    });
    const error = await fetchJson('/api/register-student', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', message: 'Taken.' });
  });

  it('throws a network ApiError when fetch itself fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await fetchJson('/api/courses').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, isNetworkError: true });
  });

  it('reports a lost session for a dashboard call, never for the login calls', async () => {
    const seen: string[] = [];
    const off = onSessionExpired(() => seen.push('expired'));
    try {
      answer(401, { code: 'UNAUTHENTICATED', message: 'Please log in to continue.' });
      await expect(fetchJson('/add-teacher', { body: {} })).rejects.toBeInstanceOf(ApiError);
      expect(seen).toEqual(['expired']);

      answer(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
      await expect(fetchJson('/auth/login', { body: {} })).rejects.toBeInstanceOf(ApiError);
      answer(401, { message: 'Invalid credentials' });
      await expect(fetchJson('/auth/student/login', { body: {} })).rejects.toBeInstanceOf(ApiError);
      answer(403, { code: 'FORBIDDEN', message: 'Admins only.' });
      await expect(fetchJson('/api/courses')).rejects.toBeInstanceOf(ApiError);
      expect(seen).toEqual(['expired']);
    } finally {
      off();
    }
    answer(401, { message: 'Please log in to continue.' });
    await expect(fetchJson('/api/courses')).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual(['expired']);
  });

  it("sends no call on the user's behalf while Logout ends the session, only the session calls", async () => {
    const calls = answer(204);
    holdUserCalls(true);
    try {
      const error = await fetchJson('/api/student/courses').catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'AbortError' });
      await fetchJson('/auth/logout', { method: 'POST' });
      expect(calls.map((c) => c.url)).toEqual(['/auth/logout']);
    } finally {
      holdUserCalls(false);
    }
    await fetchJson('/api/courses');
    expect(calls.map((c) => c.url)).toEqual(['/auth/logout', '/api/courses']);
  });
});
