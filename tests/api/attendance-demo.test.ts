// The demo's timetable and attendance (issue 21.6): weekday slots without clashes, holidays, a
// cancelled class, and the demo student's batch with a month of marks, two classmates below 75%.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate } from '#shared/ist.ts';
import { addDays } from '#shared/timetable.ts';
import { attendanceReport } from '#server/data/attendance-report.ts';
import { studentAttendance } from '#server/data/attendance-student.ts';
import { listBatches } from '#server/data/batches.ts';
import { classesBetween } from '#server/data/timetable-week.ts';
import type { Database } from '#server/db/client.ts';
import { students } from '#server/db/schema.ts';
import { classCancellations, holidays, timetableSlots } from '#server/db/schema-timetable.ts';
import { loadDemoData } from '#server/seed/demo.ts';
import { createTestDatabase } from '../support/test-db';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  expect(await loadDemoData(database.db)).toBe(true);
});
afterAll(() => database.close());

const today = istDate(new Date());

describe('demo timetable and attendance', () => {
  it('gives every demo batch weekday slots with rooms, and no two classes clash', async () => {
    const slots = await database.db.select().from(timetableSlots);
    const all = await listBatches(database.db);
    for (const b of all)
      expect(
        slots.some((s) => s.batchId === b.id),
        b.name,
      ).toBe(true);
    expect(slots.every((s) => s.weekday >= 1 && s.weekday <= 5 && s.room !== '')).toBe(true);
    const fullStack = all.find(
      (b) => b.course === 'Full Stack Developer' && b.timing === 'morning',
    )!;
    const amandeep = slots.filter((s) => s.batchId === fullStack.id);
    expect(amandeep).toHaveLength(5);
    expect(amandeep.every((s) => s.teacherId === fullStack.teachers[0]!.id)).toBe(true);
    // No room and no teacher has two classes at overlapping times on one weekday.
    for (const [i, x] of slots.entries()) {
      for (const y of slots.slice(i + 1)) {
        const overlap = x.weekday === y.weekday && x.startsAt < y.endsAt && y.startsAt < x.endsAt;
        if (!overlap) continue;
        expect(x.room === y.room, `${x.id} ${y.id} room`).toBe(false);
        if (x.teacherId !== null) expect(x.teacherId === y.teacherId).toBe(false);
      }
    }
  });

  it('has a holiday behind and one ahead, and one cancelled class', async () => {
    const days = (await database.db.select().from(holidays)).map((h) => h.on).sort();
    expect(days).toHaveLength(2);
    expect(days[0]! < today && days[1]! > today).toBe(true);
    expect(await database.db.select().from(classCancellations)).toHaveLength(1);
  });

  it('gives the demo student a batch with classes and a month of attendance', async () => {
    const [me] = await database.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.studentId, 'student'));
    const from = addDays(today, -30);
    const classes = await classesBetween(database.db, from, today, { studentId: me!.id });
    expect(classes.length).toBeGreaterThan(15);
    expect(classes.some((c) => c.holiday !== null)).toBe(true);
    expect(classes.some((c) => c.cancelled !== null)).toBe(true);

    const mine = await studentAttendance(database.db, me!.id);
    const fullStack = mine.courses.find((c) => c.course === 'Full Stack Developer')!;
    expect(fullStack.batch).toBe('Morning A');
    expect(fullStack.tally.counted).toBeGreaterThan(12);
    expect(fullStack.tally.percent).toBeGreaterThanOrEqual(75);
    expect(fullStack.tally.absent).toBeGreaterThan(0);
    expect(fullStack.tally.excused + fullStack.tally.late).toBeGreaterThan(0);
  });

  it('has a couple of students below 75% in the demo student’s batch', async () => {
    const all = await listBatches(database.db);
    const batch = all.find((b) => b.course === 'Full Stack Developer' && b.timing === 'morning')!;
    const below = new Set<string>();
    for (const month of new Set([addDays(today, -30).slice(0, 7), today.slice(0, 7)])) {
      const r = await attendanceReport(database.db, batch.id, month);
      expect(r.students).toHaveLength(4);
      for (const s of r.students) if (s.month.below) below.add(s.studentId);
    }
    expect(below.size).toBeGreaterThanOrEqual(2);
    expect(below.has('student')).toBe(false);
  });
});
