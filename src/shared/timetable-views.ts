import { z } from 'zod';
import { boundedText } from './bounded-text';
import { isCalendarDate } from './strict-date';
import { weekClassSchema } from './timetable';

/**
 * The week views of the timetable (issue 21.3, decision 063): the admin's week of the whole
 * academy (or one batch, teacher or room), a teacher's own week, a student's batches' week, and
 * calling one class off with a reason (and restoring it).
 */

/** What a refused timetable call says (English; the locales map them). */
export const timetableViewMessages = {
  chooseWeek: 'Choose a real day for the week.',
  oneFilter: 'Filter by one batch, one teacher or one room, not several.',
  chooseBatch: 'Choose a batch from the list.',
  chooseTeacher: 'Choose a teacher from the list.',
  roomTooLong: 'A room is at most 40 characters.',
  chooseClass: 'Choose a class from the timetable.',
  notAClass: 'This slot has no class on that day.',
  holiday: 'The academy is closed on that day, so there is no class to cancel.',
  hasRegister: 'Attendance has been taken for this class, so it cannot be cancelled.',
  reasonNeeded: 'Give a reason for cancelling the class.',
  reasonTooLong: 'A reason is at most 200 characters.',
} as const;

const m = timetableViewMessages;

const id = (message: string) =>
  z.coerce
    .number(message)
    .pipe(z.number(message).int(message).min(1, message).max(2_147_483_647, message));

const day = (message: string) => z.string(message).trim().refine(isCalendarDate, message);

/** `?from=`: any day of the week (it snaps to its Monday); none: this week in India. */
export const weekFromQuerySchema = z.object({ from: day(m.chooseWeek).optional() });

/** `GET /api/timetable/week`: the academy's week, or one batch's, one teacher's or one room's. */
export const weekQuerySchema = z
  .object({
    from: day(m.chooseWeek).optional(),
    batchId: id(m.chooseBatch).optional(),
    teacherId: id(m.chooseTeacher).optional(),
    room: z.string(m.roomTooLong).trim().max(40, m.roomTooLong).optional(),
  })
  .refine(
    (q) => [q.batchId, q.teacherId, q.room || undefined].filter((v) => v !== undefined).length <= 1,
    { message: m.oneFilter, path: ['batchId'] },
  );
export type WeekQuery = z.infer<typeof weekQuerySchema>;

export const holidayOnSchema = z
  .object({ on: z.string(), name: z.string() })
  .meta({ id: 'HolidayOn' });

/** One week: its seven days (Monday first), its classes in order of day and time, its holidays. */
export const weekReplySchema = z
  .object({
    from: z.string(),
    to: z.string(),
    /** The Monday … Sunday of the week, 'yyyy-mm-dd'. */
    days: z.array(z.string()),
    classes: z.array(weekClassSchema),
    holidays: z.array(holidayOnSchema),
  })
  .meta({ id: 'TimetableWeek' });
export type WeekReply = z.infer<typeof weekReplySchema>;

/** `/api/classes/:slotId/:on/cancellation`: one class, a slot on a day. */
export const classParamsSchema = z.object({
  slotId: id(m.chooseClass),
  on: day(m.chooseClass),
});

/** `POST /api/classes/:slotId/:on/cancellation`. */
export const cancelClassSchema = z.object({
  reason: boundedText(m.reasonNeeded, 200, m.reasonTooLong),
});
export type CancelClass = z.infer<typeof cancelClassSchema>;

/** Cancelling or restoring answers with the class as it now stands. */
export const classReplySchema = z.object({ class: weekClassSchema });
