import { and, asc, eq } from 'drizzle-orm';
import { istDate } from '#shared/ist.ts';
import type { Db, Tx } from '../db/client';
import { batches, courses, enrolments, students, teacherCourses } from '../db/schema';
import { batchTeachers, enrolmentBatchMoves } from '../db/schema-batches';

/**
 * The demo's batches (issue 21.2, decision 059): each course with students has a morning and an
 * evening batch of 30 in a room of its own, taught by the course's teachers. A student's first
 * course is in the morning, a second in the evening. Full Stack Developer's evening batch begins
 * next Monday, as the demo notice says. One student has moved, so a history shows a move.
 */
const moved = {
  studentId: 'ACA-2026-0005',
  course: 'Graphic Design',
  reason: 'Works at a print shop in the mornings.',
};

/** The next Monday after today (IST), as yyyy-mm-dd. */
function nextMonday(): string {
  const today = new Date(`${istDate(new Date())}T00:00:00Z`);
  const ahead = ((8 - today.getUTCDay()) % 7) + (today.getUTCDay() === 1 ? 7 : 0);
  return new Date(today.getTime() + ahead * 86_400_000).toISOString().slice(0, 10);
}

type Taker = {
  enrolmentId: number;
  courseId: number;
  course: string;
  studentId: string;
  enrolledOn: string;
};

async function addBatches(tx: Tx, courseId: number, room: string, starts: [string, string]) {
  const made = await tx
    .insert(batches)
    .values([
      { courseId, name: 'Morning A', timing: 'morning', room, capacity: 30, startsOn: starts[0] },
      { courseId, name: 'Evening A', timing: 'evening', room, capacity: 30, startsOn: starts[1] },
    ])
    .returning({ id: batches.id });
  const teaching = await tx
    .select({ teacherId: teacherCourses.teacherId })
    .from(teacherCourses)
    .where(eq(teacherCourses.courseId, courseId));
  const rows = made.flatMap((b) =>
    teaching.map((t) => ({ batchId: b.id, teacherId: t.teacherId })),
  );
  if (rows.length > 0) await tx.insert(batchTeachers).values(rows);
  return { morning: made[0]!.id, evening: made[1]!.id };
}

async function place(tx: Tx, enrolmentId: number, from: number | null, to: number, on: string) {
  await tx.update(enrolments).set({ batchId: to }).where(eq(enrolments.id, enrolmentId));
  const reason = from === null ? '' : moved.reason;
  await tx
    .insert(enrolmentBatchMoves)
    .values({ enrolmentId, fromBatchId: from, toBatchId: to, movedOn: on, reason });
}

export async function loadDemoBatches(db: Db): Promise<void> {
  const takers: Taker[] = await db
    .select({
      enrolmentId: enrolments.id,
      courseId: courses.id,
      course: courses.name,
      studentId: students.studentId,
      enrolledOn: enrolments.enrolledOn,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(students.status, 'active'), eq(enrolments.status, 'active')))
    .orderBy(asc(courses.name), asc(enrolments.id));
  // A student's courses in the order they were given: the first in the morning.
  const coursesOf = new Map<string, number[]>();
  for (const t of [...takers].sort((a, b) => a.enrolmentId - b.enrolmentId)) {
    coursesOf.set(t.studentId, [...(coursesOf.get(t.studentId) ?? []), t.courseId]);
  }
  const byCourse = new Map<number, Taker[]>();
  for (const t of takers) byCourse.set(t.courseId, [...(byCourse.get(t.courseId) ?? []), t]);

  await db.transaction(async (tx) => {
    let room = 0;
    for (const group of byCourse.values()) {
      const first = group.map((t) => t.enrolledOn).sort()[0]!;
      const later = group[0]!.course === 'Full Stack Developer' ? nextMonday() : first;
      const batch = await addBatches(tx, group[0]!.courseId, `Room ${++room}`, [first, later]);
      for (const t of group) {
        const second = coursesOf.get(t.studentId)!.indexOf(t.courseId) > 0;
        const isMoved = t.studentId === moved.studentId && t.course === moved.course;
        await place(tx, t.enrolmentId, null, second ? batch.evening : batch.morning, t.enrolledOn);
        if (isMoved) {
          await place(tx, t.enrolmentId, batch.morning, batch.evening, istDate(new Date()));
        }
      }
    }
  });
}
