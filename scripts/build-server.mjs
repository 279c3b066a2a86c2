// Bundles the server (src/server/main.ts and the data command line src/server/cli.ts) into
// build/server/ with esbuild: one ES module each, source maps beside them, every npm package left
// external (loaded from node_modules at run time, so PGlite's wasm and sharp's native code
// resolve as usual). `npm start` runs the result with plain node.
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverOutDir = path.join(root, 'build', 'server');
export const serverStamp = path.join(serverOutDir, '.built');

/**
 * Files the server reads beside its own modules (`new URL('./x.txt', import.meta.url)`, such as
 * lib/common-passwords.txt) are copied next to the bundle, where that URL then points.
 */
function copyAssets() {
  const seen = new Map();
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (!/\.(ts|tsx)$/.test(e.name)) {
        if (seen.has(e.name))
          throw new Error(`two server assets named ${e.name}: ${seen.get(e.name)}, ${full}`);
        seen.set(e.name, full);
        copyFileSync(full, path.join(serverOutDir, e.name));
      }
    }
  };
  if (existsSync(path.join(root, 'src/server'))) walk(path.join(root, 'src/server'));
}

/** Synchronous (esbuild's buildSync, about 0.2 s), so callers need not await it. */
export function buildServer() {
  const { buildSync } = createRequire(import.meta.url)('esbuild');
  buildSync({
    absWorkingDir: root,
    entryPoints: { main: 'src/server/main.ts', cli: 'src/server/cli.ts' },
    outdir: serverOutDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    legalComments: 'none',
  });
  mkdirSync(serverOutDir, { recursive: true });
  copyAssets();
  writeFileSync(serverStamp, new Date().toISOString());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildServer();
