import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, `drizzle/` and `build/`: found by walking up from this module,
 * so the same code works from `src/server/…` (tsx) and from the bundle `build/server/main.js`.
 */
export const appRoot: string = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
})();
