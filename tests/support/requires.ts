import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

/** True when CI=true (or 1): there, a leg whose tool or service is missing fails, never skips. */
export const inCi = ['true', '1'].includes(String(process.env.CI).toLowerCase());

/**
 * Whether a leg that needs `what` runs. When it is missing the leg is skipped with a line saying
 * so and how to get it; with CI=true it throws instead (the file fails: nothing may be skipped).
 */
export function needs(what: string, available: boolean, how: string): boolean {
  if (available) return true;
  const why = `${what} is not available (${how})`;
  if (inCi) throw new Error(`${why}; CI=true: a leg may not be skipped`);
  console.warn(`skipped: ${why}`);
  return false;
}

/** The first of these executables that exists. */
export function findBinary(paths: string[]): string | undefined {
  return paths.find((p) => existsSync(p));
}

/** A program on PATH answers `name ...args` (default `--version`) with success. */
export function hasCommand(name: string, args = ['--version']): boolean {
  return spawnSync(name, args, { stdio: 'ignore' }).status === 0;
}

/** Something accepts TCP connections at host:port within a second. */
export function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
