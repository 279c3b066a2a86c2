import { z } from 'zod';
import { batchMessages, batchSchema } from './batches';

/**
 * Admission approval puts the applicant in a batch of each chosen course that has batches
 * (issue 21.2, decision 059): the office's choice, else the batch of the applicant's timing with
 * a free seat, else any batch with one (the earliest start).
 */

/** What the office is told when an approval's batches are refused (English; locales map them). */
export const approvalBatchMessages = {
  allFull: (course: string) =>
    `Every batch of ${course} is full. Add a batch or raise a capacity, then approve.`,
  notChosenCourse: 'The applicant did not choose that course.',
  courseTwice: 'Choose one batch for each course.',
} as const;

const id = (message: string) =>
  z.number(message).int(message).min(1, message).max(2_147_483_647, message);

/** `POST /api/students/:id/approve`: the batch chosen for a course (the rest are chosen for it). */
export const approveInputSchema = z
  .object({
    batches: z
      .array(
        z.object({
          courseId: id(approvalBatchMessages.notChosenCourse),
          batchId: id(batchMessages.chooseBatch),
        }),
        batchMessages.chooseBatch,
      )
      .max(50, approvalBatchMessages.courseTwice)
      .default([]),
  })
  .default({ batches: [] });
export type ApproveInput = z.infer<typeof approveInputSchema>;

/** One course of the applicant that has batches: its batches and the one approval would choose. */
export const approvalCourseSchema = z.object({
  courseId: z.number().int(),
  course: z.string(),
  /** The automatic choice; null when every batch is full. */
  choice: z.number().int().nullable(),
  batches: z.array(batchSchema),
});
export type ApprovalCourse = z.infer<typeof approvalCourseSchema>;

/** `GET /api/students/:id/approval-batches`. */
export const approvalBatchesSchema = z.object({ courses: z.array(approvalCourseSchema) });
export type ApprovalBatches = z.infer<typeof approvalBatchesSchema>;
