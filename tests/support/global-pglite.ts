import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';
import { jobDefinitions } from '#server/jobs/definitions.ts';
import { installJobSchema } from '#server/jobs/queue.ts';

/** Creates and migrates one embedded database; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'academy-pglite-'));
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await installJobSchema(database, jobDefinitions);
  const dump = await database.dump!();
  const file = path.join(dir, 'template.tar.gz');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return async () => rm(dir, { recursive: true, force: true });
}
