import pg from 'pg';
import type { AppLocale } from '#shared/intl-locale.ts';
import type { Role } from '#shared/roles.ts';
import { pgCodes, pgError } from '../db/pg-error';
import { Batcher } from './batcher';

/** A session as read (and, when its idle clock was more than a minute old, touched). */
export type SessionRow = {
  id: number;
  username: string;
  role: Role;
  name: string;
  mustChange: boolean;
  /** The interface language the user chose, when they chose one. */
  language: AppLocale | null;
  lastSeenAt: Date;
  expiresAt: Date;
};

type Lookup = { id: string; now: number; idleMs: number };

/**
 * Reads many sessions in one statement, and touches the idle clock of those last seen more than
 * a minute ago (the rule of `findSessionUser`) in the same statement and commit.
 */
const lookup = {
  name: 'session_lookup_v1',
  text: `
  with input as (
    select * from unnest($1::text[], $2::timestamptz[], $3::bigint[]) as t(id, now, idle_ms)
  ), found as (
    select s.id, s.last_seen_at, s.expires_at, i.now, u.id as user_id, u.username, u.role,
      u.display_name, u.language, p.user_id is not null as must_change
    from input i
    join sessions s on s.id = i.id
    join users u on u.id = s.user_id
    left join password_change_required p on p.user_id = u.id
    where s.expires_at > i.now and s.last_seen_at > i.now - i.idle_ms * interval '1 millisecond'
  ), touched as (
    update sessions set last_seen_at = f.now from found f
    where sessions.id = f.id and f.last_seen_at < f.now - interval '60 seconds'
    returning sessions.id
  )
  select f.id, f.user_id, f.username, f.role, f.display_name, f.language, f.must_change,
    f.expires_at,
    case when f.id in (select id from touched) then f.now else f.last_seen_at end as last_seen_at
  from found f`,
};

type Row = {
  id: string;
  user_id: number;
  username: string;
  role: Role;
  display_name: string;
  language: AppLocale | null;
  must_change: boolean;
  expires_at: Date;
  last_seen_at: Date;
};

async function query(pool: pg.Pool, items: Lookup[]) {
  const values = [
    items.map((p) => p.id),
    items.map((p) => new Date(p.now).toISOString()),
    items.map((p) => p.idleMs),
  ];
  for (let attempt = 1; ; attempt++) {
    try {
      return (await pool.query<Row>({ ...lookup, values })).rows;
    } catch (err) {
      // Touching many rows in one statement can meet a transaction ending some of those
      // sessions; PostgreSQL breaks such a deadlock by failing one side, and a re-read is safe.
      if (pgError(err)?.code !== pgCodes.deadlock || attempt >= 3) throw err;
    }
  }
}

async function readSessions(pool: pg.Pool, items: Lookup[]): Promise<(SessionRow | undefined)[]> {
  const byId = new Map((await query(pool, items)).map((r) => [r.id, r]));
  return items.map((p) => {
    const r = byId.get(p.id);
    return (
      r && {
        id: r.user_id,
        username: r.username,
        role: r.role,
        name: r.display_name,
        mustChange: r.must_change,
        language: r.language,
        lastSeenAt: r.last_seen_at,
        expiresAt: r.expires_at,
      }
    );
  });
}

/**
 * Session reads arriving together share one prepared statement (`Batcher`, docs/decisions/024):
 * a batch of thousands of students re-reads each cached session every few seconds, and one query
 * each was the largest part of the database's and the driver's work per save. A read goes at once
 * while a slot is free; light load costs no added wait. One session is never in two statements
 * at once.
 */
type SessionBatcher = { find(item: Lookup): Promise<SessionRow | undefined> };

const batchers = new WeakMap<pg.Pool, SessionBatcher>();

/** The batcher of a PostgreSQL pool (PGlite has one connection and keeps its plain query). */
export function sessionBatcher(pool: pg.Pool): SessionBatcher {
  let batcher = batchers.get(pool);
  if (!batcher) {
    // Saves take half the pool (mock-save-batch.ts); sessions a quarter, at least one.
    const slots = Math.max(1, Math.floor((pool.options.max ?? 10) / 4));
    const grouped = new Batcher({
      slots,
      maxBatch: 500,
      key: (item: Lookup) => item.id,
      run: (items: Lookup[]) => readSessions(pool, items),
    });
    batchers.set(pool, (batcher = { find: (item) => grouped.add(item) }));
  }
  return batcher;
}
