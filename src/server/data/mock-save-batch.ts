import type pg from 'pg';
import type { Db } from '../db/client';
import { driverOf } from '../db/driver';
import { Batcher } from './batcher';

/** One save as the statement takes it. */
export type SaveRow = {
  attemptId: number;
  userId: number;
  questionId: number;
  state: string;
  answer: string | null;
  timeSpentSeconds: number;
  seq: number;
  /** The question on screen after this save, when it ends a move; stored with it. */
  currentQuestionId: number | null;
};
/** What became of it: `open` false when the attempt is not the student's or no longer open. */
export type SaveOutcome = { open: boolean; applied: boolean };

/**
 * Stores where the student is unless a newer move is stored; a move to the question already
 * stored rewrites nothing (the row is only locked).
 */
const positionUpsert = (rows: string) => `
    insert into mock_attempt_positions (attempt_id, question_id, seq, updated_at)
    ${rows}
    on conflict (attempt_id) do update set
      question_id = excluded.question_id, seq = excluded.seq, updated_at = excluded.updated_at
    where mock_attempt_positions.seq < excluded.seq
      and mock_attempt_positions.question_id <> excluded.question_id
    returning 1`;

/**
 * One statement saving one answer: it checks the attempt is the student's and open, locking it
 * FOR SHARE (so a submission waits for saves in flight, and a save after it sees it submitted:
 * no acknowledged answer misses the score), and upserts the answer unless a higher seq is stored.
 * With a current question it also stores the attempt's position (`positionUpsert`), so a move
 * that saves costs no second statement.
 */
const single = `
  with a as (
    select id from mock_attempts
    where id = $1 and user_id = $2 and submitted_at is null and deadline > now()
    for share
  ), up as (
    insert into mock_answers (attempt_id, question_id, state, answer, time_spent_seconds, seq, updated_at)
    select a.id, $3, $4, $5, $6, $7, now() from a
    on conflict (attempt_id, question_id) do update set
      state = excluded.state, answer = excluded.answer,
      time_spent_seconds = excluded.time_spent_seconds, seq = excluded.seq,
      updated_at = excluded.updated_at
    where mock_answers.seq < excluded.seq
    returning seq
  ), pos as (${positionUpsert('select a.id, $8::int, $7, now() from a where $8::int is not null')})
  select (select count(*) from a)::int as open, (select seq from up)::text as applied`;

/** The same for many saves at once (distinct attempt × question), as arrays. */
const batch = {
  name: 'mock_save_answers_v3',
  text: `
  with input as (
    select * from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::int[], $7::bigint[], $8::int[])
      as t(attempt_id, user_id, question_id, state, answer, time_spent_seconds, seq, current_question_id)
  ), a as (
    -- Locked in id order, as every statement locking several attempts (mock-submissions.ts).
    select m.id from mock_attempts m
    where (m.id, m.user_id) in (select attempt_id, user_id from input)
      and m.submitted_at is null and m.deadline > now()
    order by m.id
    for share
  ), up as (
    insert into mock_answers (attempt_id, question_id, state, answer, time_spent_seconds, seq, updated_at)
    select i.attempt_id, i.question_id, i.state, i.answer, i.time_spent_seconds, i.seq, now()
    from input i where i.attempt_id in (select id from a)
    on conflict (attempt_id, question_id) do update set
      state = excluded.state, answer = excluded.answer,
      time_spent_seconds = excluded.time_spent_seconds, seq = excluded.seq,
      updated_at = excluded.updated_at
    where mock_answers.seq < excluded.seq
    returning attempt_id, question_id
  ), pos as (${positionUpsert(`
    select distinct on (i.attempt_id) i.attempt_id, i.current_question_id, i.seq, now()
    from input i where i.current_question_id is not null and i.attempt_id in (select id from a)
    order by i.attempt_id, i.seq desc`)})
  select i.attempt_id, i.question_id,
    i.attempt_id in (select id from a) as open,
    exists (select 1 from up where up.attempt_id = i.attempt_id and up.question_id = i.question_id) as applied
  from input i`,
};

/** The values of the one-save statement. */
const singleValues = (row: SaveRow) => [
  row.attemptId,
  row.userId,
  row.questionId,
  row.state,
  row.answer,
  row.timeSpentSeconds,
  row.seq,
  row.currentQuestionId,
];

/** Runs saves together: one save alone takes the one-row statement, several the array one. */
async function runSaves(pool: pg.Pool, rows: SaveRow[]): Promise<SaveOutcome[]> {
  if (rows.length === 1) {
    const result = await pool.query<{ open: number; applied: string | null }>({
      name: 'mock_save_answer_v2',
      text: single,
      values: singleValues(rows[0]!),
    });
    const r = result.rows[0];
    return [{ open: Number(r?.open ?? 0) > 0, applied: r?.applied != null }];
  }
  const col = <K extends keyof SaveRow>(k: K) => rows.map((row) => row[k]);
  const result = await pool.query<{
    attempt_id: number;
    question_id: number;
    open: boolean;
    applied: boolean;
  }>({
    ...batch,
    values: [
      col('attemptId'),
      col('userId'),
      col('questionId'),
      col('state'),
      col('answer'),
      col('timeSpentSeconds'),
      col('seq'),
      col('currentQuestionId'),
    ],
  });
  const byKey = new Map(result.rows.map((r) => [`${r.attempt_id}:${r.question_id}`, r]));
  return rows.map((row) => {
    const r = byKey.get(`${row.attemptId}:${row.questionId}`);
    return { open: !!r?.open, applied: !!r?.applied };
  });
}

/**
 * Saves arriving together share one statement and one commit (`Batcher`): light load, one
 * statement per save with no added wait; a batch of thousands of students, far fewer statements
 * and WAL flushes (docs/decisions/024). Two saves of one attempt never share a statement (one
 * upsert per answer and position row) nor run in two at once (their row locks could deadlock):
 * the later waits, and the seq rule orders them. One student's saves come one after another anyway.
 */
type SaveBatcher = Batcher<SaveRow, SaveOutcome>;

const batchers = new WeakMap<Db, SaveBatcher>();

/** Saves one answer: batched on PostgreSQL, one statement on PGlite (one connection anyway). */
export async function saveAnswerRow(db: Db, row: SaveRow): Promise<SaveOutcome> {
  const driver = driverOf(db);
  if (driver.kind === 'postgres') {
    const { pool } = driver;
    let batcher = batchers.get(db);
    if (!batcher) {
      // Leave connections for starts, submits and everything else.
      const slots = Math.max(1, Math.floor((pool.options.max ?? 10) / 2));
      batcher = new Batcher({
        slots,
        maxBatch: 500,
        key: (r: SaveRow) => r.attemptId,
        run: (rows: SaveRow[]) => runSaves(pool, rows),
      });
      batchers.set(db, batcher);
    }
    return batcher.add(row);
  }
  const { rows } = await driver.query<{ open: number; applied: string | null }>(
    { text: single },
    singleValues(row),
  );
  const r = rows[0];
  return { open: Number(r?.open ?? 0) > 0, applied: r?.applied != null };
}

const position = {
  name: 'mock_save_position_v1',
  text: `
  with a as (
    select id from mock_attempts
    where id = $1 and user_id = $2 and submitted_at is null and deadline > now()
    for share
  ), pos as (${positionUpsert('select a.id, $3::int, $4::bigint, now() from a')})
  select (select count(*) from a)::int as open, (select count(*) from pos)::int as applied`,
};

/**
 * Stores a move that saved nothing, in one statement (not batched: moves are throttled by the
 * client and rarer than saves). `applied` is false when a newer move was stored, or the same
 * question already was.
 */
export async function savePositionRow(
  db: Db,
  row: { attemptId: number; userId: number; questionId: number; seq: number },
): Promise<SaveOutcome> {
  const values = [row.attemptId, row.userId, row.questionId, row.seq];
  const { rows } = await driverOf(db).query<{ open: number; applied: number }>(position, values);
  const r = rows[0];
  return { open: Number(r?.open ?? 0) > 0, applied: Number(r?.applied ?? 0) > 0 };
}
