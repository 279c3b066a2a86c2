import { sql } from 'drizzle-orm';
import { listTables } from '../src/server/data/backup-catalogue';
import type { Database } from '../src/server/db/client';
import type { Seen } from './authz-client';

/** A stored password hash, in the product's format or any scrypt/argon2 string. */
const hashPattern = /scrypt\$\d+\$|\$argon2(id|i|d)\$/;

/**
 * What a reply must never carry: password hashes, session or reset tokens (a cookie's value), a
 * `passwordHash` field; and, in a reply to student B or nobody, any of A's
 * private values (unless the reply logged the caller in: it is then about that account).
 * Answers one line per finding.
 */
export function scanReplies(
  seen: Seen[],
  secrets: { tokens: Iterable<string>; privateA: string[] },
): { json: number; findings: string[] } {
  const tokens = [...secrets.tokens];
  const findings: string[] = [];
  let json = 0;
  for (const r of seen) {
    if (r.type.includes('json')) json++;
    const where = `${r.route} as ${r.role} (${r.status})`;
    if (hashPattern.test(r.body)) findings.push(`${where}: a password hash`);
    if (/password_?hash/i.test(r.body)) findings.push(`${where}: a passwordHash field`);
    for (const token of tokens) {
      if (r.body.includes(token)) findings.push(`${where}: a session or reset token`);
    }
    if ((r.role === 'studentB' || r.role === 'anonymous') && !r.loggedIn) {
      for (const value of secrets.privateA) {
        if (r.body.includes(value)) findings.push(`${where}: student A's "${value}"`);
      }
    }
  }
  return { json, findings };
}

/** Every row of every table as JSON text, one string per row, prefixed with its table. */
export async function dumpRows(database: Database): Promise<string[]> {
  const out: string[] = [];
  for (const name of await listTables(database)) {
    const result = await database.db.execute(
      sql`select row_to_json(x)::text as j from ${sql.identifier('public')}.${sql.identifier(name)} x`,
    );
    for (const row of result.rows as { j: string }[]) out.push(`${name}: ${row.j}`);
  }
  return out;
}
