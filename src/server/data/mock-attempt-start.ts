import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AttemptState } from '#shared/mock-attempts.ts';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/pg-error';
import { mockAttempts } from '../db/schema-mock-tests';
import { appError } from '../lib/app-error';
import { takesCourseText } from './enrolments';
import { iso, type AttemptRow } from './mock-attempt-facts';
import { attemptOrder } from './mock-attempt-order';
import { attemptState, remember, stateOf } from './mock-attempts';
import { cachedPaper } from './mock-paper';
import type { Paper } from './mock-paper-types';
import { startFresh } from './mock-start-batch';
import { closeAttempts } from './mock-submissions';

/** Starting a test: a first start in one shared statement, anything else the full way. */

/**
 * `POST /api/student/mock-tests/:id/attempts`: starts an attempt, or resumes the one in progress
 * at this test. One attempt in progress per student (a unique index holds it under races).
 * The paper comes from the process cache; a first start is one statement shared with the starts
 * arriving with it (`startFresh`), and only a start it cannot make takes `startFullWay`.
 */
export async function startAttempt(
  db: Db,
  userId: number,
  testId: number,
): Promise<{ created: boolean; state: AttemptState }> {
  const paper = await cachedPaper(db, testId).catch(() => null);
  if (paper && paper.questions.length > 0) {
    const { order, options } = attemptOrder(paper);
    const row = await startFresh(db, {
      userId,
      testId,
      questionOrder: order,
      optionOrders: options,
    });
    if (row) return started(db, paper, row);
  }
  return startFullWay(db, userId, testId, paper);
}

function started(db: Db, paper: Paper, row: AttemptRow) {
  remember(db, row);
  return { created: true, state: stateOf(paper, row, [], null, Date.now()) };
}

/** A start that resumes, closes an expired attempt first, or is refused (and says why). */
async function startFullWay(
  db: Db,
  userId: number,
  testId: number,
  paper: Paper | null,
): Promise<{ created: boolean; state: AttemptState }> {
  const { rows } = await db.execute<{
    visible: boolean;
    used: number;
    active_id: number | null;
    active_test: number | null;
    active_live: boolean | null;
  }>(sql`
      select
        exists (
          select 1 from mock_tests t
          where t.id = ${testId} and t.published and (t.course_id is null or t.course_id in (
            select e.course_id from enrolments e join students s on s.id = e.student_id
            where s.user_id = ${userId} and ${sql.raw(takesCourseText('now'))}))
        ) as visible,
        (select count(*)::int from mock_attempts where user_id = ${userId} and test_id = ${testId}) as used,
        a.id as active_id, a.test_id as active_test, a.deadline > now() as active_live
      from (select 1) as one
      left join mock_attempts a on a.user_id = ${userId} and a.submitted_at is null`);
  const found = rows[0];
  if (!paper || !found?.visible) throw appError('NOT_FOUND', 'Test not found.');
  if (found.active_id !== null) {
    if (found.active_live) {
      if (Number(found.active_test) !== testId) throw appError('ATTEMPT_ACTIVE');
      return { created: false, state: await attemptState(db, userId, Number(found.active_id)) };
    }
    await closeAttempts(db, [Number(found.active_id)]);
  }
  const now = Date.now();
  if (now < paper.test.windowStart.getTime() || now >= paper.test.windowEnd.getTime()) {
    throw appError('TEST_NOT_OPEN');
  }
  if (paper.questions.length === 0) throw appError('TEST_NOT_OPEN');
  const attemptNumber = Number(found.used) + 1;
  if (attemptNumber > paper.test.attemptsAllowed) throw appError('NO_ATTEMPTS_LEFT');
  const { order, options } = attemptOrder(paper);
  let row: AttemptRow | undefined;
  try {
    [row] = await db
      .insert(mockAttempts)
      .values({
        testId,
        userId,
        attemptNumber,
        deadline: sql`least(now() + make_interval(mins => ${paper.test.durationMinutes}), ${iso(paper.test.windowEnd)}::timestamptz)`,
        questionOrder: order,
        optionOrders: options,
      })
      .returning();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // A second start raced this one: resume what it created, or refuse the other test's.
    const [other] = await db
      .select()
      .from(mockAttempts)
      .where(and(eq(mockAttempts.userId, userId), isNull(mockAttempts.submittedAt)));
    if (other?.testId === testId) {
      return { created: false, state: await attemptState(db, userId, other.id) };
    }
    throw appError(other ? 'ATTEMPT_ACTIVE' : 'NO_ATTEMPTS_LEFT');
  }
  return started(db, paper, row!);
}
