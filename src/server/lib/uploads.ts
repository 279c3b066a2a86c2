import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Names the server gives stored uploads: 32 random hex digits and a known extension. */
export const storedNamePattern = /^[a-f0-9]{32}\.(webp|pptx)$/;

export function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

/** A file written under a temporary name, waiting for the database write to succeed. */
type StagedFile = { name: string; tmpPath: string; finalPath: string };

/** Writes `data` under a temporary name in the uploads folder; `commitFile` gives it its real name. */
async function stageFile(dir: string, ext: 'webp' | 'pptx', data: Buffer) {
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

async function commitFile(file: StagedFile): Promise<void> {
  await rename(file.tmpPath, file.finalPath);
}

/** Removes a staged file wherever it is (temporary or committed); never throws. */
async function discardFile(file: StagedFile): Promise<void> {
  await Promise.all([unlink(file.tmpPath).catch(() => {}), unlink(file.finalPath).catch(() => {})]);
}

/** Deletes a stored upload by its stored name; site assets (paths starting with /) are left alone. */
export async function removeStored(dir: string, stored: string | null): Promise<void> {
  if (!stored || !storedNamePattern.test(stored)) return;
  await unlink(path.join(dir, stored)).catch(() => {});
}

/** Stored names of files staged for one database write, with what commits or discards them. */
export type StagedFiles<K extends string> = {
  names: Partial<Record<K, string>>;
  /** Gives every file its real name; call inside the transaction that stores the names. */
  commit(): Promise<void>;
  /** Removes every file wherever it is; never throws. */
  discard(): Promise<void>;
};

/** Stages each given file (undefined ones are skipped); on a failure none is left behind. */
export async function stageFiles<K extends string>(
  dir: string,
  files: Partial<Record<K, { ext: 'webp' | 'pptx'; data: Buffer }>>,
): Promise<StagedFiles<K>> {
  const staged: [K, StagedFile][] = [];
  const discard = async () => void (await Promise.all(staged.map(([, f]) => discardFile(f))));
  try {
    for (const [key, file] of Object.entries(files) as [
      K,
      { ext: 'webp' | 'pptx'; data: Buffer },
    ][]) {
      if (file) staged.push([key, await stageFile(dir, file.ext, file.data)]);
    }
  } catch (err) {
    await discard();
    throw err;
  }
  return {
    names: Object.fromEntries(staged.map(([key, f]) => [key, f.name])) as Partial<
      Record<K, string>
    >,
    commit: async () => void (await Promise.all(staged.map(([, f]) => commitFile(f)))),
    discard,
  };
}

/** Deletes stored uploads no longer used; site assets and empty entries are left alone. */
export async function removeStoredFiles(dir: string, names: (string | null)[]): Promise<void> {
  await Promise.all(names.map((name) => removeStored(dir, name)));
}
