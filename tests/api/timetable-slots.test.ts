// A batch's weekly slots (issue 21.3, decision 062): the admin adds, lists, changes and deletes
// them; a slot that clashes with another (the batch, the teacher, the room, a student of both) is
// refused with a message naming the other class, even when two admins save at once.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { fill, slotMessages, type Slot } from '#shared/timetable-slots.ts';
import { classRegisters, timetableSlots } from '#server/db/schema-timetable.ts';
import { createCourse, createTeacher } from '#server/seed/factories.ts';
import { batchCalls, today } from '../support/batch-calls';
import { setupTestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

const t = setupTestApp();
const { call, addBatch, newEnrolment, place } = batchCalls(t);

const monday = {
  weekday: 1,
  startsAt: '09:00',
  endsAt: '10:00',
  room: '',
  teacherId: null as number | null,
  subject: 'Accounts',
};
const addSlot = (batchId: number, fields: Partial<typeof monday> = {}) =>
  call('POST', `/api/batches/${batchId}/slots`, { ...monday, ...fields });
const slotsOf = async (batchId: number) => {
  const res = await call('GET', `/api/batches/${batchId}/slots`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ slots: Slot[] }>().slots;
};
const stored = (batchId: number) =>
  t.db.select().from(timetableSlots).where(eq(timetableSlots.batchId, batchId));

/** A course with one batch (named `Course: Morning A` in messages). */
async function batchOf(courseName: string, fields: Record<string, unknown> = {}) {
  const course = await createCourse(t.db, { name: courseName });
  return { course, batch: await addBatch(course.id, { room: '', ...fields }) };
}

describe('a batch’s slots', () => {
  it('adds, lists, changes and deletes slots, Monday first and by time', async () => {
    const { batch } = await batchOf('Tally Prime (slots)');
    const amandeep = await createTeacher(t.db, { firstName: 'Amandeep', lastName: 'Sharma' });
    const added = await addSlot(batch.id, {
      weekday: 3,
      startsAt: '11:00',
      endsAt: '12:30',
      room: ' Room 2 ',
      teacherId: amandeep.id,
      subject: ' GST ',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      batchId: batch.id,
      weekday: 3,
      startsAt: '11:00',
      endsAt: '12:30',
      room: 'Room 2',
      teacherId: amandeep.id,
      teacher: 'Amandeep Sharma',
      subject: 'GST',
    });
    expect((await addSlot(batch.id)).statusCode).toBe(201);
    expect((await slotsOf(batch.id)).map((s) => [s.weekday, s.startsAt])).toEqual([
      [1, '09:00'],
      [3, '11:00'],
    ]);
    const id = added.json<Slot>().id;
    const changed = await call('PUT', `/api/slots/${id}`, {
      ...monday,
      weekday: 2,
      teacherId: null,
      subject: 'Tally',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ weekday: 2, teacher: null, room: '', subject: 'Tally' });
    const gone = await call('DELETE', `/api/slots/${id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ ok: true, outcome: 'deleted', endsOn: null });
    expect(await stored(batch.id)).toHaveLength(1);
  });

  it('refuses bad input with its message and wrong ids with 404, saving nothing', async () => {
    const { batch } = await batchOf('Excel (slots)');
    const bad: [Record<string, unknown>, string, string][] = [
      [{ endsAt: '09:00' }, 'endsAt', slotMessages.endNotAfterStart],
      [{ endsAt: '08:30' }, 'endsAt', slotMessages.endNotAfterStart],
      [{ startsAt: '9:00' }, 'startsAt', slotMessages.chooseStart],
      [{ endsAt: '24:00' }, 'endsAt', slotMessages.chooseEnd],
      [{ weekday: 0 }, 'weekday', slotMessages.chooseWeekday],
      [{ weekday: 8 }, 'weekday', slotMessages.chooseWeekday],
      [{ weekday: '1' }, 'weekday', slotMessages.chooseWeekday],
      [{ room: 'r'.repeat(41) }, 'room', slotMessages.roomTooLong],
      [{ subject: '  ' }, 'subject', slotMessages.subjectNeeded],
      [{ subject: 's'.repeat(81) }, 'subject', slotMessages.subjectTooLong],
      [{ teacherId: 0 }, 'teacherId', slotMessages.chooseTeacher],
      [{ teacherId: 999_999 }, 'teacherId', slotMessages.chooseTeacher],
    ];
    for (const [fields, field, message] of bad) {
      const res = await addSlot(batch.id, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
    }
    expect(await stored(batch.id)).toEqual([]);
    expect((await addSlot(999_999)).statusCode).toBe(404);
    expect((await call('GET', '/api/batches/999999/slots')).statusCode).toBe(404);
    expect((await call('GET', '/api/batches/abc/slots')).statusCode).toBe(404);
    expect((await call('PUT', '/api/slots/999999', monday)).statusCode).toBe(404);
    expect((await call('PUT', '/api/slots/0', monday)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/slots/999999')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/slots/x')).statusCode).toBe(404);
  });
});

describe('clashes', () => {
  it('names the batch, the teacher, the room and a student it clashes with', async () => {
    const { course: tally, batch: a } = await batchOf('Tally Prime (clash)');
    const { course: excel, batch: b } = await batchOf('Excel (clash)');
    const amandeep = await createTeacher(t.db, { firstName: 'Amandeep', lastName: 'Sharma' });
    const first = await addSlot(a.id, { teacherId: amandeep.id, room: 'Room 2' });
    expect(first.statusCode, first.body).toBe(201);
    const at = { weekday: 'Monday', time: '09:00–10:00', batch: `${tally.name}: Morning A` };

    // The batch itself, at an overlapping time.
    const own = await addSlot(a.id, { startsAt: '09:30', endsAt: '11:00' });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(fill(slotMessages.batchClash, at));

    const teacher = await addSlot(b.id, { teacherId: amandeep.id, startsAt: '08:00' });
    expect(teacher.statusCode).toBe(409);
    expect(teacher.json()).toMatchObject({
      message: fill(slotMessages.teacherClash, { ...at, teacher: 'Amandeep Sharma' }),
      fieldErrors: { teacherId: [expect.any(String)] },
    });
    expect(teacher.json().message).toBe(
      `Amandeep Sharma already teaches ${tally.name}: Morning A on Monday 09:00–10:00.`,
    );

    const room = await addSlot(b.id, { room: 'room 2', startsAt: '09:59', endsAt: '11:00' });
    expect(room.statusCode).toBe(409);
    expect(room.json().message).toBe(fill(slotMessages.roomClash, { ...at, room: 'room 2' }));

    // A student running in both batches.
    const riya = await newEnrolment(tally.name, 'Riya');
    expect((await place(riya.enrolmentId, a.id)).statusCode).toBe(200);
    const enrolRiya = await call('POST', `/api/students/${riya.studentId}/enrolments`, {
      courseId: excel.id,
      batchId: b.id,
    });
    expect(enrolRiya.statusCode, enrolRiya.body).toBe(201);
    const student = await addSlot(b.id, { startsAt: '08:30', endsAt: '09:15' });
    expect(student.statusCode).toBe(409);
    expect(student.json().message).toMatch(
      new RegExp(
        `^Riya .+ \\(.+\\) is in ${tally.name.replace(/[()]/g, '\\$&')}: Morning A, which meets on Monday 09:00–10:00\\.$`,
      ),
    );

    // Touching times, another day, and an empty room are no clash.
    expect(
      (
        await addSlot(b.id, {
          teacherId: amandeep.id,
          startsAt: '10:00',
          endsAt: '11:00',
          room: 'Room 2',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await addSlot(b.id, { teacherId: amandeep.id, weekday: 2, room: 'Room 2' })).statusCode,
    ).toBe(201);
    const { batch: c } = await batchOf('Python (clash)');
    expect((await addSlot(c.id)).statusCode).toBe(201);
    expect(await stored(b.id)).toHaveLength(2);
  });

  it('counts only batches whose dates overlap and slots that still run', async () => {
    const { batch: old } = await batchOf('Old Batch (clash)', {
      startsOn: '2020-01-01',
      endsOn: '2020-06-30',
    });
    const { batch: later } = await batchOf('Later Batch (clash)', { startsOn: '2099-01-01' });
    const { batch: now } = await batchOf('Now Batch (clash)', { endsOn: '2098-12-31' });
    for (const b of [old, later]) {
      expect((await addSlot(b.id, { room: 'Lab 9' })).statusCode).toBe(201);
    }
    expect((await addSlot(now.id, { room: 'Lab 9' })).statusCode).toBe(201);

    // An ended slot (attendance kept it) frees its time.
    const { batch: kept } = await batchOf('Kept Batch (clash)');
    const slot = (await addSlot(kept.id, { room: 'Lab 10' })).json<Slot>();
    await t.db.insert(classRegisters).values({ slotId: slot.id, on: today });
    const ended = await call('DELETE', `/api/slots/${slot.id}`);
    expect(ended.json()).toEqual({ ok: true, outcome: 'ended', endsOn: today });
    expect(await slotsOf(kept.id)).toEqual([]);
    expect((await addSlot(kept.id, { room: 'Lab 10' })).statusCode).toBe(201);
    // An ended slot cannot be changed; it is still stored for its registers.
    const edit = await call('PUT', `/api/slots/${slot.id}`, monday);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(slotMessages.slotEnded);
    expect(await stored(kept.id)).toHaveLength(2);
  });

  it('checks a change too, but not against the slot itself', async () => {
    const { course, batch } = await batchOf('Web (clash)');
    const first = (await addSlot(batch.id)).json<Slot>();
    const second = (await addSlot(batch.id, { startsAt: '10:00', endsAt: '11:00' })).json<Slot>();
    const longer = await call('PUT', `/api/slots/${first.id}`, { ...monday, endsAt: '09:45' });
    expect(longer.statusCode, longer.body).toBe(200);
    const into = await call('PUT', `/api/slots/${second.id}`, {
      ...monday,
      startsAt: '09:30',
      endsAt: '11:00',
    });
    expect(into.statusCode).toBe(409);
    expect(into.json().message).toBe(
      `${course.name}: Morning A already meets on Monday 09:00–09:45.`,
    );
    expect((await slotsOf(batch.id)).map((s) => s.startsAt)).toEqual(['09:00', '10:00']);
  });
});

/**
 * Runs the saves while another connection holds the slots table (PostgreSQL): the first save
 * through the weekday's lock waits at its insert while the others wait for the lock, the moment
 * saves without the lock would all have found no clash. PGlite runs one at a time.
 */
async function allAtOnce<T>(saves: () => Promise<T>, count: number): Promise<T> {
  const driver = t.database.driver;
  if (driver.kind !== 'postgres') return saves();
  const waiting = Math.min(count, driver.pool.options.max ?? 10);
  const holder = new pg.Client({ connectionString: driver.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('lock table timetable_slots in share mode');
    const done = saves();
    await waitFor(
      async () => {
        await holder.query('select pg_stat_clear_snapshot()');
        const { rows } = await holder.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type in ('Lock', 'Advisory')`,
        );
        return rows[0]!.n >= waiting;
      },
      { message: `${waiting} saves waiting`, timeout: 20_000 },
    );
    await holder.query('commit');
    return await done;
  } finally {
    await holder.end();
  }
}

describe('two admins at once', () => {
  it('lets exactly one of several clashing saves through', async () => {
    const teacher = await createTeacher(t.db, { firstName: 'Pooja', lastName: 'Arora' });
    const rivals: { id: number }[] = [];
    for (let i = 0; i < 5; i++) rivals.push((await batchOf(`Rival ${i} (at once)`)).batch);
    const replies = await allAtOnce(
      () =>
        Promise.all(
          rivals.map((b) =>
            addSlot(b.id, {
              weekday: 4,
              teacherId: teacher.id,
              startsAt: '15:00',
              endsAt: '16:00',
            }),
          ),
        ),
      rivals.length,
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of replies.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toMatch(
        /^Pooja Arora already teaches Rival \d \(at once\): Morning A on Thursday 15:00–16:00\.$/,
      );
    }
    const saved = await t.db
      .select()
      .from(timetableSlots)
      .where(eq(timetableSlots.teacherId, teacher.id));
    expect(saved).toHaveLength(1);
  });
});
