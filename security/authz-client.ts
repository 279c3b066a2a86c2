import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { createSession, defaultSessionPolicy } from '../src/server/data/sessions';
import { multipart, type UploadFile } from '../tests/fixtures/uploads';
import type { TestApp } from '../tests/support/test-app';

/** Who calls: nobody, the two students (A owns the objects), an admin and a teacher. */
export const roles = ['anonymous', 'studentA', 'studentB', 'admin', 'teacher'] as const;
export type Role = (typeof roles)[number];

/** One request: a JSON body or a multipart form; `after` undoes what the call changed. */
export type Req = {
  url: string;
  json?: Record<string, unknown>;
  form?: { fields: Record<string, string>; files: Record<string, UploadFile> };
  /** A plain HTML form's body (application/x-www-form-urlencoded). */
  urlencoded?: Record<string, string>;
  after?: () => Promise<void>;
};

/** A reply as the suite saw it, kept for the secrets scan. */
export type Seen = {
  role: Role;
  route: string;
  status: number;
  type: string;
  body: string;
  /** The reply started a session: it is about the account logged into, not the caller. */
  loggedIn: boolean;
};

/**
 * Calls the app as a role, each call with a new session of that role's user (a call may end
 * the session it is made with) and from its own address (per-address limits stay out of the
 * way). Every reply is kept in `seen`, every session token made in `tokens`.
 */
export function roleClient(t: TestApp, teacherUserId: number) {
  const seen: Seen[] = [];
  const tokens = new Set<string>();
  const userOf: Record<Role, number | null> = {
    anonymous: null,
    studentA: t.studentA.student.user!.id,
    studentB: t.studentB.student.user!.id,
    admin: t.admin.user.id,
    teacher: teacherUserId,
  };
  let n = 0;

  async function call(role: Role, method: HTTPMethods, req: Req, route = `${method} ${req.url}`) {
    const userId = userOf[role];
    const headers: Record<string, string> = {};
    if (userId !== null) {
      const { token } = await createSession(t.db, userId, defaultSessionPolicy);
      tokens.add(token);
      headers.cookie = `academy_session=${token}`;
    }
    let payload: string | Buffer | undefined;
    if (req.form) {
      const body = await multipart(req.form.fields, req.form.files);
      Object.assign(headers, body.headers);
      payload = body.payload;
    } else if (req.urlencoded) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(req.urlencoded).toString();
    } else if (req.json) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(req.json);
    }
    n++;
    const res: LightMyRequestResponse = await t.app.inject({
      method,
      url: req.url,
      headers,
      payload,
      remoteAddress: `10.${(n >> 8) & 255}.${n & 255}.7`,
    });
    const started = res.cookies.filter((c) => c.name === 'academy_session' && c.value);
    for (const c of started) tokens.add(c.value);
    const type = String(res.headers['content-type'] ?? '');
    const loggedIn = started.length > 0;
    seen.push({ role, route, status: res.statusCode, type, body: res.body, loggedIn });
    await req.after?.();
    return res;
  }

  return { call, seen, tokens, userOf };
}
export type RoleClient = ReturnType<typeof roleClient>;
