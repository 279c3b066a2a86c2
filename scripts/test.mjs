// `npm test`: the whole suite. Unit, API (PGlite and PostgreSQL) and process tests first, then
// the browser end-to-end tests on their own so they do not compete for the two cores.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireChromium } from './chromium.mjs';

requireChromium();

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

const first = run(
  'server',
  ['unit', 'lint', 'api-*', 'security', 'process'].map((p) => `--project=${p}`),
);
const e2e = run('e2e', ['--project', 'e2e']);
rmSync(reports, { recursive: true, force: true });

const failed = first !== 0 || e2e !== 0;
console.log(
  `\nSummary: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
);
console.log(failed ? 'npm test: FAILED' : 'npm test: all suites passed');
process.exit(failed ? 1 : 0);
