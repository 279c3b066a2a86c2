// What a backup reads from the database's own catalogue: tables in foreign-key order, their
// columns and keys, the applied migrations; and the files of the uploads folder.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Conn, Database } from '../db/client';

/** What the catalogue reads: a database, or one transaction on it (the server's own backup). */
export type Source = { kind: Database['kind']; db: Conn };
import type { MigrationMark } from './backup-format';

export const ident = (name: string) => sql.identifier(name);
export const table = (name: string) => sql`${ident('public')}.${ident(name)}`;

export async function rows<T>(database: Source, query: SQL): Promise<T[]> {
  const result = await database.db.execute(query);
  return result.rows as T[];
}

/** Base tables of the `public` schema, parents before children (by their foreign keys). */
export async function listTables(database: Source): Promise<string[]> {
  const names = (
    await rows<{ name: string }>(
      database,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  ).map((r) => r.name);
  const edges = await rows<{ child: string; parent: string }>(
    database,
    sql`select ch.relname as child, pa.relname as parent from pg_constraint k
        join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
        join pg_namespace n on n.oid = k.connamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  for (const e of edges) if (e.child !== e.parent) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter(
      (n) => !placed.has(n) && [...parents.get(n)!].every((p) => placed.has(p) || !parents.has(p)),
    );
    // A cycle of foreign keys: take the rest in name order (restoring it may then fail loudly).
    const next = ready.length > 0 ? ready : names.filter((n) => !placed.has(n));
    for (const n of next) {
      placed.add(n);
      ordered.push(n);
    }
  }
  return ordered;
}

export async function columnsOf(database: Source, name: string): Promise<string[]> {
  const result = await rows<{ name: string }>(
    database,
    sql`select attname as name from pg_attribute
        where attrelid = ${`"public"."${name.replaceAll('"', '""')}"`}::regclass
          and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
  );
  return result.map((r) => r.name);
}

export async function primaryKeyOf(database: Source, name: string): Promise<string[]> {
  const result = await rows<{ name: string }>(
    database,
    sql`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`"public"."${name.replaceAll('"', '""')}"`}::regclass
          and i.indisprimary
        order by a.attnum`,
  );
  return result.map((r) => r.name);
}

export async function appliedMigrations(database: Source): Promise<MigrationMark[]> {
  const [exists] = await rows<{ present: boolean }>(
    database,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return [];
  const result = await rows<{ hash: string; created_at: string }>(
    database,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations
        order by created_at`,
  );
  return result.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

export async function listFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(rel: string) {
    let entries;
    try {
      entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.name.startsWith('.')) continue; // uploads being written (.tmp-…)
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(child);
      else if (e.isFile()) found.push(child);
    }
  }
  await walk('');
  return found;
}
