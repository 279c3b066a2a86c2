import { z } from 'zod';
import { boundedText } from './bounded-text';
import { timings } from './registration';
import { isCalendarDate } from './strict-date';

/**
 * Batches (issue 21.2, decision 059): a group of one course's students taught together. The
 * spec's morning, afternoon and evening timings are a batch's timing; every new enrolment is put
 * in one of its course's batches, and a move between batches is kept as history.
 */

/** What the office is told when a batch change is refused (English; locales map them). */
export const batchMessages = {
  chooseCourse: 'Choose a course from the list.',
  nameNeeded: 'Give the batch a name.',
  nameTooLong: 'A batch name is at most 60 characters.',
  nameTaken: 'This course already has a batch with this name.',
  chooseTiming: 'Choose morning, afternoon or evening.',
  roomTooLong: 'A room is at most 40 characters.',
  capacityRange: 'Capacity is a whole number from 1 to 500.',
  chooseStart: 'Choose the day the batch starts.',
  chooseEnd: 'Choose a real day for the end, or leave it empty.',
  endBeforeStart: 'The batch cannot end before it starts.',
  chooseTeacher: 'Choose teachers from the list.',
  tooManyTeachers: 'A batch has at most 10 teachers.',
  capacityBelowEnrolled: 'This batch has more students than that capacity. Move some out first.',
  hasStudents: 'This batch still has students. Move them to another batch first.',
  inHistory:
    "Students' batch history names this batch, so it is kept. Give it an end date to mark it finished.",
  chooseBatch: 'Choose a batch from the list.',
  otherCourse: 'That batch is not a batch of this course.',
  full: 'This batch is full. Choose another batch or raise its capacity.',
  over: 'This batch has ended. Choose a batch that is still running.',
  sameBatch: 'The student is already in this batch.',
  ended: 'This enrolment has ended; its batch cannot change.',
  reasonTooLong: 'A reason is at most 200 characters.',
} as const;

export const batchTimings = timings;
export type BatchTiming = (typeof batchTimings)[number];

const id = (message: string) =>
  z.number(message).int(message).min(1, message).max(2_147_483_647, message);

const dateField = (message: string) => z.string(message).trim().refine(isCalendarDate, message);

/** One batch as the admin screens show it. */
export const batchSchema = z
  .object({
    id: z.number().int(),
    courseId: z.number().int(),
    course: z.string(),
    name: z.string(),
    timing: z.enum(batchTimings),
    room: z.string(),
    capacity: z.number().int(),
    /** Students whose enrolment in the course is active and in this batch. */
    enrolled: z.number().int(),
    startsOn: z.string(),
    endsOn: z.string().nullable(),
    teachers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: 'Batch' });
export type Batch = z.infer<typeof batchSchema>;

export const batchListSchema = z.object({ batches: z.array(batchSchema) });
export type BatchList = z.infer<typeof batchListSchema>;

/** `GET /api/batches?courseId=`: every batch, or one course's. */
export const batchQuerySchema = z.object({
  courseId: z.coerce
    .number(batchMessages.chooseCourse)
    .pipe(id(batchMessages.chooseCourse))
    .optional(),
});

const batchFields = {
  name: boundedText(batchMessages.nameNeeded, 60, batchMessages.nameTooLong),
  timing: z.enum(batchTimings, batchMessages.chooseTiming),
  room: z.string(batchMessages.roomTooLong).trim().max(40, batchMessages.roomTooLong).default(''),
  capacity: z
    .number(batchMessages.capacityRange)
    .int(batchMessages.capacityRange)
    .min(1, batchMessages.capacityRange)
    .max(500, batchMessages.capacityRange),
  startsOn: dateField(batchMessages.chooseStart),
  endsOn: dateField(batchMessages.chooseEnd).nullable().default(null),
  teacherIds: z
    .array(id(batchMessages.chooseTeacher), batchMessages.chooseTeacher)
    .max(10, batchMessages.tooManyTeachers)
    .default([]),
};

const endNotBeforeStart = (b: { startsOn: string; endsOn: string | null }) =>
  b.endsOn === null || b.endsOn >= b.startsOn;
const endIssue = { message: batchMessages.endBeforeStart, path: ['endsOn'] };

/** `PUT /api/batches/:id`: the course of a batch never changes. */
export const batchUpdateSchema = z.object(batchFields).refine(endNotBeforeStart, endIssue);
export type BatchUpdate = z.infer<typeof batchUpdateSchema>;

/** `POST /api/batches`. */
export const batchInputSchema = z
  .object({ courseId: id(batchMessages.chooseCourse), ...batchFields })
  .refine(endNotBeforeStart, endIssue);
export type BatchInput = z.infer<typeof batchInputSchema>;

/** `POST /api/enrolments/:id/batch`: put an enrolment in a batch, or move it (history kept). */
export const batchMoveSchema = z.object({
  batchId: id(batchMessages.chooseBatch),
  reason: z
    .string(batchMessages.reasonTooLong)
    .trim()
    .max(200, batchMessages.reasonTooLong)
    .default(''),
});
export type BatchMove = z.infer<typeof batchMoveSchema>;

/** One line of an enrolment's batch history, newest first. */
export const batchMoveRowSchema = z
  .object({
    id: z.number().int(),
    fromBatch: z.string().nullable(),
    toBatch: z.string(),
    movedOn: z.string(),
    reason: z.string(),
  })
  .meta({ id: 'BatchMove' });
export type BatchMoveRow = z.infer<typeof batchMoveRowSchema>;

export const batchHistorySchema = z.object({ moves: z.array(batchMoveRowSchema) });

/** Whether a batch takes one more student on `today` (IST yyyy-mm-dd): open, full, or over. */
export function batchOpening(
  batch: Pick<Batch, 'capacity' | 'enrolled' | 'endsOn'>,
  today: string,
): { state: 'open'; seatsLeft: number } | { state: 'full' | 'over' } {
  if (batch.endsOn !== null && batch.endsOn < today) return { state: 'over' };
  const seatsLeft = batch.capacity - batch.enrolled;
  return seatsLeft > 0 ? { state: 'open', seatsLeft } : { state: 'full' };
}
