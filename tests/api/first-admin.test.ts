import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bootstrapDatabase } from '#server/seed/bootstrap.ts';
import { firstAdminPasswordFile } from '#server/seed/first-admin.ts';
import { loadConfig } from '#server/env.ts';
import { createTestApp, sessionCookieOf } from '../support/test-app';

// Finding (Low): the first admin's generated password was logged at warn and could never be
// changed. Now it goes to an owner-only file and must be replaced at first login.
describe('the first admin with a generated password', () => {
  it(
    'is never logged, must change it first, and then works normally',
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-first-admin-'));
      const t = await createTestApp({ env: { DATA_DIR: dataDir } });
      try {
        const logged: string[] = [];
        const log = {
          info: (...a: unknown[]) => logged.push(JSON.stringify(a)),
          warn: (...a: unknown[]) => logged.push(JSON.stringify(a)),
        } as unknown as FastifyBaseLogger;
        // A database without admins: the test app's own admin is removed first.
        await t.db.execute('delete from users');
        await bootstrapDatabase(
          t.db,
          loadConfig({ DATA_DIR: dataDir, ADMIN_USERNAME: 'boss' }),
          log,
        );

        const file = firstAdminPasswordFile(dataDir);
        expect((await stat(file)).mode & 0o777).toBe(0o600);
        const password = /password: (\S+)/.exec(await readFile(file, 'utf8'))![1]!;
        expect(logged.join('\n')).not.toContain(password);
        expect(logged.join('\n')).toContain(file);

        const login = await t.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { username: 'boss', password },
        });
        expect(login.statusCode).toBe(200);
        expect(login.json().mustChangePassword).toBe(true);
        const cookie = sessionCookieOf(login);
        const me = await t.app.inject({ url: '/auth/me', headers: { cookie } });
        expect(me.json().mustChangePassword).toBe(true);
        // Everything else waits for the new password.
        const summary = await t.app.inject({ url: '/api/admin/summary', headers: { cookie } });
        expect(summary.statusCode).toBe(403);
        expect(summary.json().code).toBe('PASSWORD_CHANGE_REQUIRED');

        const change = (body: object) =>
          t.app.inject({
            method: 'POST',
            url: '/api/account/first-password',
            headers: { cookie },
            payload: body,
          });
        const wrong = await change({
          currentPassword: 'nope',
          newPassword: 'a-brand-new-pass',
          confirmPassword: 'a-brand-new-pass',
        });
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json().fieldErrors.currentPassword).toBeDefined();
        const common = await change({
          currentPassword: password,
          newPassword: 'password123',
          confirmPassword: 'password123',
        });
        expect(common.statusCode).toBe(400);
        expect(common.json().fieldErrors.newPassword).toBeDefined();
        const short = await change({
          currentPassword: password,
          newPassword: 'short',
          confirmPassword: 'short',
        });
        expect(short.statusCode).toBe(400);

        const ok = await change({
          currentPassword: password,
          newPassword: 'office-keys-in-drawer',
          confirmPassword: 'office-keys-in-drawer',
        });
        expect(ok.statusCode).toBe(200);
        expect(ok.json().mustChangePassword).toBeUndefined();
        const fresh = sessionCookieOf(ok);
        // The old session ended; the new one gets in; the file is gone.
        expect(
          (await t.app.inject({ url: '/auth/me', headers: { cookie } })).json().user,
        ).toBeNull();
        const after = await t.app.inject({ url: '/api/admin/summary', headers: { cookie: fresh } });
        expect(after.statusCode).toBe(200);
        await expect(stat(file)).rejects.toThrow();
        // Once done, the call is not open again.
        const again = await t.app.inject({
          method: 'POST',
          url: '/api/account/first-password',
          headers: { cookie: fresh },
          payload: {
            currentPassword: 'office-keys-in-drawer',
            newPassword: 'another-long-one',
            confirmPassword: 'another-long-one',
          },
        });
        expect(again.statusCode).toBe(409);
      } finally {
        await t.close();
      }
    },
  );
});
