// `npm start`: build the web app if needed, then run the server in this process (so signals
// reach it directly and shutdown stays graceful).
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from './build-if-needed.mjs';

try {
  buildIfNeeded();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
register();
await import('../src/server/main.ts');
