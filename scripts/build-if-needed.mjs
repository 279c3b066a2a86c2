// Builds the web app when build/ is missing or older than its sources, so `npm start` always
// serves what is in the work tree.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'build', '.built');
const sources = [
  'src/client',
  'src/shared',
  'public',
  'react-router.config.ts',
  'vite.config.ts',
  'package-lock.json',
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const name of readdirSync(p)) max = Math.max(max, newest(path.join(p, name)));
  return max;
}

export function buildIsStale() {
  if (!existsSync(stamp) || !existsSync(path.join(root, 'build', 'client'))) return true;
  const built = statSync(stamp).mtimeMs;
  return sources.some((s) => newest(path.join(root, s)) > built);
}

export function buildIfNeeded({ quiet = false } = {}) {
  if (!buildIsStale()) return;
  if (!quiet) console.log('Building the web app (first start, or sources changed)...');
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: root,
    stdio: quiet ? 'pipe' : 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(result.stderr ?? '');
    throw new Error('The web app build failed.');
  }
  writeFileSync(stamp, new Date().toISOString());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfNeeded();
