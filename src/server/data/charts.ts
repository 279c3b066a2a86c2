import { and, asc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import {
  markBand,
  markBandCount,
  type FeesByMonth,
  type MarksDistribution,
  type ScoreHistory,
} from '#shared/charts.ts';
import { fromHundredths } from '#shared/decimal.ts';
import { financialYear, financialYearOf } from '#shared/fiscal.ts';
import type { Conn, Db } from '../db/client';
import { payments } from '../db/schema-fees';
import { mockAttempts, mockTests } from '../db/schema-mock-tests';
import { gridRows } from './exam-marks';
import { getExam } from './exams';
import { iso, released } from './mock-attempt-facts';
import { cachedPaper } from './mock-paper';

/** The numbers behind the portals' charts (issue 21.5, decision 066). Reads only. */

/**
 * An exam's marks in ten bands of its total, from the same rows as its marks grid (the students
 * who sit it): absent students and those with no marks yet are in no band.
 */
export async function marksDistribution(conn: Conn, examId: number): Promise<MarksDistribution> {
  const exam = await getExam(conn, examId);
  const rows = await gridRows(conn, exam);
  const counts = Array.from({ length: markBandCount }, () => 0);
  let marked = 0;
  let passed = 0;
  for (const r of rows) {
    if (r.absent || r.obtained === null) continue;
    marked++;
    if (r.obtained >= exam.passMarks) passed++;
    counts[markBand(r.obtained, exam.totalMarks)]!++;
  }
  const step = 100 / markBandCount;
  return {
    examId: exam.id,
    totalMarks: exam.totalMarks,
    passMarks: exam.passMarks,
    marked,
    absent: rows.filter((r) => r.absent).length,
    passed,
    bands: counts.map((count, i) => ({
      fromPercent: i * step,
      toPercent: (i + 1) * step,
      count,
    })),
  };
}

/**
 * Money received in each month of a financial year (the current one unless given), by the day
 * it was paid, reversals taken off in the month they are dated.
 */
export async function feesByMonth(db: Db, startYear?: number): Promise<FeesByMonth> {
  const fy = startYear === undefined ? financialYearOf(new Date()) : financialYear(startYear);
  const month = sql<string>`to_char(${payments.paidOn}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, paise: sql<number>`sum(${payments.amountPaise})::bigint` })
    .from(payments)
    .where(and(gte(payments.paidOn, fy.firstDay), lte(payments.paidOn, fy.lastDay)))
    .groupBy(month);
  const byMonth = new Map(rows.map((r) => [r.month, Number(r.paise)]));
  const months = Array.from({ length: 12 }, (_, i) => {
    const m = ((i + 3) % 12) + 1;
    const key = `${i < 9 ? fy.startYear : fy.startYear + 1}-${String(m).padStart(2, '0')}`;
    return { month: key, paise: byMonth.get(key) ?? 0 };
  });
  return {
    startYear: fy.startYear,
    label: fy.label,
    months,
    totalPaise: months.reduce((sum, m) => sum + m.paise, 0),
  };
}

/**
 * The session student's scored mock-test attempts whose results are out, oldest first: what the
 * result page of each already shows. An attempt past its deadline not yet scored by the sweep
 * joins the list once it is.
 */
export async function scoreHistory(db: Db, userId: number): Promise<ScoreHistory> {
  const rows = await db
    .select({
      attemptId: mockAttempts.id,
      testId: mockAttempts.testId,
      title: mockTests.title,
      attemptNumber: mockAttempts.attemptNumber,
      submittedAt: mockAttempts.submittedAt,
      scoreHundredths: mockAttempts.scoreHundredths,
    })
    .from(mockAttempts)
    .innerJoin(mockTests, eq(mockTests.id, mockAttempts.testId))
    .where(
      and(
        eq(mockAttempts.userId, userId),
        isNotNull(mockAttempts.submittedAt),
        isNotNull(mockAttempts.scoreHundredths),
      ),
    )
    .orderBy(asc(mockAttempts.submittedAt), asc(mockAttempts.id));
  const papers = new Map(
    await Promise.all(
      [...new Set(rows.map((r) => r.testId))].map(
        async (id) => [id, await cachedPaper(db, id)] as const,
      ),
    ),
  );
  const now = Date.now();
  const scores = rows.flatMap((r) => {
    const paper = papers.get(r.testId)!;
    if (!released(paper, now)) return [];
    const score = fromHundredths(r.scoreHundredths!);
    const maxScore = paper.maxScore;
    const percent = maxScore > 0 ? Math.round((score / maxScore) * 1000) / 10 : 0;
    return [
      {
        attemptId: r.attemptId,
        testId: r.testId,
        title: r.title,
        attemptNumber: r.attemptNumber,
        submittedAt: iso(r.submittedAt!),
        score,
        maxScore,
        percent,
      },
    ];
  });
  return { scores };
}
