// `npm run backup | restore | migrate-to-postgres`: loads `.env`, builds the server if needed and
// runs the compiled data commands (build/server/cli.js, from src/server/cli.ts).
import { buildIfNeeded } from './build-if-needed.mjs';
import { loadEnvFile } from './load-env.mjs';

try {
  loadEnvFile();
  buildIfNeeded({ serverOnly: true, quiet: true });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import('../build/server/cli.js');
