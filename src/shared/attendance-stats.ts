import { z } from 'zod';

/**
 * Attendance percentages, the threshold and the reports (issue 21.4, decision 065). A student's
 * percentage in a course counts their marks in the registers of their batch's classes while
 * enrolled: present and late are attended, absent is not, excused is left out of the count.
 */

/** The marks of a register (as `attendance_marks.status`). */
export const attendanceMarkStatuses = ['present', 'absent', 'late', 'excused'] as const;
export type AttendanceMarkStatus = (typeof attendanceMarkStatuses)[number];

/** What the office is told when an attendance call is refused (English; locales map them). */
export const attendanceStatsMessages = {
  thresholdRange: 'The threshold is a whole number from 1 to 100.',
  chooseBatch: 'Choose a batch from the list.',
  chooseMonth: 'Choose a month, such as 2026-11.',
} as const;

const m = attendanceStatsMessages;

/** 'yyyy-mm', a real month. */
export const monthText = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month a 'yyyy-mm-dd' day is in. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The first and last day of a 'yyyy-mm' month. */
export function monthSpan(month: string): { from: string; to: string } {
  const [y, mo] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month `n` months after a 'yyyy-mm' month (before it for a negative n). */
export function addMonths(month: string, n: number): string {
  const [y, mo] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, mo - 1 + n, 1)).toISOString().slice(0, 7);
}

/**
 * A percentage as shown: rounded down, so a figure shown at the threshold is never below it.
 * Null when nothing was counted.
 */
export function percentOf(attended: number, counted: number): number | null {
  return counted === 0 ? null : Math.floor((attended * 100) / counted);
}

/** Below the threshold, on the exact figures (not the rounded percentage). */
export const isBelow = (attended: number, counted: number, threshold: number) =>
  counted > 0 && attended * 100 < threshold * counted;

export const attendanceThresholdSchema = z
  .object({
    threshold: z
      .number(m.thresholdRange)
      .int(m.thresholdRange)
      .min(1, m.thresholdRange)
      .max(100, m.thresholdRange),
  })
  .meta({ id: 'AttendanceThreshold' });
export type AttendanceThreshold = z.infer<typeof attendanceThresholdSchema>;

/** The counts behind a percentage. */
export const attendanceTallySchema = z.object({
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  excused: z.number().int(),
  /** present + late + absent: the classes counted (excused ones are left out). */
  counted: z.number().int(),
  /** present + late. */
  attended: z.number().int(),
  /** attended / counted, rounded down; null when nothing was counted. */
  percent: z.number().int().nullable(),
  /** Below the academy's threshold. */
  below: z.boolean(),
});
export type AttendanceTally = z.infer<typeof attendanceTallySchema>;

const markCell = z.enum([...attendanceMarkStatuses, 'unmarked']);
export type MarkCell = z.infer<typeof markCell>;

/** `GET /api/attendance/report?batchId=&month=`. */
export const attendanceReportQuerySchema = z.object({
  batchId: z.coerce
    .number(m.chooseBatch)
    .pipe(z.number(m.chooseBatch).int(m.chooseBatch).min(1, m.chooseBatch).max(2_147_483_647)),
  month: z.string(m.chooseMonth).regex(monthText, m.chooseMonth),
});
export type AttendanceReportQuery = z.infer<typeof attendanceReportQuerySchema>;

export const attendanceReportSchema = z
  .object({
    batchId: z.number().int(),
    batch: z.string(),
    courseId: z.number().int(),
    course: z.string(),
    month: z.string(),
    threshold: z.number().int(),
    /** The month's held classes up to today, in order. */
    classes: z.array(
      z.object({
        slotId: z.number().int(),
        on: z.string(),
        startsAt: z.string(),
        subject: z.string(),
        /** Whether its register was saved. */
        marked: z.boolean(),
      }),
    ),
    students: z.array(
      z.object({
        enrolmentId: z.number().int(),
        studentId: z.string(),
        name: z.string(),
        /** One per class, in the order of `classes`. */
        marks: z.array(markCell),
        month: attendanceTallySchema,
      }),
    ),
    /** The batch's figures over the month's registers. */
    total: attendanceTallySchema,
    /** The batch's percentage by week (Monday), over its last 12 weeks up to the month's end. */
    trend: z.array(z.object({ week: z.string(), percent: z.number().int().nullable() })),
  })
  .meta({ id: 'AttendanceReport' });
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

/** One enrolment's attendance (the student's page, Student Details). */
export const courseAttendanceSchema = z.object({
  enrolmentId: z.number().int(),
  courseId: z.number().int().nullable(),
  course: z.string(),
  batch: z.string().nullable(),
  tally: attendanceTallySchema,
});
export type CourseAttendance = z.infer<typeof courseAttendanceSchema>;

export const courseAttendanceListSchema = z
  .object({ threshold: z.number().int(), courses: z.array(courseAttendanceSchema) })
  .meta({ id: 'CourseAttendanceList' });
export type CourseAttendanceList = z.infer<typeof courseAttendanceListSchema>;

/** `GET /api/student/attendance?month=`: the month defaults to this one (IST). */
export const studentAttendanceQuerySchema = z.object({
  month: z.string(m.chooseMonth).regex(monthText, m.chooseMonth).optional(),
});

export const studentAttendanceSchema = z
  .object({
    threshold: z.number().int(),
    month: z.string(),
    today: z.string(),
    courses: z.array(courseAttendanceSchema),
    /** The month's classes of the student's batches, in order of day and time. */
    classes: z.array(
      z.object({
        on: z.string(),
        startsAt: z.string(),
        endsAt: z.string(),
        course: z.string(),
        courseId: z.number().int(),
        subject: z.string(),
        /** A mark; 'unmarked' when no register names the student; why it is not held. */
        status: z.enum([...attendanceMarkStatuses, 'unmarked', 'cancelled', 'holiday']),
      }),
    ),
    /** Attendance by month over every course, the last 6 months up to this one. */
    byMonth: z.array(z.object({ month: z.string(), percent: z.number().int().nullable() })),
  })
  .meta({ id: 'StudentAttendance' });
export type StudentAttendance = z.infer<typeof studentAttendanceSchema>;
