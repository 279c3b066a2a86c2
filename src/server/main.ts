import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { bootstrapDatabase } from './seed/bootstrap';
import { openDatabase, type DatabaseOptions } from './db/client';
import { ConfigError, loadConfig, type Config } from './env';
import { appRoot } from './lib/app-root';
import { createLogger } from './lib/logger';
import { setScannerHashCost, hashWithScryptForBench } from './lib/password';

const clientDir = path.join(appRoot, 'build', 'client');

function readConfig(): Config {
  try {
    const config = loadConfig();
    // Not a setting of the product (so not in .env.example): security/scanners.ts's server only.
    const scannerCost = process.env.SCANNER_HASH_KIB;
    if (scannerCost) setScannerHashCost(Number(scannerCost));
    // Not a setting either: bench/login-storm.mjs's comparison with scrypt (decision 046).
    if (process.env.HASH_SCHEME === 'scrypt') hashWithScryptForBench();
    return config;
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** Starts the server and closes it gracefully on SIGTERM/SIGINT. */
async function main() {
  const config = readConfig();
  const logger = createLogger(config);
  if (process.env.SCANNER_HASH_KIB || process.env.HASH_SCHEME)
    logger.warn('scanner hash cost in use: not for real passwords');
  const options: DatabaseOptions = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, max: config.databasePoolSize }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };
  const created =
    options.kind === 'pglite' && !existsSync(path.join(options.dataDir!, 'PG_VERSION'));
  let database = await openDatabase(options);
  // Instances started together take turns (advisory locks): each migration is applied once, and
  // one first admin and one catalogue are made.
  await database.migrate();
  await database.driver.exclusive('bootstrap', () =>
    bootstrapDatabase(database.db, config, logger),
  );
  if (created) {
    // Creating an embedded database (initdb) grows PGlite's memory to ~900 MB, which it never
    // gives back; reopening costs about a second once and leaves the server at about half that.
    await database.close();
    database = await openDatabase(options);
  }

  const serveClient = !config.dev && existsSync(clientDir);
  const app = await buildApp({
    config,
    database,
    logger,
    ...(serveClient ? { clientDir } : {}),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close(); // then the database, so no write is cut off half-way
      clearTimeout(force);
      app.log.info('closed cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, client: serveClient },
    `Academy is running at ${address.replace('127.0.0.1', 'localhost')}`,
  );
}

main().catch((err: unknown) => {
  console.error('Academy failed to start:', err);
  process.exit(1);
});
