// `npm start`: loads `.env`, builds the web app and the server if needed, then runs the compiled
// server (build/server/main.js) in this process with plain node, so signals reach it directly and
// shutdown stays graceful. Equivalent to `node --enable-source-maps build/server/main.js`.
import { buildIfNeeded } from './build-if-needed.mjs';
import { loadEnvFile } from './load-env.mjs';

try {
  loadEnvFile();
  buildIfNeeded();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import('../build/server/main.js');
