// The data commands, compiled to build/server/cli.js and run by scripts/data.mjs:
//   npm run backup [FILE]                 one file: the database and the uploads folder (without
//                                         FILE and with BACKUP_DIR: a dated file there, and the
//                                         dated files older than BACKUP_KEEP_DAYS deleted)
//   npm run restore FILE                  into an empty data folder or an empty database
//   npm run migrate-to-postgres [--uploads-to DIR]
//                                         the embedded database (DATA_DIR) into DATABASE_URL
// They read the same configuration as the server (DATA_DIR, DATABASE_URL, .env).
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  BackupError,
  dumpDatabase,
  readBackupFile,
  restoreDatabase,
  writeBackupFile,
  type RestoreSummary,
} from './data/backup';
import { openDatabase, type Database, type DatabaseOptions } from './db/client';
import { ConfigError, loadConfig, type Config } from './env';
import { datedBackupName, nextBackupFile, pruneBackups } from './lib/backup-files';
import { uploadsDir } from './lib/uploads';

const usage = `Usage:
  npm run backup [FILE]
  npm run restore FILE
  npm run migrate-to-postgres [-- --uploads-to DIR]`;

function embedded(config: Config): { kind: 'pglite'; dataDir: string } {
  return { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };
}

/** The server's database, with one connection (a backup reads one snapshot, a restore writes one transaction). */
function configured(config: Config): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, max: 1 }
    : embedded(config);
}

function where(options: DatabaseOptions): string {
  if (options.kind === 'pglite') return `the embedded database in ${options.dataDir}`;
  const url = new URL(options.url);
  return `PostgreSQL database ${url.pathname.slice(1)} on ${url.host}`;
}

async function withDatabase<T>(options: DatabaseOptions, fn: (db: Database) => Promise<T>) {
  const database = await openDatabase(options);
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

function describe(summary: RestoreSummary): string {
  const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
  const tables = Object.keys(summary.rows).length;
  return `${rows} rows in ${tables} tables, ${summary.sequences} sequences, ${summary.files} files`;
}

async function run(args: string[]): Promise<void> {
  const config = loadConfig();
  const [command, ...rest] = args;
  const uploads = uploadsDir(config.dataDir);

  if (command === 'backup') {
    const intoDir = !rest[0] && config.backupDir !== undefined;
    const file = rest[0]
      ? path.resolve(rest[0])
      : intoDir
        ? await nextBackupFile(config.backupDir!)
        : path.resolve(datedBackupName());
    if (existsSync(file)) throw new BackupError(`${file} exists already: choose another name.`);
    const source = configured(config);
    if (source.kind === 'pglite' && !existsSync(path.join(source.dataDir ?? '', 'PG_VERSION'))) {
      throw new BackupError(`There is no embedded database in ${source.dataDir} to back up.`);
    }
    await withDatabase(source, (db) => writeBackupFile(file, dumpDatabase(db, uploads)));
    console.log(`Backed up ${where(source)} and ${uploads} to ${file}`);
    if (intoDir) {
      const gone = await pruneBackups(path.dirname(file), config.backupKeepDays, file);
      const kept = `kept ${config.backupKeepDays} days`;
      console.log(
        gone.length
          ? `Deleted ${gone.length} older backup(s) (${kept}): ${gone.join(', ')}`
          : `No backup older than ${config.backupKeepDays} days to delete.`,
      );
    }
    return;
  }

  if (command === 'restore') {
    if (!rest[0]) throw new BackupError(`Which backup file?\n${usage}`);
    const file = path.resolve(rest[0]);
    const target = configured(config);
    const summary = await withDatabase(target, (db) =>
      restoreDatabase(db, readBackupFile(file), uploads),
    );
    console.log(`Restored ${file} into ${where(target)} and ${uploads}: ${describe(summary)}`);
    return;
  }

  if (command === 'migrate-to-postgres') {
    if (!config.databaseUrl) {
      throw new BackupError('Set DATABASE_URL to the (empty) PostgreSQL database to move to.');
    }
    const source = embedded(config);
    if (!existsSync(path.join(source.dataDir, 'PG_VERSION'))) {
      throw new BackupError(`There is no embedded database in ${source.dataDir} to move.`);
    }
    const at = rest.indexOf('--uploads-to');
    const uploadsTo = at >= 0 && rest[at + 1] ? path.resolve(rest[at + 1]!) : null;
    const target = configured(config);
    const summary = await withDatabase(source, (from) =>
      withDatabase(target, (to) =>
        // The server keeps its uploads in DATA_DIR/uploads on either database: they move only
        // when another folder is given (a folder shared by several instances).
        restoreDatabase(to, dumpDatabase(from, uploadsTo ? uploads : null), uploadsTo),
      ),
    );
    console.log(
      `Moved ${where(source)} into ${where(target)}: ${describe(summary)}` +
        (uploadsTo ? ` (uploads copied to ${uploadsTo})` : `; uploads stay in ${uploads}`),
    );
    console.log(
      'Start the server with this DATABASE_URL; the embedded database is left as it was.',
    );
    return;
  }

  throw new BackupError(usage);
}

run(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof BackupError || err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Failed:', err);
  }
  process.exit(1);
});
