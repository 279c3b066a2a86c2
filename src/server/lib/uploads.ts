import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Names the server gives stored uploads: 32 random hex digits and a known extension. */
export const storedNamePattern = /^[a-f0-9]{32}\.(webp|pptx)$/;

export function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

/** A file written under a temporary name, waiting for the database write to succeed. */
export type StagedFile = { name: string; tmpPath: string; finalPath: string };

/** Writes `data` under a temporary name in the uploads folder; `commitFile` gives it its real name. */
export async function stageFile(dir: string, ext: 'webp' | 'pptx', data: Buffer) {
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const staged: StagedFile = {
    name,
    tmpPath: path.join(dir, `.tmp-${name}`),
    finalPath: path.join(dir, name),
  };
  await writeFile(staged.tmpPath, data, { flag: 'wx', mode: 0o640 });
  return staged;
}

export async function commitFile(file: StagedFile): Promise<void> {
  await rename(file.tmpPath, file.finalPath);
}

/** Removes a staged file wherever it is (temporary or committed); never throws. */
export async function discardFile(file: StagedFile): Promise<void> {
  await Promise.all([unlink(file.tmpPath).catch(() => {}), unlink(file.finalPath).catch(() => {})]);
}

/** Deletes a stored upload by its stored name; site assets (paths starting with /) are left alone. */
export async function removeStored(dir: string, stored: string | null): Promise<void> {
  if (!stored || !storedNamePattern.test(stored)) return;
  await unlink(path.join(dir, stored)).catch(() => {});
}
