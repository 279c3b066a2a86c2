import { z } from 'zod';
import { boundedText } from './bounded-text';
import { isCalendarDate } from './strict-date';
import { clockTime, weekdays } from './timetable';

/**
 * Editing the timetable (issue 21.3, decision 062): a batch's weekly slots and the academy's
 * holidays. Times are 'HH:MM' in India; a slot that clashes with another is refused with a
 * message naming the other class.
 */

/** What the office is told when a slot or holiday change is refused (English; locales map them). */
export const slotMessages = {
  chooseWeekday: 'Choose a day of the week.',
  chooseStart: 'Give the start time as HH:MM.',
  chooseEnd: 'Give the end time as HH:MM.',
  endNotAfterStart: 'A class must end after it starts.',
  roomTooLong: 'A room is at most 40 characters.',
  subjectNeeded: 'Give the subject taught.',
  subjectTooLong: 'A subject is at most 80 characters.',
  chooseTeacher: 'Choose a teacher from the list, or none.',
  slotEnded: 'This class has ended; add a new one instead.',
  /** The clashes; each names the class it clashes with. */
  batchClash: '{{batch}} already meets on {{weekday}} {{time}}.',
  teacherClash: '{{teacher}} already teaches {{batch}} on {{weekday}} {{time}}.',
  roomClash: '{{room}} is taken by {{batch}} on {{weekday}} {{time}}.',
  studentClash: '{{student}} is in {{batch}}, which meets on {{weekday}} {{time}}.',
} as const;

export const holidayMessages = {
  chooseDay: 'Choose the day of the holiday.',
  nameNeeded: 'Give the holiday a name.',
  nameTooLong: 'A holiday name is at most 80 characters.',
  chooseYear: 'Choose a year from 2000 to 2100.',
  dayTaken: 'There is already a holiday on {{day}}: {{name}}.',
} as const;

export { weekdayNames } from './weekday-names';

/** A message template with its placeholders filled in. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const id = (message: string) =>
  z.number(message).int(message).min(1, message).max(2_147_483_647, message);

/** One weekly class of a batch, as the Slots screen shows it. */
export const slotSchema = z
  .object({
    id: z.number().int(),
    batchId: z.number().int(),
    weekday: z.number().int(),
    startsAt: z.string(),
    endsAt: z.string(),
    room: z.string(),
    teacherId: z.number().int().nullable(),
    /** The teacher's name; null when the slot has none. */
    teacher: z.string().nullable(),
    subject: z.string(),
  })
  .meta({ id: 'TimetableSlot' });
export type Slot = z.infer<typeof slotSchema>;

/** `GET /api/batches/:id/slots`: the batch's running slots, Monday first, then by time. */
export const slotListSchema = z.object({ slots: z.array(slotSchema) });
export type SlotList = z.infer<typeof slotListSchema>;

/** `POST /api/batches/:id/slots` and `PUT /api/slots/:id`. */
export const slotInputSchema = z
  .object({
    weekday: z
      .number(slotMessages.chooseWeekday)
      .int(slotMessages.chooseWeekday)
      .min(1, slotMessages.chooseWeekday)
      .max(7, slotMessages.chooseWeekday),
    startsAt: z.string(slotMessages.chooseStart).trim().regex(clockTime, slotMessages.chooseStart),
    endsAt: z.string(slotMessages.chooseEnd).trim().regex(clockTime, slotMessages.chooseEnd),
    room: z.string(slotMessages.roomTooLong).trim().max(40, slotMessages.roomTooLong).default(''),
    teacherId: id(slotMessages.chooseTeacher).nullable().default(null),
    subject: boundedText(slotMessages.subjectNeeded, 80, slotMessages.subjectTooLong),
  })
  .refine(
    (s) => !clockTime.test(s.startsAt) || !clockTime.test(s.endsAt) || s.endsAt > s.startsAt,
    {
      message: slotMessages.endNotAfterStart,
      path: ['endsAt'],
    },
  );
export type SlotInput = z.infer<typeof slotInputSchema>;

/** `DELETE /api/slots/:id`: deleted, or ended from `endsOn` (a slot with attendance). */
export const slotDeleteReplySchema = z.object({
  ok: z.literal(true),
  outcome: z.enum(['deleted', 'ended']),
  /** The first day the slot no longer runs (ended); null when deleted. */
  endsOn: z.string().nullable(),
});
export type SlotDeleteReply = z.infer<typeof slotDeleteReplySchema>;

export const slotWeekdays = weekdays;

/** A day the academy is closed. */
export const holidaySchema = z
  .object({ id: z.number().int(), on: z.string(), name: z.string() })
  .meta({ id: 'Holiday' });
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayListSchema = z.object({ holidays: z.array(holidaySchema) });
export type HolidayList = z.infer<typeof holidayListSchema>;

/** `GET /api/holidays?year=`: one year's holidays (this year's in India when none is given). */
export const holidayQuerySchema = z.object({
  year: z.coerce
    .number(holidayMessages.chooseYear)
    .int(holidayMessages.chooseYear)
    .min(2000, holidayMessages.chooseYear)
    .max(2100, holidayMessages.chooseYear)
    .optional(),
});

/** `POST /api/holidays`. */
export const holidayInputSchema = z.object({
  on: z.string(holidayMessages.chooseDay).trim().refine(isCalendarDate, holidayMessages.chooseDay),
  name: boundedText(holidayMessages.nameNeeded, 80, holidayMessages.nameTooLong),
});
export type HolidayInput = z.infer<typeof holidayInputSchema>;
