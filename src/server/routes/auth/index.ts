import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginSchema,
  authReplySchema,
  messages,
  studentLoginSchema,
  waitMessage,
  type SessionUser,
} from '#shared/auth.ts';
import type { Role } from '#shared/roles.ts';
import { teacherLoginSchema } from '#shared/teacher-portal.ts';
import { isPasswordChangeRequired } from '#server/data/password-changes.ts';
import { createSession, deleteSession, type SessionPolicy } from '#server/data/sessions.ts';
import { recordAudit } from '#server/data/audit-log.ts';
import { isPendingHash } from '#server/data/registrations.ts';
import { findUserByUsername, setPasswordHash } from '#server/data/users.ts';
import { AppError, appError } from '#server/lib/app-error.ts';
import { networkOf } from '#server/lib/hash-turns.ts';
import { Limiter } from '#server/lib/limiter.ts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '#server/lib/password.ts';
import { noContent } from '#server/lib/route-schemas.ts';
import { clearSessionCookie, setSessionCookie } from '#server/plugins/session.ts';
import type { LoginLimits } from './login-limits';

/** One bucket per account whatever the case, spaces, tabs or Unicode form it is typed in. */
function normaliseUsername(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

const loggedIn = { 200: authReplySchema };

/** Login (admin, student and teacher), current user and logout. */
export const authRoutes: FastifyPluginAsyncZod<{
  limits: LoginLimits;
  policy: SessionPolicy;
}> = async (app, opts) => {
  const { limits } = opts;
  const store = app.limiterStore;
  const byNetwork = new Limiter(store, 'login-ip', Infinity, limits.windowMs);
  const byAccount = new Limiter(store, 'login', Infinity, limits.windowMs);
  const byAccountAll = new Limiter(store, 'login-all', Infinity, limits.windowMs);
  const alerts = new Limiter(store, 'login-alert', 1, limits.windowMs);
  const rehashing = new Set<number>();

  /**
   * A turn beyond a free budget (decision 047): the wait for `key` is a window in the shared
   * store, started by the failure that used the budget up or by the attempt allowed after it
   * (with the wait that follows if it fails too). The first attempt after the window takes the
   * next turn in one atomic step, so a parallel burst gets one check, not one each. Answers the
   * milliseconds left to wait (0: this attempt may go ahead).
   */
  async function turn(key: string, nextDelay: number): Promise<number> {
    const now = Date.now();
    const { count, resetAt } = await store.increment(`login-turn:${key}`, nextDelay, now);
    return count === 1 ? 0 : Math.max(1, resetAt - now);
  }
  /** The failure that uses a budget up starts the first wait. */
  const startWait = (key: string, delay: number) =>
    store.increment(`login-turn:${key}`, delay, Date.now());

  const accountDelay = (over: number) =>
    Math.min(limits.maxDelayMs, limits.delayMs * 2 ** Math.min(Math.max(0, over - 1), 20));
  const networkDelay = (over: number) =>
    Math.min(
      limits.maxNetworkDelayMs,
      limits.networkDelayMs * 2 ** Math.min(Math.floor(Math.max(0, over - 1) / 25), 20),
    );

  async function logIn(
    request: FastifyRequest,
    reply: FastifyReply,
    role: Role,
    username: string,
    password: string,
  ): Promise<SessionUser | undefined> {
    const name = normaliseUsername(username);
    const net = networkOf(request.ip);
    const account = `${role}:${name}`;
    const accountNet = `${account}|${net}`;
    // Every attempt is counted BEFORE the password is checked, in one atomic step per bucket, so
    // requests in flight at once each see the ones before them (decision 047).
    const [onNet, onAccount, onAccountAll] = await Promise.all([
      byNetwork.take(net),
      byAccount.take(accountNet),
      byAccountAll.take(account),
    ]);
    const giveBack = () =>
      Promise.all([
        byNetwork.refund(net),
        byAccount.refund(accountNet),
        byAccountAll.refund(account),
      ]);
    // Attempts from this network on unknown names or other accounts.
    const others = onNet.count - onAccount.count;
    const overAccount = onAccount.count - limits.perAccount;
    const overAccountAll = onAccountAll.count - limits.perAccountAll;
    // How far past the network's budget (1 or more: this attempt waits its turn).
    const overNetwork = others - limits.perIp + 1;
    const waits = await Promise.all([
      overAccount > 0 ? turn(accountNet, accountDelay(overAccount + 1)) : 0,
      overAccountAll > 0 ? turn(account, accountDelay(overAccountAll + 1)) : 0,
      overNetwork > 0 ? turn(net, networkDelay(overNetwork + 1)) : 0,
    ]);
    if (overAccountAll > 0 && (await alerts.take(account)).ok) {
      // Many failures on one account from everywhere: say so once a window on Activity.
      await recordAudit(app.db, {
        action: 'login.throttled',
        username: name.slice(0, 64),
        role,
        ip: request.ip,
        method: request.method,
        route: request.routeOptions.url ?? '',
        status: 429,
        requestId: String(request.id),
      }).catch((err: unknown) => request.log.warn({ err }, 'audit log write failed'));
    }
    const wait = Math.max(...waits);
    if (wait > 0) {
      // Not this attempt's turn yet: nothing was checked, so nothing counts.
      await giveBack();
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      reply.header('retry-after', String(seconds));
      request.log.info({ role }, 'login slowed down: too many failures');
      throw appError('RATE_LIMITED', waitMessage(seconds));
    }
    const user = await findUserByUsername(app.db, name, role);
    // An applicant's login cannot be used yet: it costs what an unknown name costs.
    const usable = user && !isPendingHash(user.passwordHash) ? user : undefined;
    let ok: boolean;
    try {
      ok = await verifyPassword(password, usable?.passwordHash ?? (await dummyHash()), {
        shed: true,
      });
    } catch (err) {
      // Refused before any password was checked (503 BUSY): the attempt does not count.
      if (err instanceof AppError && err.code === 'BUSY') await giveBack();
      throw err;
    }
    if (!usable || !ok) {
      // The failure that uses a budget up makes the next attempt wait.
      await Promise.all([
        overAccount === 0 ? startWait(accountNet, accountDelay(1)) : undefined,
        overAccountAll === 0 ? startWait(account, accountDelay(1)) : undefined,
        onNet.count >= limits.perIp
          ? startWait(net, networkDelay(Math.max(1, overNetwork + 1)))
          : undefined,
      ]);
      request.log.info({ role }, 'login failed');
      return undefined;
    }
    // The right password gives its slots back.
    await Promise.all([
      byNetwork.refund(net),
      byAccount.reset(accountNet),
      store.reset(`login-turn:${accountNet}`),
      byAccountAll.refund(account),
    ]);
    if (needsRehash(usable.passwordHash) && !rehashing.has(usable.id)) {
      // One rehash per account however many of its logins are in flight together.
      rehashing.add(usable.id);
      try {
        await setPasswordHash(app.db, usable.id, await hashPassword(password));
      } finally {
        rehashing.delete(usable.id);
      }
    }
    return {
      id: usable.id,
      username: usable.username,
      role: usable.role,
      name: usable.displayName,
      ...(usable.language ? { language: usable.language } : {}),
    };
  }

  async function startSession(request: FastifyRequest, reply: FastifyReply, user: SessionUser) {
    // A new token at every login; an older session of this browser ends.
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    const { token, expiresAt } = await createSession(app.db, user.id, opts.policy);
    setSessionCookie(request, reply, token, expiresAt);
    reply.header('cache-control', 'no-store');
    request.user = user; // the audit log names who logged in
    if (await isPasswordChangeRequired(app.db, user.id)) return { user, mustChangePassword: true };
    return { user };
  }

  app.post(
    '/auth/login',
    { schema: { body: adminLoginSchema, response: loggedIn } },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await logIn(request, reply, 'admin', username, password);
      if (!user) throw appError('INVALID_CREDENTIALS', messages.invalidCredentials);
      return startSession(request, reply, user);
    },
  );

  app.post(
    '/auth/student/login',
    // The student login tells every failure, empty fields too, with one inline message (401).
    { schema: { body: studentLoginSchema, response: loggedIn }, attachValidation: true },
    async (request, reply) => {
      const invalid = appError('INVALID_CREDENTIALS', messages.invalidStudent);
      if (request.validationError) throw invalid;
      const { studentId, password } = request.body;
      const user = await logIn(request, reply, 'student', studentId, password);
      if (!user) throw invalid;
      return startSession(request, reply, user);
    },
  );

  app.post(
    '/auth/teacher/login',
    // Like the student login: every failure, empty fields too, is one inline message (401).
    { schema: { body: teacherLoginSchema, response: loggedIn }, attachValidation: true },
    async (request, reply) => {
      const invalid = appError('INVALID_CREDENTIALS', messages.invalidStudent);
      if (request.validationError) throw invalid;
      const { loginId, password } = request.body;
      const user = await logIn(request, reply, 'teacher', loginId, password);
      if (!user) throw invalid;
      return startSession(request, reply, user);
    },
  );

  app.get(
    '/auth/me',
    { schema: { response: { 200: authReplySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.mustChangePassword) return { user: request.user, mustChangePassword: true };
      return { user: request.user };
    },
  );

  app.post('/auth/logout', { schema: { response: { 204: noContent } } }, async (request, reply) => {
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });
};
