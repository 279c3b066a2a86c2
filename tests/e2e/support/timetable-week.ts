import type { BrowserContext } from 'playwright-core';
import type { WeekClass } from '#shared/timetable.ts';
import type { WeekReply } from '#shared/timetable-views.ts';

// The week views' e2e tests (issue 21.3) serve the week from here: slots are made by the slot
// editor (another part of the issue), which the e2e app cannot reach yet, and the e2e database
// is the app's own PGlite. The server's side is tested through app.inject
// (tests/api/timetable-week.test.ts); these tests check the pages.

export const weekFrom = '2026-03-02';
const days = [
  '2026-03-02',
  '2026-03-03',
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-07',
  '2026-03-08',
];

const base: Omit<WeekClass, 'slotId' | 'on' | 'weekday' | 'startsAt' | 'endsAt' | 'subject'> = {
  batchId: 1,
  batch: 'Morning A',
  courseId: 1,
  course: 'Tally Prime',
  room: 'Lab 2',
  teacherId: 1,
  teacher: 'Pooja Arora',
  cancelled: null,
  holiday: null,
};

/** Monday 2 March 2026: three classes (one cancelled), Thursday a holiday with its class. */
export function sampleWeek(): WeekReply {
  return {
    from: weekFrom,
    to: days[6]!,
    days,
    holidays: [{ on: days[3]!, name: 'Holi' }],
    classes: [
      {
        ...base,
        slotId: 11,
        on: days[0]!,
        weekday: 1,
        startsAt: '09:00',
        endsAt: '10:00',
        subject: 'Ledgers',
      },
      {
        ...base,
        slotId: 12,
        on: days[1]!,
        weekday: 2,
        startsAt: '16:30',
        endsAt: '17:30',
        subject: 'GST',
        room: '',
        teacher: null,
        teacherId: null,
      },
      {
        ...base,
        slotId: 13,
        on: days[2]!,
        weekday: 3,
        startsAt: '09:00',
        endsAt: '10:00',
        subject: 'Vouchers',
        cancelled: 'Teacher unwell',
      },
      {
        ...base,
        slotId: 14,
        on: days[3]!,
        weekday: 4,
        startsAt: '09:00',
        endsAt: '10:00',
        subject: 'Payroll',
        holiday: 'Holi',
      },
    ],
  };
}

/**
 * Serves `path` (a week call) from a week kept here, and the admin's cancel and restore calls
 * on it (a reason of 'clash' is refused the way the server refuses a class with attendance).
 */
export async function serveWeek(context: BrowserContext, path: string, week = sampleWeek()) {
  const seen: string[] = [];
  await context.route(
    (url) => url.pathname === path,
    async (route) => {
      seen.push(new URL(route.request().url()).search);
      const from = new URL(route.request().url()).searchParams.get('from');
      const reply =
        from === null || from === weekFrom ? week : { ...week, from, classes: [], holidays: [] };
      await route.fulfill({ json: reply });
    },
  );
  await context.route(/\/api\/classes\/\d+\/[\d-]+\/cancellation$/, async (route) => {
    const [, slotId, on] = /\/api\/classes\/(\d+)\/([\d-]+)\//.exec(route.request().url())!;
    const c = week.classes.find((x) => x.slotId === Number(slotId) && x.on === on)!;
    if (route.request().method() === 'DELETE') {
      c.cancelled = null;
    } else {
      const { reason } = route.request().postDataJSON() as { reason: string };
      if (reason === 'clash') {
        await route.fulfill({
          status: 409,
          json: {
            code: 'CONFLICT',
            message: 'Attendance has been taken for this class, so it cannot be cancelled.',
          },
        });
        return;
      }
      c.cancelled = reason;
    }
    await route.fulfill({ json: { class: c } });
  });
  return seen;
}
