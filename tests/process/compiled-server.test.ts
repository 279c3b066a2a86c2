import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServerIfNeeded, repoRoot } from '../support/server-process';

/** The npm package a bare import specifier names (`@scope/name/sub` → `@scope/name`). */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

describe('the compiled server', () => {
  it('imports only runtime dependencies, so `npm install --omit=dev` and a build can run it', async () => {
    buildServerIfNeeded();
    const pkg = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const imported = new Set<string>();
    for (const file of ['main.js', 'cli.js']) {
      const code = await readFile(path.join(repoRoot, 'build', 'server', file), 'utf8');
      for (const m of code.matchAll(/(?:from\s*|import\()\s*"([^".][^"]*)"/g)) {
        if (!m[1]!.startsWith('node:')) imported.add(packageOf(m[1]!));
      }
    }
    expect([...imported].length).toBeGreaterThan(5);
    expect([...imported].filter((p) => !(p in pkg.dependencies))).toEqual([]);
    // ...and every runtime dependency is one the server loads: what only the browser bundle
    // needs is a devDependency, so `npm ci --omit=dev` installs nothing the server leaves unused.
    expect(Object.keys(pkg.dependencies).filter((p) => !imported.has(p))).toEqual([]);
    // Build tools stay out of the runtime dependencies.
    for (const tool of ['typescript', 'tsx', 'pino-pretty', 'vite', '@react-router/dev', 'esbuild'])
      expect(pkg.dependencies).not.toHaveProperty(tool);
  });

  it('has beside it every file the server reads relative to its own modules', async () => {
    buildServerIfNeeded();
    const files = await readdir(path.join(repoRoot, 'src/server'), { recursive: true });
    const read: string[] = [];
    for (const f of files.filter((n) => /\.ts$/.test(n) && !n.endsWith('.test.ts'))) {
      const code = await readFile(path.join(repoRoot, 'src/server', f), 'utf8');
      for (const m of code.matchAll(/new URL\(\s*'\.\/([^']+)',\s*import\.meta\.url\s*\)/g)) {
        read.push(m[1]!);
      }
    }
    expect(read.filter((name) => !existsSync(path.join(repoRoot, 'build/server', name)))).toEqual(
      [],
    );
  });
});
