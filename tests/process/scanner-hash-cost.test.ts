import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setScannerHashCost } from '#server/lib/password.ts';
import { runServer } from '../support/server-process';

// The scanners' cheaper hash (security/scanners.ts) must be impossible to switch on in
// production: NODE_ENV=production, and an unset NODE_ENV (which means production), refuse it.
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('SCANNER_HASH_KIB', () => {
  it('is refused by the function unless NODE_ENV is test or development', () => {
    expect(() => setScannerHashCost(1024, { NODE_ENV: 'production' })).toThrow(
      /refused when NODE_ENV/,
    );
    expect(() => setScannerHashCost(1024, {})).toThrow(/refused when NODE_ENV/);
    expect(() => setScannerHashCost(1024, { NODE_ENV: '' })).toThrow(/refused when NODE_ENV/);
    expect(() => setScannerHashCost(512, { NODE_ENV: 'test' })).toThrow(/from 1024 to 19456/);
  });

  it.each([['production'], [undefined]])(
    'stops the compiled server from starting with NODE_ENV=%s',
    async (nodeEnv) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-proc-'));
      dirs.push(dataDir);
      const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, SCANNER_HASH_KIB: '1024' };
      // runServer passes this process's environment on (vitest sets NODE_ENV=test).
      env.NODE_ENV = nodeEnv;
      const server = runServer(env, 0);
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/SCANNER_HASH_KIB is for the security scanners only/);
    },
    120_000,
  );
});
