import type { HTTPMethods, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { routeAccess, type Access } from '../support/route-access';
import { setupTestApp } from '../support/test-app';

// Every registered route is called as anonymous, a student, a teacher and an admin, and must refuse
// exactly those its row in tests/support/route-access.ts does not let in.
const registered: string[] = [];
const t = setupTestApp({
  onRoute: (route: RouteOptions) => {
    const methods = ([] as HTTPMethods[]).concat(route.method);
    // HEAD routes mirror their GET (Fastify adds them); they are called through the GET.
    for (const m of methods) if (m !== 'HEAD') registered.push(`${m} ${route.url}`);
  },
});

/** A path that reaches the route, with values that name nothing (so no call changes data). */
const concrete = (path: string) =>
  path
    .replace(':id', '999999')
    .replace(':slug', 'no-such-course')
    .replace(':name', `${'0'.repeat(32)}.webp`)
    .replace('*', 'no-such-file');

type Caller = 'anonymous' | 'student' | 'teacher' | 'admin';
const allowed: Record<Access, Caller[]> = {
  public: ['anonymous', 'student', 'teacher', 'admin'],
  'any-user': ['student', 'teacher', 'admin'],
  student: ['student'],
  teacher: ['teacher'],
  admin: ['admin'],
};

describe('route access', () => {
  it('every registered route has a row, and every row a route', () => {
    expect(registered.length).toBeGreaterThan(40);
    expect(registered.filter((r) => !(r in routeAccess))).toEqual([]);
    expect(Object.keys(routeAccess).filter((r) => !registered.includes(r))).toEqual([]);
  });

  it('refuses anonymous callers with 401 and the wrong role with 403, on every route', async () => {
    const failures: string[] = [];
    for (const route of registered) {
      const [method, path] = route.split(' ') as [HTTPMethods, string];
      const access = routeAccess[route];
      if (!access) continue;
      // A fresh session for each call: some calls (logout) end the session they are made with.
      const cookies = {
        anonymous: undefined,
        student: (await t.newStudent()).cookie,
        teacher: (await t.newTeacher()).cookie,
        admin: (await t.newAdmin()).cookie,
      };
      for (const [who, cookie] of Object.entries(cookies)) {
        const res = await t.app.inject({
          method,
          url: concrete(path),
          headers: cookie ? { cookie } : {},
        });
        const json = String(res.headers['content-type']).includes('json');
        const code: unknown = json ? res.json().code : undefined;
        const got =
          code === 'UNAUTHENTICATED' || code === 'FORBIDDEN'
            ? `${res.statusCode} ${code}`
            : 'let in';
        const may = allowed[access].includes(who as Caller);
        const expected = may
          ? 'let in'
          : who === 'anonymous'
            ? '401 UNAUTHENTICATED'
            : '403 FORBIDDEN';
        if (got !== expected) failures.push(`${route} as ${who}: ${got}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
