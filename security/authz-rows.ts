import type { Req, Role } from './authz-client';
import type { World } from './authz-world';

/** What a role's call must get: let in (2xx/3xx), or refused with this status. */
export type Outcome = 'ok' | 401 | 403 | 404 | 409;
export type Expected = Record<Role, Outcome>;

const presets = {
  /** Anyone. */
  public: { anonymous: 'ok', studentA: 'ok', studentB: 'ok', admin: 'ok', teacher: 'ok' },
  /** Anyone logged in. */
  user: { anonymous: 401, studentA: 'ok', studentB: 'ok', admin: 'ok', teacher: 'ok' },
  /** Any student, about themselves (the session names the student). */
  student: { anonymous: 401, studentA: 'ok', studentB: 'ok', admin: 403, teacher: 403 },
  /** A student call naming student A's object: B must not find it. */
  own: { anonymous: 401, studentA: 'ok', studentB: 404, admin: 403, teacher: 403 },
  admin: { anonymous: 401, studentA: 403, studentB: 403, admin: 'ok', teacher: 403 },
  /** The teacher portal (issue 21.1): the session names the teacher. */
  teacher: { anonymous: 401, studentA: 403, studentB: 403, admin: 403, teacher: 'ok' },
} satisfies Record<string, Expected>;

export type Row = {
  who: keyof typeof presets | Expected;
  /** The request for one role's call; it may make a fresh object to act on. */
  req: (w: World, role: Role) => Req | Promise<Req>;
};
export const expectedOf = (row: Row): Expected =>
  typeof row.who === 'string' ? presets[row.who] : row.who;

export const get = (who: Row['who'], url: string | ((w: World) => string)): Row => ({
  who,
  req: (w) => ({ url: typeof url === 'string' ? url : url(w) }),
});
export const json = (url: string, body: Record<string, unknown>): Req => ({ url, json: body });
let seq = 0;
/** A number that grows with every call (answer seqs, unique addresses). */
export const next = () => ++seq;
export const csvFile = (text: string) => ({
  fields: {},
  files: { file: { name: 'upload.csv', data: Buffer.from(text), type: 'text/csv' } },
});
export const passwordOf = (role: Role) =>
  role === 'admin'
    ? 'admin-password'
    : role === 'teacher'
      ? 'teacher-password'
      : 'student-password';
export const newPassword = 'Saffron-Kite-2026';
