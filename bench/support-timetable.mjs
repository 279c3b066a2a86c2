// The timetable the attendance benches share (issue 21): 50 courses of 10 batches each (500), 100
// teachers and 100 rooms (each with five batches), six one-hour slots a batch Monday to Saturday
// between 08:00 and 18:00 (3,000 a week) and without a clash, and, when asked, students in each
// batch, the first three of each batch also in the next batch (pairs that share students, for the
// student clash). Written straight through the schema on a fresh database.
import { register } from 'tsx/esm/api';

register();
const { openDatabase } = await import('../src/server/db/client.ts');
const { batches, courses, enrolments, students, teachers } =
  await import('../src/server/db/schema.ts');
const { timetableSlots } = await import('../src/server/db/schema-timetable.ts');

export const benchBatches = 500;
export const benchTeachers = 100;
export const benchRooms = 100;
const startsOn = '2026-01-05';

export const hh = (hour) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Slot `weekday` (1–6) of batch number `i` (0-based). Batch i has teacher and room i % 100; its
 * hour differs from the other four batches of that teacher and room (their i / 100 differs) and
 * from the batches next to it (i % 2 differs), so the seed has no clash.
 */
export function benchSlot(i, weekday) {
  const hour = 8 + ((2 * Math.floor(i / 100) + (i % 2) + 2 * weekday) % 10);
  return {
    weekday,
    startsAt: hh(hour),
    endsAt: hh(hour + 1),
    room: `Room ${(i % benchRooms) + 1}`,
    teacherIndex: i % benchTeachers,
    subject: `Subject ${weekday}`,
  };
}

async function insertAll(db, table, rows, columns) {
  const ids = [];
  for (let at = 0; at < rows.length; at += 1000) {
    const chunk = rows.slice(at, at + 1000);
    const out = await db.insert(table).values(chunk).returning(columns);
    ids.push(...out.map((r) => r.id));
  }
  return ids;
}

/**
 * Seeds the timetable on a fresh database (migrated here). Resolves to the ids made and the time
 * taken: { courseIds, teacherIds, batchIds, ms }.
 */
export async function seedTimetable(options, { studentsPerBatch = 0 } = {}) {
  const database = await openDatabase(options);
  await database.migrate();
  const db = database.db;
  const t0 = performance.now();
  const courseIds = await insertAll(
    db,
    courses,
    Array.from({ length: 50 }, (_, i) => ({
      slug: `bench-course-${i + 1}`,
      code: `BC-${i + 1}`,
      price: 12000,
      category: 'Web Technologies',
      description: 'A course made by the attendance benches.',
      duration: '3 months',
      timings: '10 AM to 12 PM',
      sortOrder: 100000 + i,
      name: `Bench Course ${i + 1}`,
    })),
    { id: courses.id },
  );
  const teacherIds = await insertAll(
    db,
    teachers,
    Array.from({ length: benchTeachers }, (_, i) => ({
      firstName: `Teacher${i + 1}`,
      lastName: 'Sharma',
      gender: 'Female',
      courses: 'Bench',
    })),
    { id: teachers.id },
  );
  const timings = ['morning', 'afternoon', 'evening'];
  const batchIds = await insertAll(
    db,
    batches,
    Array.from({ length: benchBatches }, (_, i) => ({
      courseId: courseIds[i % 50],
      name: `Batch ${i + 1}`,
      timing: timings[i % 3],
      room: `Room ${(i % benchRooms) + 1}`,
      capacity: studentsPerBatch + 10,
      startsOn,
    })),
    { id: batches.id },
  );
  const slots = [];
  for (const [i, batchId] of batchIds.entries()) {
    for (let weekday = 1; weekday <= 6; weekday++) {
      const { teacherIndex, ...slot } = benchSlot(i, weekday);
      slots.push({ ...slot, batchId, teacherId: teacherIds[teacherIndex] });
    }
  }
  await insertAll(db, timetableSlots, slots, { id: timetableSlots.id });

  if (studentsPerBatch > 0) {
    const people = [];
    for (let i = 0; i < benchBatches; i++) {
      for (let j = 0; j < studentsPerBatch; j++) {
        people.push({
          studentId: `BENCH-${i}-${j}`,
          firstName: `Student${j}`,
          lastName: `Batch${i}`,
          phone: String(7000000000 + i * 1000 + j),
        });
      }
    }
    const studentIds = await insertAll(db, students, people, { id: students.id });
    const seats = [];
    for (let i = 0; i < benchBatches; i++) {
      for (let j = 0; j < studentsPerBatch; j++) {
        const studentId = studentIds[i * studentsPerBatch + j];
        seats.push({ studentId, courseId: courseIds[i % 50], batchId: batchIds[i] });
        // The first three also in the next batch (a course of its own): pairs that share students.
        const next = (i + 1) % benchBatches;
        if (j < 3)
          seats.push({ studentId, courseId: courseIds[next % 50], batchId: batchIds[next] });
      }
    }
    await insertAll(db, enrolments, seats, { id: enrolments.id });
  }
  await database.close();
  return { courseIds, teacherIds, batchIds, ms: Math.round(performance.now() - t0) };
}
