// `npm test`: the whole suite. Unit, API (PGlite and PostgreSQL) and process tests first, then
// the browser end-to-end tests on their own so they do not compete for the two cores.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium is needed for the browser tests and was not found at ${chromium}.\n` +
      'Install it with: apt-get update && apt-get install -y chromium (as root), or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

const run = (args) =>
  spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit' }).status ?? 1;

const extra = process.argv.slice(2);
const first = run(['--project', 'unit', '--project', 'api-*', '--project', 'process', ...extra]);
const e2e = run(['--project', 'e2e', ...extra]);
const failed = first !== 0 || e2e !== 0;
console.log(failed ? '\nnpm test: FAILED' : '\nnpm test: all suites passed');
process.exit(failed ? 1 : 0);
