// Starts the real product once for the whole e2e run: builds the web app when it is missing or
// older than its sources, then runs `node scripts/start.mjs` on a free port with a fresh
// database and the demo data, and hands the base URL to the tests through `inject('baseUrl')`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, repoRoot, waitForHealthy } from '../../support/server-process';
import { e2eAdmin } from './session';

export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('e2e: the web app build failed');

  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: '1',
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_PASSWORD: e2eAdmin.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  try {
    await Promise.race([
      waitForHealthy(baseUrl, 90_000),
      exited.then(() => {
        throw new Error('the server exited during start-up');
      }),
    ]);
  } catch (err) {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`e2e: ${(err as Error).message}\n--- server output ---\n${output}`);
  }

  project.provide('baseUrl', baseUrl);

  return async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
}
