// `npm run test:e2e`: only the real-browser tests (the e2e project builds and starts the server).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}. Install it with: apt-get install -y chromium, or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
