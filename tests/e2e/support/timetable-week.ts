import { request, type APIRequestContext, type APIResponse, type Page } from 'playwright-core';
import type { Register } from '#shared/attendance.ts';
import type { HolidayList } from '#shared/timetable-slots.ts';
import { newBatchTeacher, type BatchTeacher } from '../teacher/teacher-helpers';
import { e2eAdmin } from './session';

// The week views' e2e tests (issue 21.3) show a week made here through the admin's API, on the
// e2e server's one database: every file of the run shares it, so each week is a new course,
// student, teacher, batch and room of its own (the names and the room carry a random part, and
// no slot can clash with another test's), and only the holiday is the academy's.

/** The Monday of the week made: 2 March 2026. */
export const weekFrom = '2026-03-02';
/** The week before it, when the batches made here have not started: a week with none of their classes. */
export const weekBefore = '2026-02-23';
/** The Thursday of the week, a holiday. */
const holidayOn = '2026-03-05';

const unique = () => Math.random().toString(36).slice(2, 7);

export type MadeWeek = BatchTeacher & {
  /** The course's name, and 'Course: Batch' as a class names its batch. */
  course: string;
  label: string;
  /** The room of the classes (Tuesday's has none), no other test's. */
  room: string;
  /** The name of the holiday on Thursday. */
  holiday: string;
  /** The slots: one class each in the week. */
  slots: { ledgers: number; gst: number; vouchers: number; payroll: number; accounts: number };
};

async function ok(res: APIResponse, what: string): Promise<unknown> {
  if (res.status() >= 300) throw new Error(`${what} ${res.status()}: ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/**
 * The holiday on Thursday 5 March 2026. The academy has one a day and the holiday is shared by
 * every test, so it is added as 'Holi' only when that day has none; otherwise (another week
 * made earlier in the run) the one there is used.
 */
async function holidayOnThursday(api: APIRequestContext): Promise<string> {
  const existing = async () => {
    const { holidays } = (await ok(
      await api.get('/api/holidays?year=2026'),
      'holidays',
    )) as HolidayList;
    return holidays.find((h) => h.on === holidayOn)?.name;
  };
  const before = await existing();
  if (before !== undefined) return before;
  const added = await api.post('/api/holidays', { data: { on: holidayOn, name: 'Holi' } });
  // 409: added meanwhile, by another week.
  if (added.status() === 201 || added.status() === 409) {
    const name = await existing();
    if (name !== undefined) return name;
  }
  throw new Error(`holiday ${added.status()}: ${await added.text()}`);
}

/**
 * Through the admin API, the week of Monday 2 March 2026 of a new batch (newBatchTeacher, its
 * batch starting that Monday, one student in it):
 * Monday 09:00–10:00 Ledgers, Tuesday 16:30–17:30 GST with no teacher and no room, Wednesday
 * 09:00–10:00 Vouchers cancelled ('Teacher unwell'), Thursday 09:00–10:00 Payroll on the
 * holiday, and Friday 09:00–10:00 Accounts, whose attendance has been taken (so it cannot be
 * cancelled). The batch meets every week after it too.
 */
export async function makeWeek(baseUrl: string): Promise<MadeWeek> {
  // Names of short words, as real ones are: a day's column is about 85 px wide at 1280 px, and a
  // longer word pushes its class over the next day's, whose classes then cover its ⋮ button.
  const u = unique();
  const t = await newBatchTeacher(baseUrl, {
    startsOn: weekFrom,
    courseName: `Tally Prime ${u}`,
    firstName: `Pooja${u}`,
  });
  const room = `Lab ${u}`;
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  try {
    await ok(await api.post('/auth/login', { data: e2eAdmin }), 'admin login');
    const slot = async (weekday: number, startsAt: string, endsAt: string, subject: string) => {
      const noOne = subject === 'GST';
      const made = (await ok(
        await api.post(`/api/batches/${t.batchId}/slots`, {
          data: {
            weekday,
            startsAt,
            endsAt,
            room: noOne ? '' : room,
            teacherId: noOne ? null : t.teacherId,
            subject,
          },
        }),
        `slot ${subject}`,
      )) as { id: number };
      return made.id;
    };
    const slots = {
      ledgers: await slot(1, '09:00', '10:00', 'Ledgers'),
      gst: await slot(2, '16:30', '17:30', 'GST'),
      vouchers: await slot(3, '09:00', '10:00', 'Vouchers'),
      payroll: await slot(4, '09:00', '10:00', 'Payroll'),
      accounts: await slot(5, '09:00', '10:00', 'Accounts'),
    };
    const holiday = await holidayOnThursday(api);
    await ok(
      await api.post(`/api/classes/${slots.vouchers}/2026-03-04/cancellation`, {
        data: { reason: 'Teacher unwell' },
      }),
      'cancellation',
    );
    // Friday's attendance: everyone present.
    const friday = `/api/classes/${slots.accounts}/2026-03-06/register`;
    const sheet = (await ok(await api.get(friday), 'register')) as Register;
    await ok(
      await api.put(friday, {
        data: {
          marks: sheet.students.map((s) => ({ enrolmentId: s.enrolmentId, status: 'present' })),
        },
      }),
      'attendance',
    );
    const course = t.student.courseName;
    return { ...t, course, label: `${course}: ${t.batchName}`, room, holiday, slots };
  } finally {
    await api.dispose();
  }
}

/** The query strings of the page's calls to `path` (a week call), in the order they were made. */
export function weekCalls(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === path) seen.push(url.search);
  });
  return seen;
}
