import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { istDate } from '#shared/ist.ts';
import { addDays, isHeld, weekdayOf } from '#shared/timetable.ts';
import type { Db } from '../db/client';
import { batches, courses, enrolments, teachers } from '../db/schema';
import { batchTeachers } from '../db/schema-batches';
import {
  attendanceMarks,
  classCancellations,
  classRegisters,
  holidays,
  timetableSlots,
} from '../db/schema-timetable';
import { classesBetween } from '../data/timetable-week';

/**
 * The demo's timetable and attendance (issue 21.6): every demo batch meets on weekdays in its
 * course's room with its teacher, mornings and evenings apart, so no room, teacher or student has
 * two classes at once. A holiday closes the academy 10 days ago and another in 9 days; one class
 * of Full Stack Developer's morning batch was cancelled. That batch (the demo student's) has its
 * registers for the past 30 days: mostly present, some late, absent and excused, and two
 * classmates below 75%. Everything follows from today's date, the same on every load.
 */

const subjects: Record<string, [string, string]> = {
  'Full Stack Developer': ['JavaScript', 'React lab'],
  'Digital Marketing': ['Social media', 'Campaigns'],
  'Graphic Design': ['Illustrator', 'Photoshop'],
  'Python Crash Course': ['Python basics', 'Practice'],
  'SEO Management': ['On-page SEO', 'Analytics'],
  'Video Editing': ['Premiere Pro', 'Editing lab'],
  'Web Designing': ['HTML and CSS', 'Layouts'],
};

/** Morning batches 09:30–11:00, evening ones 17:30–19:00 (Full Stack's evening at 6 pm). */
function timesOf(timing: string, course: string): [string, string] {
  if (timing !== 'evening') return ['09:30', '11:00'];
  return course === 'Full Stack Developer' ? ['18:00', '19:30'] : ['17:30', '19:00'];
}

/** One student's mark in the k-th class: by the student's place in the batch (0 = demo). */
function markOf(place: number, k: number): 'present' | 'absent' | 'late' | 'excused' {
  switch (place) {
    case 0: // the demo student: about 90%
      if (k === 5) return 'excused';
      if (k % 11 === 7) return 'absent';
      return k % 9 === 4 ? 'late' : 'present';
    case 1: // below 75%: absent one class in three
      if (k % 3 === 1) return 'absent';
      return k % 7 === 2 ? 'late' : 'present';
    case 2: // below 75%: absent two classes in five
      if (k % 5 === 0 || k % 5 === 2) return 'absent';
      return 'present';
    default:
      if (k === 8) return 'excused';
      if (k % 10 === 3) return 'absent';
      return k % 6 === 2 ? 'late' : 'present';
  }
}

export async function loadDemoAttendance(db: Db): Promise<void> {
  const today = istDate(new Date());
  const all = await db
    .select({
      id: batches.id,
      name: batches.name,
      timing: batches.timing,
      room: batches.room,
      course: courses.name,
    })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .orderBy(asc(batches.id));
  const taught = await db
    .select({ batchId: batchTeachers.batchId, teacherId: teachers.id })
    .from(batchTeachers)
    .innerJoin(teachers, eq(teachers.id, batchTeachers.teacherId))
    .orderBy(asc(teachers.id));
  const teacherOf = new Map<number, number>();
  for (const t of taught) if (!teacherOf.has(t.batchId)) teacherOf.set(t.batchId, t.teacherId);

  await db.transaction(async (tx) => {
    for (const b of all) {
      const [first, second] = subjects[b.course] ?? ['Class', 'Practice'];
      const [startsAt, endsAt] = timesOf(b.timing, b.course);
      // Full Stack meets every weekday, the others on Monday, Wednesday and Friday.
      const days = b.course === 'Full Stack Developer' ? [1, 2, 3, 4, 5] : [1, 3, 5];
      await tx.insert(timetableSlots).values(
        days.map((weekday) => ({
          batchId: b.id,
          weekday,
          startsAt,
          endsAt,
          room: b.room,
          teacherId: teacherOf.get(b.id) ?? null,
          subject: weekday === 2 || weekday === 4 ? second : first,
        })),
      );
    }
    const weekdayNear = (n: number) => {
      let day = addDays(today, n);
      while (weekdayOf(day) > 5) day = addDays(day, 1);
      return day;
    };
    await tx.insert(holidays).values([
      { on: weekdayNear(-10), name: 'Gurpurab' },
      { on: weekdayNear(9), name: 'Academy Foundation Day' },
    ]);
  });

  const fullStack = all.find((b) => b.course === 'Full Stack Developer' && b.timing === 'morning');
  if (!fullStack) return;
  const from = addDays(today, -30);
  const yesterday = addDays(today, -1);
  const past = (await classesBetween(db, from, yesterday, { batchId: fullStack.id })).filter(
    isHeld,
  );
  // A class called off: the teacher was at a workshop (the held one nearest 6 days ago).
  const off = [...past].reverse().find((c) => c.on <= addDays(today, -6));
  const takers = await db
    .select({ id: enrolments.id, enrolledOn: enrolments.enrolledOn })
    .from(enrolments)
    .where(and(eq(enrolments.batchId, fullStack.id), isNotNull(enrolments.courseId)))
    .orderBy(asc(enrolments.id));
  const [teacherUser] = await db
    .select({ userId: teachers.userId })
    .from(teachers)
    .where(eq(teachers.id, teacherOf.get(fullStack.id) ?? 0));

  await db.transaction(async (tx) => {
    if (off) {
      await tx
        .insert(classCancellations)
        .values({ slotId: off.slotId, on: off.on, reason: 'The teacher is at a workshop.' });
    }
    let k = 0;
    for (const c of past) {
      if (off && c.slotId === off.slotId && c.on === off.on) continue;
      const [register] = await tx
        .insert(classRegisters)
        .values({ slotId: c.slotId, on: c.on, markedBy: teacherUser?.userId ?? null })
        .returning({ id: classRegisters.id });
      const marks = takers
        .map((t, place) => ({ t, place }))
        .filter(({ t }) => t.enrolledOn <= c.on)
        .map(({ t, place }) => ({
          registerId: register!.id,
          enrolmentId: t.id,
          status: markOf(place, k),
        }));
      if (marks.length > 0) await tx.insert(attendanceMarks).values(marks);
      k += 1;
    }
  });
}
