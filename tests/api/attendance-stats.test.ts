// Attendance percentages, the threshold and the report (issue 21.4, decision 065): present and
// late count as attended, absent not, excused is left out; only marks while enrolled count.
import { describe, expect, it } from 'vitest';
import type { AttendanceReport, StudentAttendance } from '#shared/attendance-stats.ts';
import { attendanceStatsMessages, percentOf } from '#shared/attendance-stats.ts';
import { createCourse } from '#server/seed/factories.ts';
import { enrolmentOf, insertRegister, insertSlot } from '../support/attendance-rows';
import { batchCalls } from '../support/batch-calls';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const { call, addBatch, place } = batchCalls(t);

const mondays = ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26'];

async function octoberBatch() {
  const course = await createCourse(t.db, { name: `Tally Prime (attendance ${Math.random()})` });
  const batch = await addBatch(course.id, { startsOn: '2026-10-01' });
  const people = [];
  for (const [firstName, enrolledOn] of [
    ['Aman', '2026-10-01'],
    ['Baljit', '2026-10-01'],
    ['Chetna', '2026-10-15'],
  ] as const) {
    const s = await t.newStudent({ firstName, courses: [course.name], enrolledOn });
    const e = await enrolmentOf(t.db, s.student.id);
    expect((await place(e.id, batch.id)).statusCode).toBe(200);
    people.push({ ...s, enrolmentId: e.id });
  }
  const [a, b, c] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
  const slot = await insertSlot(t.db, batch.id, mondays[0]!);
  const sheet = [
    { [a.enrolmentId]: 'present', [b.enrolmentId]: 'present', [c.enrolmentId]: 'absent' },
    { [a.enrolmentId]: 'late', [b.enrolmentId]: 'present' },
    { [a.enrolmentId]: 'absent', [b.enrolmentId]: 'present', [c.enrolmentId]: 'present' },
    { [a.enrolmentId]: 'excused', [b.enrolmentId]: 'absent', [c.enrolmentId]: 'present' },
  ] as const;
  for (const [i, on] of mondays.entries()) await insertRegister(t.db, slot, on, sheet[i]!);
  return { course, batch, slot, a, b, c };
}

const report = async (batchId: number, month: string) => {
  const res = await call('GET', `/api/attendance/report?batchId=${batchId}&month=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AttendanceReport>();
};

describe('attendance percentages', () => {
  it('rounds down and is null with nothing counted', () => {
    expect(percentOf(2, 3)).toBe(66);
    expect(percentOf(3, 4)).toBe(75);
    expect(percentOf(0, 0)).toBeNull();
  });

  it('counts present and late as attended, leaves excused out, and only while enrolled', async () => {
    const { batch, a, b, c } = await octoberBatch();
    const r = await report(batch.id, '2026-10');
    expect(r.threshold).toBe(75);
    expect(r.classes.map((k) => k.on)).toEqual(mondays);
    expect(r.classes.every((k) => k.marked)).toBe(true);
    const row = (id: number) => r.students.find((s) => s.enrolmentId === id)!;
    expect(row(a.enrolmentId).marks).toEqual(['present', 'late', 'absent', 'excused']);
    expect(row(a.enrolmentId).month).toMatchObject({
      attended: 2,
      counted: 3,
      excused: 1,
      percent: 66,
      below: true,
    });
    expect(row(b.enrolmentId).month).toMatchObject({ attended: 3, counted: 4, percent: 75 });
    expect(row(b.enrolmentId).month.below).toBe(false);
    // Chetna joined on the 15th: the absence marked on the 5th does not count.
    expect(row(c.enrolmentId).marks).toEqual(['unmarked', 'unmarked', 'present', 'present']);
    expect(row(c.enrolmentId).month).toMatchObject({ attended: 2, counted: 2, percent: 100 });
    expect(r.total).toMatchObject({ attended: 7, counted: 9, percent: 77, below: false });
    expect(r.trend).toHaveLength(12);
    expect(r.trend.at(-1)).toEqual({ week: '2026-10-26', percent: 50 });

    // The same per course on Student Details and on the student's own page.
    const details = await call('GET', `/api/students/${a.student.id}/attendance`);
    expect(details.json().courses[0].tally).toMatchObject({ percent: 66, below: true });
    const own = await t.app.inject({
      url: '/api/student/attendance?month=2026-10',
      headers: { cookie: a.cookie },
    });
    expect(own.statusCode, own.body).toBe(200);
    const mine = own.json<StudentAttendance>();
    expect(mine.courses[0]!.tally).toMatchObject({ percent: 66, below: true });
    expect(mine.classes.map((k) => k.status)).toEqual(['present', 'late', 'absent', 'excused']);
    expect(mine.byMonth.find((m) => m.month === '2026-10')).toEqual({
      month: '2026-10',
      percent: 66,
    });
  });

  it('is refused a bad month or batch with a message, and a missing batch is not found', async () => {
    for (const q of ['batchId=1&month=2026-13', 'batchId=1', 'batchId=x&month=2026-10']) {
      const res = await call('GET', `/api/attendance/report?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
    const month = await call('GET', '/api/attendance/report?batchId=1&month=2026-1');
    expect(month.body).toContain(attendanceStatsMessages.chooseMonth);
    expect(
      (await call('GET', '/api/attendance/report?batchId=999999&month=2026-10')).statusCode,
    ).toBe(404);
    const own = await t.app.inject({
      url: '/api/student/attendance?month=October',
      headers: { cookie: t.studentA.cookie },
    });
    expect(own.statusCode).toBe(400);
    // A student may not read the office's report.
    const denied = await t.app.inject({
      url: '/api/attendance/report?batchId=1&month=2026-10',
      headers: { cookie: t.studentA.cookie },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('the threshold setting', () => {
  it('is 75 by default, changes within 1–100, and decides who is below', async () => {
    expect((await call('GET', '/api/settings/attendance')).json()).toEqual({ threshold: 75 });
    for (const threshold of [0, 101, 75.5, '80', null, -3]) {
      const res = await call('PUT', '/api/settings/attendance', { threshold });
      expect(res.statusCode, String(threshold)).toBe(400);
      expect(res.body).toContain(attendanceStatsMessages.thresholdRange);
    }
    expect((await call('PUT', '/api/settings/attendance', {})).statusCode).toBe(400);
    expect((await call('GET', '/api/settings/attendance')).json()).toEqual({ threshold: 75 });

    const { batch, b } = await octoberBatch();
    const put = await call('PUT', '/api/settings/attendance', { threshold: 80 });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ threshold: 80 });
    const r = await report(batch.id, '2026-10');
    expect(r.threshold).toBe(80);
    expect(r.students.find((s) => s.enrolmentId === b.enrolmentId)!.month.below).toBe(true);
    expect((await call('PUT', '/api/settings/attendance', { threshold: 75 })).statusCode).toBe(200);
  });
});

describe('the report as CSV', () => {
  it('is UTF-8 with a BOM, a column per class, P/A/L/E and each percentage', async () => {
    const { batch } = await octoberBatch();
    const res = await call('GET', `/api/attendance/report.csv?batchId=${batch.id}&month=2026-10`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      `attendance-batch-${batch.id}-2026-10.csv`,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Student ID,Name,2026-10-05 10:00,2026-10-12 10:00,2026-10-19 10:00,2026-10-26 10:00,Attended,Counted,Percentage,Below 75%',
    );
    expect(lines.find((l) => l.includes('Aman'))).toMatch(/,P,L,A,E,2,3,66%,yes$/);
    expect(lines.find((l) => l.includes('Chetna'))).toMatch(/,,,P,P,2,2,100%,no$/);
    expect(lines.at(-1)).toMatch(/,7,9,77%,no$/);
    const bad = await call('GET', `/api/attendance/report.csv?batchId=${batch.id}&month=10-2026`);
    expect(bad.statusCode).toBe(400);
  });
});
