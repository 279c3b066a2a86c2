import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageCommand } from './dockerfile';
import { waitFor } from './wait-for';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  exited: Promise<number | null>;
};

let serverBuilt = false;

/** Builds the compiled server (build/server/) when it is missing or older than its sources. */
export function buildServerIfNeeded(): void {
  if (serverBuilt) return;
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs', '--server-only'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the server build failed:\n${build.stderr}`);
  serverBuilt = true;
}

/**
 * How production starts the server, read from the Dockerfile's CMD (the one place it is written;
 * deploy/academy@.service runs the same, a test checks it): `node … build/server/main.js`.
 */
export function serverCommand(): { command: string; args: string[] } {
  const [node, ...args] = imageCommand(repoRoot);
  if (node !== 'node') throw new Error(`the image's CMD does not start with node: ${node}`);
  return { command: process.execPath, args };
}

/** Runs the real server as production does: the image's start command, in `root` (the repository). */
export function runServer(env: NodeJS.ProcessEnv, port: number, root = repoRoot): ServerProcess {
  buildServerIfNeeded();
  let out = '';
  const { command, args } = serverCommand();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => out, exited };
}

/** Polls GET /healthz until it answers 200. */
export async function waitForHealthy(baseUrl: string, timeoutMs = 100_000): Promise<void> {
  // A refused connection (not listening yet) counts as "not yet".
  await waitFor(async () => (await fetch(`${baseUrl}/healthz`)).status === 200, {
    timeout: timeoutMs,
    interval: 100,
    message: `server at ${baseUrl} to become healthy`,
  });
}
