// Builds the web app and the server when build/ is missing or older than their sources, so
// `npm start` always serves what is in the work tree. Without the build tools (an install with
// `npm install --omit=dev` next to a build made elsewhere) an existing build is used as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverOutDir, serverStamp } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'build', '.built');
const sources = [
  'src/client',
  'src/shared',
  'public',
  'react-router.config.ts',
  'vite.config.ts',
  'scripts/vite-hashed-images.ts',
  'package-lock.json',
];
const serverSources = ['src/server', 'src/shared', 'package-lock.json', 'scripts/build-server.mjs'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const name of readdirSync(p)) max = Math.max(max, newest(path.join(p, name)));
  return max;
}

function staleAgainst(stampFile, list) {
  if (!existsSync(stampFile)) return true;
  const built = statSync(stampFile).mtimeMs;
  return list.some((s) => newest(path.join(root, s)) > built);
}

export function buildIsStale() {
  if (!existsSync(path.join(root, 'build', 'client'))) return true;
  return staleAgainst(stamp, sources);
}

export function serverBuildIsStale() {
  if (!existsSync(path.join(serverOutDir, 'main.js'))) return true;
  return staleAgainst(serverStamp, serverSources);
}

/** True when the build tools (devDependencies) are installed. */
function haveBuildTools() {
  const require = createRequire(path.join(root, 'package.json'));
  try {
    require.resolve('esbuild');
    require.resolve('@react-router/dev/package.json');
    return true;
  } catch {
    return false;
  }
}

function buildClient(quiet) {
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

/**
 * Builds whatever is stale: the web app first (its build empties build/), then the server.
 * `serverOnly` skips the web app (process tests run the server without it).
 */
export function buildIfNeeded({ quiet = false, serverOnly = false } = {}) {
  const client = !serverOnly && buildIsStale();
  const server = client || serverBuildIsStale();
  if (!client && !server) return;
  if (!haveBuildTools()) {
    const built =
      (serverOnly || existsSync(path.join(root, 'build', 'client'))) &&
      existsSync(path.join(serverOutDir, 'main.js'));
    if (built) return; // a production install: serve the build that was shipped
    throw new Error(
      'build/ is missing and the build tools are not installed: run `npm install` (with dev ' +
        'dependencies) and `npm run build`, or copy a build/ folder made elsewhere.',
    );
  }
  if (client) buildClient(quiet);
  if (server || serverBuildIsStale()) {
    if (!quiet) console.log('Building the server...');
    buildServer();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildIfNeeded({ serverOnly: process.argv.includes('--server-only') });
}
