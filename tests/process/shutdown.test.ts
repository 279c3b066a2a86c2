import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { hashToken } from '#server/data/sessions.ts';
import { openDatabase } from '#server/db/client.ts';
import { sessions } from '#server/db/schema.ts';
import { freePort, runServer, waitForHealthy } from '../support/server-process';
import { waitFor } from '../support/wait-for';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function tempDir() {
  const d = await mkdtemp(path.join(os.tmpdir(), 'academy-proc-'));
  dirs.push(d);
  return d;
}

describe('the server process', () => {
  it('refuses to start on a bad configuration value, naming it', async () => {
    const server = runServer({ PORT: 'not-a-port', DATA_DIR: await tempDir() }, 0);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\s+PORT:/);
  });

  it('on SIGTERM during a write loop, finishes in-flight writes and leaves a database that reopens with every acknowledged write', async () => {
    const dataDir = await tempDir();
    const port = await freePort();
    const server = runServer(
      { DATA_DIR: dataDir, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'shutdown-pass-1' },
      port,
    );
    await waitForHealthy(server.baseUrl);

    // Every login writes a session row; a 200 with a cookie is an acknowledged write.
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async () => {
      while (!stop) {
        try {
          const res = await fetch(`${server.baseUrl}/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'admin', password: 'shutdown-pass-1' }),
          });
          const token = /academy_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
          if (res.status === 200 && token) acknowledged.push(token);
        } catch {
          stop = true; // the server stopped accepting
        }
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    await waitFor(() => acknowledged.length >= 20, {
      timeout: 60_000,
      interval: 20,
      message: '20 acknowledged logins',
    });
    server.child.kill('SIGTERM');
    const code = await server.exited;
    stop = true;
    await writers;

    if (code !== 0) console.log(server.output().slice(-3000));
    expect(code).toBe(0);
    expect(server.output()).toContain('closed cleanly');
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      const rows = await database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(inArray(sessions.id, acknowledged.map(hashToken)));
      expect(rows).toHaveLength(acknowledged.length);
    } finally {
      await database.close();
    }
  }, 120_000);
});
