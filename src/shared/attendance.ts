import { z } from 'zod';
import { isCalendarDate } from './strict-date';
import { weekClassSchema } from './timetable';

/**
 * Marking attendance (issue 21.4, decisions 061 and 064): a class's register is one sheet of the
 * batch's students, each present, absent, late or excused, saved whole (a save replaces the
 * marks). A teacher marks their own classes until the class's day ends in India; the admin any
 * class up to today.
 */

export const attendanceStatuses = ['present', 'absent', 'late', 'excused'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

/** What a refused sheet is told (English; locales map them). */
export const attendanceMessages = {
  noSuchClass: 'There is no such class.',
  future: 'This class has not happened yet. Attendance is marked on the day.',
  notAClass: 'This slot has no class on that day.',
  cancelled: 'This class was cancelled, so it has no attendance.',
  holiday: 'The academy is closed that day, so the class has no attendance.',
  notInBatch: 'A student on the sheet is not in this batch.',
  missingStudent: 'Every student of the batch needs a mark. Reload the sheet and try again.',
  dayOver: 'The day of this class is over. Ask the office to change its attendance.',
  chooseStatus: 'Choose present, absent, late or excused.',
  twice: 'A student is on the sheet twice.',
} as const;

/** `/…/:slotId/:on`: a numeric slot and a real day; anything else is "no such class". */
export const classParams = z.object({
  slotId: z
    .string()
    .regex(/^\d{1,9}$/, attendanceMessages.noSuchClass)
    .transform(Number)
    .pipe(z.number().int().min(1, attendanceMessages.noSuchClass)),
  on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, attendanceMessages.noSuchClass)
    .refine(isCalendarDate, attendanceMessages.noSuchClass),
});

/** `GET /api/teacher/classes?on=`: a day (today in India when left out). */
export const classesQuerySchema = z.object({
  on: z
    .string(attendanceMessages.noSuchClass)
    .regex(/^\d{4}-\d{2}-\d{2}$/, attendanceMessages.noSuchClass)
    .refine(isCalendarDate, attendanceMessages.noSuchClass)
    .optional(),
  /** How many days before `on` to include too (the Attendance page: the last 7 days). */
  days: z.coerce.number().int().min(0).max(31).default(0),
});

/** One class as the teacher's lists show it: the class and whether its register is saved. */
export const teacherClassSchema = weekClassSchema
  .extend({
    /** When the register was last saved; null when it never was. */
    markedAt: z.string().nullable(),
  })
  .meta({ id: 'TeacherClass' });
export type TeacherClass = z.infer<typeof teacherClassSchema>;

export const teacherClassesSchema = z.object({
  today: z.string(),
  classes: z.array(teacherClassSchema),
});
export type TeacherClasses = z.infer<typeof teacherClassesSchema>;

/** One student on the sheet. */
export const registerRowSchema = z
  .object({
    enrolmentId: z.number().int(),
    studentId: z.string(),
    name: z.string(),
    status: z.enum(attendanceStatuses),
  })
  .meta({ id: 'RegisterRow' });
export type RegisterRow = z.infer<typeof registerRowSchema>;

/** The sheet of one class: everyone present until saved, or as saved. */
export const registerSchema = z
  .object({
    class: weekClassSchema,
    /** Whether it was ever saved, when, and by whom. */
    markedAt: z.string().nullable(),
    markedBy: z.string().nullable(),
    /** Whether the caller may still save it (a teacher: until the day ends in India). */
    editable: z.boolean(),
    students: z.array(registerRowSchema),
  })
  .meta({ id: 'Register' });
export type Register = z.infer<typeof registerSchema>;

/** `PUT …/register`: every student of the batch with a mark. */
export const registerInputSchema = z.object({
  marks: z
    .array(
      z.object({
        enrolmentId: z
          .number(attendanceMessages.notInBatch)
          .int(attendanceMessages.notInBatch)
          .min(1, attendanceMessages.notInBatch)
          .max(2_147_483_647, attendanceMessages.notInBatch),
        status: z.enum(attendanceStatuses, attendanceMessages.chooseStatus),
      }),
      attendanceMessages.missingStudent,
    )
    .max(1000, attendanceMessages.notInBatch),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export type AttendanceCounts = Record<AttendanceStatus, number>;

/** How many of each mark. */
export function countMarks(marks: { status: AttendanceStatus }[]): AttendanceCounts {
  const counts: AttendanceCounts = { present: 0, absent: 0, late: 0, excused: 0 };
  for (const m of marks) counts[m.status] += 1;
  return counts;
}
