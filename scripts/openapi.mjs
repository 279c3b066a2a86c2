// `npm run openapi`: writes docs/openapi.json, the API description generated from the route
// schemas, from an app built on a throwaway embedded database. tests/api/openapi.test.ts fails
// while the committed file is not current.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { buildApp } = await import('../src/server/app.ts');
const { openDatabase } = await import('../src/server/db/client.ts');
const { loadConfig } = await import('../src/server/env.ts');
const { openApiText } = await import('../src/server/plugins/api-docs.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'docs', 'openapi.json');

const database = await openDatabase({ kind: 'pglite' });
// Jobs are only written, never run: the throwaway database has no tables for them to work on.
const app = await buildApp({
  config: loadConfig({ DATA_DIR: '/nonexistent' }),
  database,
  jobs: 'enqueue',
});
try {
  await app.ready();
  await writeFile(file, openApiText(app));
  console.log(`wrote ${path.relative(root, file)}`);
} finally {
  await app.close();
  await database.close();
}
