// Marking attendance (issue 21.4, decision 064): a teacher's classes of a day, the sheet of one
// class, saved whole (a second save replaces the marks), the admin's later edit, the absence
// events, the audit line, and every refusal.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attendanceMessages, type Register } from '#shared/attendance.ts';
import { addDays, weekdayOf } from '#shared/timetable.ts';
import { createCourse } from '#server/seed/factories.ts';
import { auditLog } from '#server/db/schema-security.ts';
import {
  absenceEvents,
  attendanceMarks,
  classCancellations,
  classRegisters,
  holidays,
  timetableSlots,
} from '#server/db/schema-timetable.ts';
import { batchCalls, today } from '../support/batch-calls';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const { addBatch, newEnrolment, place } = batchCalls(t);

let serial = 0;

/** A batch of `count` students taught by a new teacher, with a slot on `day`'s weekday. */
async function aClass(count = 3, day = today) {
  serial += 1;
  const course = await createCourse(t.db, { name: `Attendance course ${serial}` });
  const teacher = await t.newTeacher(`Teacher${serial}`);
  const batch = await addBatch(course.id, {
    name: `Batch ${serial}`,
    startsOn: addDays(today, -28),
    capacity: 100,
    teacherIds: [teacher.teacher.id],
  });
  const names = ['Riya', 'Arjun', 'Simran', 'Kabir', 'Meera', 'Navjot'];
  const enrolmentIds: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const e = await newEnrolment(course.name, names[i % names.length]);
    expect((await place(e.enrolmentId, batch.id)).statusCode).toBe(200);
    enrolmentIds.push(e.enrolmentId);
  }
  const [slot] = await t.db
    .insert(timetableSlots)
    .values({
      batchId: batch.id,
      weekday: weekdayOf(day),
      startsAt: '09:00',
      endsAt: '10:00',
      room: 'Room 4',
      teacherId: teacher.teacher.id,
      subject: 'Theory',
    })
    .returning({ id: timetableSlots.id });
  return { slotId: slot!.id, batch, course, teacher, enrolmentIds };
}

const as = (cookie: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });
const sheetUrl = (slotId: number, on: string) => `/api/teacher/classes/${slotId}/${on}/register`;
const adminUrl = (slotId: number, on: string) => `/api/classes/${slotId}/${on}/register`;

type Status = 'present' | 'absent' | 'late' | 'excused';
const marksOf = (ids: number[], statuses: Status[] = []) => ({
  marks: ids.map((enrolmentId, i) => ({ enrolmentId, status: statuses[i] ?? 'present' })),
});

const events = (registerId: number) =>
  t.db.select().from(absenceEvents).where(eq(absenceEvents.registerId, registerId));

async function registerId(slotId: number, on: string) {
  const [row] = await t.db
    .select({ id: classRegisters.id })
    .from(classRegisters)
    .where(and(eq(classRegisters.slotId, slotId), eq(classRegisters.on, on)));
  return row?.id;
}

describe('marking attendance', () => {
  it("lists today's classes; the sheet starts all present, saves, and a re-save replaces", async () => {
    const c = await aClass(3);
    const cookie = c.teacher.cookie;
    const day = await as(cookie, 'GET', '/api/teacher/classes');
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().today).toBe(today);
    expect(day.json().classes).toEqual([
      expect.objectContaining({
        slotId: c.slotId,
        on: today,
        startsAt: '09:00',
        room: 'Room 4',
        course: c.course.name,
        batch: c.batch.name,
        markedAt: null,
      }),
    ]);

    const fresh = await as(cookie, 'GET', sheetUrl(c.slotId, today));
    expect(fresh.statusCode, fresh.body).toBe(200);
    const sheet = fresh.json<Register>();
    expect(sheet.editable).toBe(true);
    expect(sheet.markedAt).toBeNull();
    expect(sheet.students.map((s) => s.status)).toEqual(['present', 'present', 'present']);
    // A GET writes nothing.
    expect(await registerId(c.slotId, today)).toBeUndefined();

    const ids = sheet.students.map((s) => s.enrolmentId);
    const saved = await as(
      cookie,
      'PUT',
      sheetUrl(c.slotId, today),
      marksOf(ids, ['absent', 'late']),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Register>().students.map((s) => s.status)).toEqual([
      'absent',
      'late',
      'present',
    ]);
    const id = (await registerId(c.slotId, today))!;
    expect(await events(id)).toHaveLength(1);

    // The same sheet again: nothing counted twice.
    const again = await as(
      cookie,
      'PUT',
      sheetUrl(c.slotId, today),
      marksOf(ids, ['absent', 'late']),
    );
    expect(again.statusCode).toBe(200);
    const marks = await t.db
      .select()
      .from(attendanceMarks)
      .where(eq(attendanceMarks.registerId, id));
    expect(marks).toHaveLength(3);
    expect(await events(id)).toHaveLength(1);

    const read = (await as(cookie, 'GET', sheetUrl(c.slotId, today))).json<Register>();
    expect(read.students.map((s) => s.status)).toEqual(['absent', 'late', 'present']);
    expect(read.markedAt).not.toBeNull();
    const listed = (await as(cookie, 'GET', '/api/teacher/classes')).json();
    expect(listed.classes[0].markedAt).not.toBeNull();

    // One audit line per save: who, which class, the counts.
    const lines = await t.db.select().from(auditLog).where(eq(auditLog.action, 'attendance.saved'));
    const mine = lines.filter((l) => l.target.startsWith(`slotId=${c.slotId} `));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ role: 'teacher', status: 200 });
    expect(mine[0]!.subject).toContain(`${c.course.name}: ${c.batch.name}`);
    expect(mine[0]!.subject).toContain('present 1, absent 1, late 1, excused 0');
  });

  it('a correction away from absent removes an event not yet told; a told one stays', async () => {
    const c = await aClass(2);
    const url = sheetUrl(c.slotId, today);
    const ids = (await as(c.teacher.cookie, 'GET', url))
      .json<Register>()
      .students.map((s) => s.enrolmentId);
    await as(c.teacher.cookie, 'PUT', url, marksOf(ids, ['absent', 'absent']));
    const id = (await registerId(c.slotId, today))!;
    expect(await events(id)).toHaveLength(2);
    await t.db
      .update(absenceEvents)
      .set({ notifiedAt: new Date() })
      .where(and(eq(absenceEvents.registerId, id), eq(absenceEvents.enrolmentId, ids[1]!)));
    const res = await as(c.teacher.cookie, 'PUT', url, marksOf(ids, ['excused', 'present']));
    expect(res.statusCode).toBe(200);
    const left = await events(id);
    expect(left.map((e) => e.enrolmentId)).toEqual([ids[1]]);
  });

  it('refuses another teacher’s class without naming it, and a student or a missing id', async () => {
    const c = await aClass(2);
    const other = await t.newTeacher('Outsider');
    for (const url of [sheetUrl(c.slotId, today), sheetUrl(999999, today)]) {
      const res = await as(other.cookie, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(attendanceMessages.noSuchClass);
      expect(res.body).not.toContain(c.course.name);
    }
    const put = await as(other.cookie, 'PUT', sheetUrl(c.slotId, today), marksOf(c.enrolmentIds));
    expect(put.statusCode).toBe(404);
    expect((await as(t.studentA.cookie, 'GET', sheetUrl(c.slotId, today))).statusCode).toBe(403);
    expect((await as(t.admin.cookie, 'GET', sheetUrl(c.slotId, today))).statusCode).toBe(403);
    expect((await as(c.teacher.cookie, 'GET', adminUrl(c.slotId, today))).statusCode).toBe(403);
    expect((await as(c.teacher.cookie, 'GET', sheetUrl(c.slotId, 'yesterday'))).statusCode).toBe(
      404,
    );
    expect((await as(c.teacher.cookie, 'GET', sheetUrl(c.slotId, '2026-02-30'))).statusCode).toBe(
      404,
    );
    expect(await registerId(c.slotId, today)).toBeUndefined();
  });

  it('refuses a future date, a day with no class, a cancelled class and a holiday', async () => {
    const c = await aClass(1);
    const cookie = c.teacher.cookie;
    const refusal = async (url: string, message: string) => {
      for (const res of [
        await as(cookie, 'GET', url),
        await as(cookie, 'PUT', url, marksOf(c.enrolmentIds)),
        await as(
          t.admin.cookie,
          'PUT',
          url.replace('/api/teacher/classes', '/api/classes'),
          marksOf(c.enrolmentIds),
        ),
      ]) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toBe(message);
      }
    };
    await refusal(sheetUrl(c.slotId, addDays(today, 7)), attendanceMessages.future);
    await refusal(sheetUrl(c.slotId, addDays(today, -1)), attendanceMessages.notAClass);
    const lastWeek = addDays(today, -7);
    await t.db
      .insert(classCancellations)
      .values({ slotId: c.slotId, on: lastWeek, reason: 'Exam' });
    await refusal(sheetUrl(c.slotId, lastWeek), attendanceMessages.cancelled);
    const twoWeeks = addDays(today, -14);
    await t.db.insert(holidays).values({ on: twoWeeks, name: 'Test holiday' });
    await refusal(sheetUrl(c.slotId, twoWeeks), attendanceMessages.holiday);
    await t.db.delete(holidays).where(eq(holidays.on, twoWeeks));
    expect(await registerId(c.slotId, lastWeek)).toBeUndefined();
  });

  it('refuses a student not in the batch, a missing one, a doubled one; nothing half-saved', async () => {
    const c = await aClass(2);
    const outsider = await aClass(1);
    const url = sheetUrl(c.slotId, today);
    const cases: [object, string][] = [
      [marksOf([...c.enrolmentIds, outsider.enrolmentIds[0]!]), attendanceMessages.notInBatch],
      [marksOf([c.enrolmentIds[0]!]), attendanceMessages.missingStudent],
      [
        marksOf([c.enrolmentIds[0]!, c.enrolmentIds[0]!, c.enrolmentIds[1]!]),
        attendanceMessages.twice,
      ],
      [
        { marks: [{ enrolmentId: c.enrolmentIds[0], status: 'gone' }] },
        attendanceMessages.chooseStatus,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await as(c.teacher.cookie, 'PUT', url, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await registerId(c.slotId, today)).toBeUndefined();
  });

  it('after the day only the admin edits; the audit line says what changed', async () => {
    const lastWeek = addDays(today, -7);
    const c = await aClass(2, lastWeek);
    const url = sheetUrl(c.slotId, lastWeek);
    const read = await as(c.teacher.cookie, 'GET', url);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<Register>().editable).toBe(false);
    const late = await as(c.teacher.cookie, 'PUT', url, marksOf(c.enrolmentIds));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(attendanceMessages.dayOver);
    // The teacher's Attendance page: the last 7 days and today.
    const week = (await as(c.teacher.cookie, 'GET', `/api/teacher/classes?days=7`)).json();
    expect(week.classes.map((x: { on: string }) => x.on)).toEqual([lastWeek, today]);

    const admin = (await as(t.admin.cookie, 'GET', adminUrl(c.slotId, lastWeek))).json<Register>();
    expect(admin.editable).toBe(true);
    const ids = admin.students.map((s) => s.enrolmentId);
    const first = await as(t.admin.cookie, 'PUT', adminUrl(c.slotId, lastWeek), marksOf(ids));
    expect(first.statusCode, first.body).toBe(200);
    const second = await as(
      t.admin.cookie,
      'PUT',
      adminUrl(c.slotId, lastWeek),
      marksOf(ids, ['absent']),
    );
    expect(second.statusCode).toBe(200);
    const lines = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.route, '/api/classes/:slotId/:on/register'))
    ).filter((l) => l.target.startsWith(`slotId=${c.slotId} `));
    // One line per save (the audit plugin adds none of its own).
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.action === 'attendance.saved' && l.role === 'admin')).toBe(true);
    const name = admin.students[0]!.name;
    expect(lines.map((l) => l.subject).join('\n')).toContain(`${name}: present → absent`);
    expect(await events((await registerId(c.slotId, lastWeek))!)).toHaveLength(1);
  });

  it('two saves of one sheet at once count once', async () => {
    const c = await aClass(4);
    const url = sheetUrl(c.slotId, today);
    const body = marksOf(c.enrolmentIds, ['absent', 'absent', 'late']);
    const replies = await Promise.all([
      as(c.teacher.cookie, 'PUT', url, body),
      as(c.teacher.cookie, 'PUT', url, body),
      as(c.teacher.cookie, 'PUT', url, body),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const registers = await t.db
      .select()
      .from(classRegisters)
      .where(eq(classRegisters.slotId, c.slotId));
    expect(registers).toHaveLength(1);
    const marks = await t.db
      .select()
      .from(attendanceMarks)
      .where(eq(attendanceMarks.registerId, registers[0]!.id));
    expect(marks).toHaveLength(4);
    expect(await events(registers[0]!.id)).toHaveLength(2);
  });
});
