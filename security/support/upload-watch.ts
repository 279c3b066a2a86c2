import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/** Every file and folder under `root`, as paths relative to it, with sizes; none when absent. */
export async function listTree(root: string, skip: string[] = []): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string) {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (skip.includes(full)) continue;
      if (e.isDirectory()) {
        out.push(`${path.relative(root, full)}/`);
        await walk(full);
      } else {
        const size = await stat(full).then(
          (s) => s.size,
          () => -1,
        );
        out.push(`${path.relative(root, full)} ${size}`);
      }
    }
  }
  await walk(root);
  return out.sort();
}

/** Names in `dir` (not recursive) that contain `marker`. */
export async function namesWith(dir: string, marker: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => n.includes(marker)).map((n) => path.join(dir, n));
}

/** The row count of every table in the database, by table name. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const res = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = res.rows[0]!.n;
  }
  return counts;
}

/** The tables whose row count differs between two snapshots, with before → after. */
export function changedTables(before: Record<string, number>, after: Record<string, number>) {
  return Object.keys({ ...before, ...after })
    .filter((k) => before[k] !== after[k])
    .map((k) => `${k}: ${before[k] ?? 0} → ${after[k] ?? 0}`);
}
