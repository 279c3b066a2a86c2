// A course's report cards computed together (ranks are batch ranks): the sums, grades and
// ranks behind the Result page, the report card and the office's printout.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { examTypeLabels, examTypes } from '#shared/exams.ts';
import type { ExamResult, ReportCard, ResultCard } from '#shared/exam-results.ts';
import { fromHundredths, toHundredths } from '#shared/decimal.ts';
import { gradeFor, passed, percentage, type GradeScale } from '#shared/grading.ts';
import { rankByScore } from '#shared/ranking.ts';
import type { Conn } from '../db/client';
import { courses, enrolments, students } from '../db/schema';
import { examMarks, exams } from '../db/schema-exams';
import { ranOn, takesCourse } from './enrolments';

export type Course = typeof courses.$inferSelect;
type PublishedExam = typeof exams.$inferSelect;
type Mark = { obtained: number | null; absent: boolean };
type Taker = {
  enrolmentId: number;
  studentId: string;
  name: string;
  fatherName: string;
  marks: Map<number, Mark>;
  /** The published exams this enrolment sits: held while it ran, or already marked. */
  sits: Set<number>;
};

/** Rank of each enrolment by `score` among those listed (competition ranking, ties share). */
function ranksOf(entries: { enrolmentId: number; score: number }[]): Map<number, number> {
  return new Map(rankByScore(entries, (e) => e.score).map((r) => [r.item.enrolmentId, r.rank]));
}

/**
 * The report cards of every student of a course, computed together so ranks are batch ranks.
 * Only published exams count, and for each student only those they sit (held while the enrolment
 * ran, or marked): an earlier exam is "not taken", counted in neither marks nor total. A card
 * sums the exams its student sits (absent or missing counts 0 of that exam's total); it passes
 * only when each of them is passed by its own pass marks; students with no marks on a card's
 * exams are not on it. Ranks are among those who could sit every exam on the card.
 */
export async function courseCards(conn: Conn, course: Course, scale: GradeScale, only?: number) {
  const published = await conn
    .select()
    .from(exams)
    .where(and(eq(exams.courseId, course.id), isNotNull(exams.publishedAt)))
    .orderBy(asc(exams.date), asc(exams.id));
  const takers = await conn
    .select({
      enrolmentId: enrolments.id,
      studentId: students.studentId,
      firstName: students.firstName,
      lastName: students.lastName,
      fatherName: students.fatherName,
      enrolledOn: enrolments.enrolledOn,
      endedOn: enrolments.endedOn,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(enrolments.courseId, course.id), takesCourse('record')))
    .orderBy(asc(students.firstName), asc(students.lastName), asc(students.studentId));
  const byEnrolment = new Map<number, Taker>(
    takers.map((t) => [
      t.enrolmentId,
      {
        enrolmentId: t.enrolmentId,
        studentId: t.studentId,
        name: `${t.firstName} ${t.lastName}`.trim(),
        fatherName: t.fatherName,
        marks: new Map(),
        sits: new Set(published.filter((e) => ranOn(t, e.date)).map((e) => e.id)),
      },
    ]),
  );
  if (published.length > 0) {
    const marks = await conn
      .select()
      .from(examMarks)
      .where(
        inArray(
          examMarks.examId,
          published.map((e) => e.id),
        ),
      );
    for (const m of marks) {
      const taker = byEnrolment.get(m.enrolmentId);
      taker?.marks.set(m.examId, {
        obtained: m.obtained == null ? null : Number(m.obtained),
        absent: m.absent,
      });
      taker?.sits.add(m.examId);
    }
  }
  const all = [...byEnrolment.values()];

  // Each exam's own rank among those who sat it.
  const examRanks = new Map<number, Map<number, number>>();
  for (const exam of published) {
    const sat = all.flatMap((t) => {
      const m = t.marks.get(exam.id);
      return m && !m.absent && m.obtained !== null
        ? [{ enrolmentId: t.enrolmentId, score: toHundredths(m.obtained) }]
        : [];
    });
    examRanks.set(exam.id, ranksOf(sat));
  }

  const examResult = (exam: PublishedExam, t: Taker): ExamResult => {
    const m = t.marks.get(exam.id);
    const obtained = m && !m.absent ? m.obtained : null;
    const passMarks = Number(exam.passMarks);
    const taken = t.sits.has(exam.id);
    return {
      examId: exam.id,
      type: exam.type,
      subject: exam.subject,
      date: exam.date,
      totalMarks: exam.totalMarks,
      passMarks,
      obtained,
      absent: m?.absent ?? false,
      grade: obtained === null ? null : gradeFor(scale, obtained, exam.totalMarks),
      passed: obtained !== null && passed(obtained, passMarks),
      rank: examRanks.get(exam.id)?.get(t.enrolmentId) ?? null,
      taken,
    };
  };

  const groups: { kind: ResultCard['kind']; label: string; exams: PublishedExam[] }[] = [];
  for (const type of examTypes) {
    const list = published.filter((e) => e.type === type);
    if (list.length > 0) groups.push({ kind: type, label: examTypeLabels[type], exams: list });
  }
  if (groups.length > 1) groups.push({ kind: 'overall', label: 'Overall', exams: published });

  const cardsOf = new Map<number, ResultCard[]>();
  for (const group of groups) {
    const onCard = all.filter((t) => group.exams.some((e) => t.marks.has(e.id)));
    const scored = onCard.map((t) => {
      const results = group.exams.map((e) => examResult(e, t));
      const taken = results.filter((r) => r.taken);
      const hundredths = taken.reduce(
        (s, r) => s + (r.obtained === null ? 0 : toHundredths(r.obtained)),
        0,
      );
      const total = taken.reduce((sum, r) => sum + r.totalMarks, 0);
      return { t, results, taken, hundredths, total, all: taken.length === results.length };
    });
    const ranked = scored.filter((s) => s.all);
    const ranks = ranksOf(
      ranked.map((s) => ({ enrolmentId: s.t.enrolmentId, score: s.hundredths })),
    );
    for (const s of scored) {
      if (only !== undefined && s.t.enrolmentId !== only) continue;
      const obtained = fromHundredths(s.hundredths);
      const card: ResultCard = {
        kind: group.kind,
        label: group.label,
        obtained,
        total: s.total,
        percentage: percentage(obtained, s.total),
        grade: gradeFor(scale, obtained, s.total),
        passed: s.taken.every((r) => r.passed),
        rank: ranks.get(s.t.enrolmentId) ?? null,
        rankedOf: ranked.length,
        exams: s.results,
      };
      const list = cardsOf.get(s.t.enrolmentId) ?? [];
      list.push(card);
      cardsOf.set(s.t.enrolmentId, list);
    }
  }

  const reportCard = (t: Taker): ReportCard => ({
    student: { studentId: t.studentId, name: t.name, fatherName: t.fatherName },
    course: { id: course.id, name: course.name, code: course.code, duration: course.duration },
    scale: { id: scale.id, name: scale.name },
    cards: cardsOf.get(t.enrolmentId) ?? [],
  });
  return { all, reportCard };
}
