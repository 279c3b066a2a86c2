// bench/attendance: runs every bench/attendance/*.mjs but this one (clash.mjs, save.mjs and
// week-view.mjs), one after the other; fails when any fails.
//   npm run bench:attendance
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs') && f !== 'index.mjs')
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, [path.join(dir, file), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed += 1;
}
process.exitCode = failed > 0 ? 1 : 0;
