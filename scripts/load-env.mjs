// Loads `.env` from the current folder when there is one (Node 20.12+). Variables already set in
// the environment win over the file.
import { existsSync } from 'node:fs';

export function loadEnvFile(file = '.env') {
  if (existsSync(file)) process.loadEnvFile(file);
}
