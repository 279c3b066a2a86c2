import { z } from 'zod';
import { batchMessages } from './batches';

/** What the office is told when an enrolment change is refused (English; locales map them). */
export const enrolmentMessages = {
  chooseCourse: 'Choose a course from the list.',
  alreadyTakes: 'This student already takes this course.',
  tookBefore:
    'This student already has an enrolment in this course. It is in the history below; the course cannot be added twice.',
  notStudent: 'Only an enrolled student can be put in a course.',
  alreadyEnded: 'This enrolment has already ended.',
  chooseStatus: 'Choose Completed or Dropped.',
  chooseDate: 'Choose the date it ended.',
  beforeStart: 'The end date cannot be before the enrolment started.',
  inFuture: 'The end date cannot be in the future.',
} as const;

const enrolmentStatusValues = ['active', 'completed', 'dropped'] as const;

/** One row of a student's enrolment history. */
export const enrolmentRowSchema = z
  .object({
    id: z.number().int(),
    courseId: z.number().int().nullable(),
    course: z.string(),
    enrolledOn: z.string(),
    endedOn: z.string().nullable(),
    status: z.enum(enrolmentStatusValues),
    /** Its batch (decision 059); null: not placed in one yet (enrolments made before batches). */
    batchId: z.number().int().nullable(),
    batch: z.string().nullable(),
  })
  .meta({ id: 'EnrolmentRow' });
export type EnrolmentRow = z.infer<typeof enrolmentRowSchema>;

export const enrolmentHistorySchema = z.object({ enrolments: z.array(enrolmentRowSchema) });
export type EnrolmentHistory = z.infer<typeof enrolmentHistorySchema>;

const idOf = (message: string) =>
  z.number(message).int(message).min(1, message).max(2_147_483_647, message);

/**
 * `POST /api/students/:id/enrolments`: put the student in one more course, in one of its batches
 * (required once the course has a batch: `batchMessages.chooseBatch`).
 */
export const addEnrolmentSchema = z.object({
  courseId: idOf(enrolmentMessages.chooseCourse),
  batchId: idOf(batchMessages.chooseBatch).optional(),
});
export type AddEnrolmentInput = z.infer<typeof addEnrolmentSchema>;

/** `POST /api/enrolments/:id/end`: completed or dropped, on a day from its start to today. */
export const endEnrolmentSchema = z.object({
  status: z.enum(['completed', 'dropped'], enrolmentMessages.chooseStatus),
  endedOn: z
    .string(enrolmentMessages.chooseDate)
    .regex(/^\d{4}-\d{2}-\d{2}$/, enrolmentMessages.chooseDate)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, enrolmentMessages.chooseDate),
});
export type EndEnrolmentInput = z.infer<typeof endEnrolmentSchema>;
