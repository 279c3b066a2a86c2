import { rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Where a generated first-admin password is left for the operator (owner-only file). */
export const firstAdminPasswordFile = (dataDir: string) =>
  path.join(dataDir, 'first-admin-password.txt');

/**
 * Writes the generated password to a file only the server's user can read, so it never enters
 * the logs (which are often shipped elsewhere); the log line names the file.
 */
export async function writeFirstAdminPasswordFile(
  dataDir: string,
  username: string,
  password: string,
): Promise<string> {
  const file = firstAdminPasswordFile(dataDir);
  await mkdir(dataDir, { recursive: true });
  await rm(file, { force: true });
  await writeFile(
    file,
    `Log in at /Adminlogin as "${username}" with password: ${password}\n` +
      'You will be asked to choose a new password; this file is deleted then.\n',
    { mode: 0o600, flag: 'wx' },
  );
  return file;
}

/** Deletes the file once the generated password has been replaced. */
export async function removeFirstAdminPasswordFile(dataDir: string, log: FastifyBaseLogger) {
  try {
    await rm(firstAdminPasswordFile(dataDir), { force: true });
  } catch (err) {
    log.warn({ err }, 'could not delete the first-admin password file');
  }
}
