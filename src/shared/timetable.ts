import { z } from 'zod';
import { parsePlainDate } from './ist';

/**
 * The timetable (issue 21.3, decision 061). A slot is a weekly class of a batch (ISO weekday,
 * start and end in IST); a class is one slot on one date, unless a holiday or a cancellation
 * takes it away. Times are 'HH:MM' in India; dates 'yyyy-mm-dd'.
 */

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof weekdays)[number];

/** 'HH:MM' on a 24-hour clock. */
export const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The ISO weekday (1 Monday … 7 Sunday) of a 'yyyy-mm-dd' day. */
export function weekdayOf(day: string): Weekday {
  const d = parsePlainDate(day);
  if (!d) throw new RangeError(`No such date: ${day}`);
  const js = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
  return (js === 0 ? 7 : js) as Weekday;
}

/** The day `n` days after a 'yyyy-mm-dd' day (before it for a negative n). */
export function addDays(day: string, n: number): string {
  const d = parsePlainDate(day);
  if (!d) throw new RangeError(`No such date: ${day}`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day + n)).toISOString().slice(0, 10);
}

/** The Monday of the week a day is in. */
export const mondayOf = (day: string) => addDays(day, 1 - weekdayOf(day));

/** One class: a slot on a date, with what takes it away, if anything. */
export const weekClassSchema = z
  .object({
    slotId: z.number().int(),
    on: z.string(),
    weekday: z.number().int(),
    startsAt: z.string(),
    endsAt: z.string(),
    batchId: z.number().int(),
    batch: z.string(),
    courseId: z.number().int(),
    course: z.string(),
    room: z.string(),
    teacherId: z.number().int().nullable(),
    teacher: z.string().nullable(),
    subject: z.string(),
    /** Why this class is not held; null when it is. */
    cancelled: z.string().nullable(),
    /** The holiday that closes the academy that day; null on a working day. */
    holiday: z.string().nullable(),
  })
  .meta({ id: 'WeekClass' });
export type WeekClass = z.infer<typeof weekClassSchema>;

/** A class is held unless cancelled or on a holiday. */
export const isHeld = (c: Pick<WeekClass, 'cancelled' | 'holiday'>) =>
  c.cancelled === null && c.holiday === null;
