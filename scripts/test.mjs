// `npm test`: unit, API (PGlite and PostgreSQL), security and process tests first, then the
// browser tests of each role's main journey on their own, so they do not compete for the two
// cores. `npm run test:browser` (`--browser`) runs every other browser test; CI runs both.
// Needs only Node and Chromium: without a PostgreSQL it starts one (scripts/test-postgres.mjs);
// the legs that need Redis, nginx or openssl print why they were skipped (CI=true: they fail).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireChromium } from './chromium.mjs';
import { ensureTestPostgres } from './test-postgres.mjs';

requireChromium();
// One PostgreSQL for every suite: the local server, or one started here when none answers.
const postgres = await ensureTestPostgres();
process.env.TEST_DATABASE_URL = postgres.url;

const reports = mkdtempSync(path.join(os.tmpdir(), 'academy-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(name, args) {
  const out = path.join(reports, `${name}.json`);
  const { status } = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...args],
    { stdio: 'inherit' },
  );
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  }
  return status ?? 1;
}

const browserOnly = process.argv.includes('--browser');
let failed = false;
if (!browserOnly) {
  const server = run(
    'server',
    ['unit', 'lint', 'api-*', 'security', 'process'].map((p) => `--project=${p}`),
  );
  failed ||= server !== 0;
}
process.env.BROWSER_SET = browserOnly ? 'rest' : 'smoke';
const browser = run('e2e', ['--project', 'e2e']);
failed ||= browser !== 0;
rmSync(reports, { recursive: true, force: true });
await postgres.stop();

console.log(
  `\nSummary: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
);
const name = browserOnly ? 'npm run test:browser' : 'npm test';
console.log(failed ? `${name}: FAILED` : `${name}: all suites passed`);
process.exit(failed ? 1 : 0);
