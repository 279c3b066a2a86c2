import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCourses, registrationPayload } from '#server/seed/factories.ts';
import { createLogger } from '#server/lib/logger.ts';
import { setupTestApp } from '../support/test-app';

// Findings (Low): a NUL character in any text field, or a date like 2001-02-30, answered 500;
// failed-query logs carried every parameter.
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
const t = setupTestApp({
  logger: createLogger({ logLevel: 'info', dev: false }, stream),
  beforeReady(app) {
    app.post('/api/test/failing-query', async () => {
      await app.db.execute(
        sql`insert into no_such_table (email, hash) values (${'priya@example.in'}, ${'scrypt$131072$secret-hash'})`,
      );
      return {};
    });
    app.post('/api/test/bad-date', async () => {
      await app.db.execute(sql`select ${'2001-02-30'}::date`);
      return {};
    });
  },
});
let n = 0;
beforeAll(async () => {
  await ensureCourses(t.db, registrationPayload().courses ?? []);
});

const application = (o: Record<string, unknown> = {}) => {
  n += 1;
  const p = registrationPayload({
    password: 'kesar-chai-at-nine',
    emailAddress: `guard${n}@example.in`,
    phoneNumber: `96100000${String(n).padStart(2, '0')}`,
    ...o,
  });
  return { ...p, confirmPassword: p.password };
};
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.5.0.${n}` });

describe('NUL characters answer 400 everywhere', () => {
  it('in an anonymous form, a logged-in form, a nested field and a query string', async () => {
    const cases = [
      post('/api/admissions', application({ studentName: 'Ravi\u0000Kumar' })),
      post('/api/admissions', application({ highSchool: { instituteName: 'a\u0000b' } })),
      post('/api/contact', {
        from_name: 'x\u0000',
        from_email: 'n@example.in',
        course: 'Languages Courses',
        message: 'hi',
      }),
      post('/auth/student/login', { studentId: 'ACA\u0000', password: 'x' }),
      post('/api/register-student', registrationPayload({ address: '\u0000' }), {
        cookie: t.admin.cookie,
      }),
      t.app.inject({ url: '/api/catalogue/a%00b' }),
      t.app.inject({ url: '/api/catalogue?q=a%00b' }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('impossible dates answer 400', () => {
  it('2001-02-30 and 2026-02-29 as a date of birth', async () => {
    for (const dateOfBirth of ['2001-02-30', '2026-02-29', '2001-13-01', '2001-00-10']) {
      const res = await post('/api/admissions', application({ dateOfBirth }));
      expect(res.statusCode, dateOfBirth).toBe(400);
      expect(res.json().fieldErrors.dateOfBirth).toEqual(['Please enter a valid date of birth.']);
    }
    expect(
      (await post('/api/admissions', application({ dateOfBirth: '2004-02-29' }))).statusCode,
    ).toBe(201);
  });

  it('a value the database refuses (SQLSTATE 22xxx) is a 400, not a 500', async () => {
    const res = await post('/api/test/bad-date', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });
});

describe('failed-query logs carry no parameters', () => {
  it('logs the failure without the values or the hash', async () => {
    lines.length = 0;
    const res = await post('/api/test/failing-query', {});
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('no_such_table');
    expect(log).not.toContain('priya@example.in');
    expect(log).not.toContain('secret-hash');
  });
});
