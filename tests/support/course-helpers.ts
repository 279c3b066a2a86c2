import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { courses } from '#server/db/schema.ts';
import { minimalPptx, multipart, pngImage, type UploadFile } from '../fixtures/uploads';
import { createTestApp, type TestApp } from './test-app';

export type UploadsApp = { t: TestApp; dataDir: string; uploads: string };

/** A test file's app with its own DATA_DIR, so the uploads folder can be inspected. */
export function setupUploadsApp(): UploadsApp {
  const ctx = {} as UploadsApp;
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-uploads-'));
    const t = await createTestApp({ env: { DATA_DIR: dataDir } });
    Object.assign(ctx, { t, dataDir, uploads: path.join(dataDir, 'uploads') });
  });
  afterAll(async () => {
    await ctx.t.close();
    await rm(ctx.dataDir, { recursive: true, force: true });
  });
  return ctx;
}

/** Every file in the uploads folder, temporary ones included. */
export async function listUploads(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => [] as string[])).sort();
}

export async function countCourses(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(courses);
  return row!.n;
}

let n = 0;
/** The fields and files of a valid new course; override any of them. */
export async function courseForm(
  fields: Record<string, string> = {},
  files: Record<string, UploadFile | null> = {},
) {
  n++;
  const allFiles: Record<string, UploadFile | null> = {
    file: { name: 'intro.pptx', data: minimalPptx() },
    image: { name: 'cover.png', data: await pngImage(), type: 'image/png' },
    ...files,
  };
  const kept = Object.fromEntries(
    Object.entries(allFiles).filter((e): e is [string, UploadFile] => e[1] !== null),
  );
  return multipart(
    {
      name: `Spoken English ${n}`,
      code: `ENG-${Date.now() % 100000}-${n}`,
      price: '4500',
      ...fields,
    },
    kept,
  );
}
