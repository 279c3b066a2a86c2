import { z } from 'zod';
import {
  batchInputSchema,
  type Batch,
  type BatchInput,
  type BatchUpdate,
} from '#shared/batches.ts';
import { fieldPaths, formOfBody } from '#client/components/form/form-schema.ts';

const batchFields = z.object({
  courseId: z.string(),
  name: z.string(),
  timing: z.string(),
  room: z.string(),
  capacity: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  teacherIds: z.array(z.number()),
});

/**
 * The batch dialog: fields as typed (numbers and dates as text), turned on submit into the shared
 * contract's body, whose messages (an end before the start, a capacity out of range) land on the
 * fields of the same names. An empty end date is no end date.
 */
export const batchFormSchema = formOfBody(batchFields, batchInputSchema, (v) => ({
  courseId: v.courseId === '' ? Number.NaN : Number(v.courseId),
  name: v.name,
  timing: v.timing,
  room: v.room,
  capacity: v.capacity.trim() === '' ? Number.NaN : Number(v.capacity),
  startsOn: v.startsOn,
  endsOn: v.endsOn.trim() === '' ? null : v.endsOn,
  teacherIds: v.teacherIds,
}));
export type BatchFormValues = z.input<typeof batchFormSchema>;

/** The fields a server's message is shown on (all of them: the course too, when adding). */
export const batchFieldNames = fieldPaths(batchFields);

/** A new batch's form (in the course the screen shows, if one), or a batch's own values. */
export function batchFormValues(batch: Batch | null, courseId: number | null): BatchFormValues {
  if (!batch) {
    return {
      courseId: courseId === null ? '' : String(courseId),
      name: '',
      timing: '',
      room: '',
      capacity: '',
      startsOn: '',
      endsOn: '',
      teacherIds: [],
    };
  }
  return {
    courseId: String(batch.courseId),
    name: batch.name,
    timing: batch.timing,
    room: batch.room,
    capacity: String(batch.capacity),
    startsOn: batch.startsOn,
    endsOn: batch.endsOn ?? '',
    teacherIds: batch.teachers.map((t) => t.id),
  };
}

/** The body of `PUT /api/batches/:id`: the course of a batch never changes. */
export function updateOf(input: BatchInput): BatchUpdate {
  const { courseId: _course, ...update } = input;
  return update;
}
