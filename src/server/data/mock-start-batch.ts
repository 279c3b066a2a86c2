import type { Db } from '../db/client';
import { driverOf, type Driver } from '../db/driver';
import { Batcher } from './batcher';
import { takesCourseText } from './enrolments';
import type { AttemptRow } from './mock-attempt-facts';

/** A first start at a test as the statement takes it: the order is drawn by the caller. */
export type StartRow = {
  userId: number;
  testId: number;
  questionOrder: number[];
  optionOrders: Record<string, string>;
};

/**
 * Starts many fresh attempts in one statement and one commit. A row is inserted only when all
 * the rules of `startAttempt` let it through at once: the test is published, visible to the
 * student (no course, or one they are actively enrolled in), its window is open, an attempt is
 * left, and the student has no attempt in progress anywhere. `on conflict do nothing` leaves a
 * start raced by another (the unique indexes of one active attempt per student and of the
 * attempt number hold it) uninserted. Every start not inserted goes the full way (resume, close an
 * expired attempt, or the reason for a refusal), so this only makes the common case cheap.
 */
const insertStarts = {
  name: 'mock_start_attempts_v1',
  text: `
  with input as (
    select * from unnest($1::int[], $2::int[], $3::text[], $4::text[])
      as t(user_id, test_id, question_order, option_orders)
  ), allowed as (
    select i.*, t.duration_minutes, t.window_end,
      (select count(*) from mock_attempts m where m.user_id = i.user_id and m.test_id = i.test_id)
        as used,
      t.attempts_allowed
    from input i
    join mock_tests t on t.id = i.test_id
    where t.published and t.window_start <= now() and now() < t.window_end
      and (t.course_id is null or exists (
        select 1 from enrolments e join students s on s.id = e.student_id
        where s.user_id = i.user_id and e.course_id = t.course_id and ${takesCourseText('now')}))
      and not exists (
        select 1 from mock_attempts m where m.user_id = i.user_id and m.submitted_at is null)
  )
  insert into mock_attempts
    (test_id, user_id, attempt_number, deadline, question_order, option_orders)
  select test_id, user_id, used + 1,
    least(now() + make_interval(mins => duration_minutes), window_end),
    question_order::jsonb, option_orders::jsonb
  from allowed where used < attempts_allowed
  on conflict do nothing
  returning id, user_id, test_id, attempt_number, started_at, deadline, created_at`,
};

type Inserted = {
  id: number;
  user_id: number;
  test_id: number;
  attempt_number: number;
  started_at: Date | string;
  deadline: Date | string;
  created_at: Date | string;
};

async function runStarts(driver: Driver, items: StartRow[]): Promise<(AttemptRow | null)[]> {
  const values = [
    items.map((s) => s.userId),
    items.map((s) => s.testId),
    items.map((s) => JSON.stringify(s.questionOrder)),
    items.map((s) => JSON.stringify(s.optionOrders)),
  ];
  const { rows } = await driver.query<Inserted>(insertStarts, values);
  const byUser = new Map(rows.map((r) => [Number(r.user_id), r]));
  return items.map((s) => {
    const r = byUser.get(s.userId);
    if (!r || Number(r.test_id) !== s.testId) return null;
    return {
      id: Number(r.id),
      testId: s.testId,
      userId: s.userId,
      attemptNumber: Number(r.attempt_number),
      startedAt: new Date(r.started_at),
      deadline: new Date(r.deadline),
      submittedAt: null,
      submittedBy: null,
      tabSwitches: 0,
      questionOrder: s.questionOrder,
      optionOrders: s.optionOrders,
      scoreHundredths: null,
      correctCount: null,
      wrongCount: null,
      unattemptedCount: null,
      createdAt: new Date(r.created_at),
    };
  });
}

const batchers = new WeakMap<Db, Batcher<StartRow, AttemptRow | null>>();

/**
 * Bench only: `MOCK_START_BATCH=off` sends every start the full way, as before this path existed,
 * so one build measures both (bench/mocktest.mjs `--start-batch=off`).
 */
const disabled = () => process.env.MOCK_START_BATCH === 'off';

/**
 * A fresh attempt, or null when this start needs the full way (see `insertStarts`). On PostgreSQL
 * starts arriving together share one statement (`Batcher`): when a batch of 5,000 students starts
 * within 10 s, one transaction and two round trips each held the saves behind them. One student
 * is never in two statements at once. PGlite (one connection) runs the statement for one start.
 */
export async function startFresh(db: Db, row: StartRow): Promise<AttemptRow | null> {
  if (disabled()) return null;
  const driver = driverOf(db);
  if (driver.kind !== 'postgres') return (await runStarts(driver, [row]))[0]!;
  let batcher = batchers.get(db);
  if (!batcher) {
    // Saves take half the pool and session reads a quarter; starts come in one burst.
    const slots = Math.max(1, Math.floor((driver.pool.options.max ?? 10) / 8));
    batcher = new Batcher({
      slots,
      maxBatch: 200,
      key: (s: StartRow) => s.userId,
      run: (items: StartRow[]) => runStarts(driver, items),
    });
    batchers.set(db, batcher);
  }
  return batcher.add(row);
}
