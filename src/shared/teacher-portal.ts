import { z } from 'zod';
import { batchSchema } from './batches';
import { limits } from './limits';

// Teacher accounts (issue 21.1, decision 060): the admin gives a teacher a login; the teacher
// portal shows only the batches the teacher is named in.

/** Reply of `POST /api/teachers/:id/login`: the login ID and a one-time password, shown once. */
export const teacherLoginReplySchema = z.object({ loginId: z.string(), password: z.string() });
export type TeacherLoginReply = z.infer<typeof teacherLoginReplySchema>;

/** `POST /auth/teacher/login`: the teacher's login ID and password. */
export const teacherLoginSchema = z.object({
  loginId: z.string().trim().min(1).max(limits.usernameMax),
  password: z.string().min(1).max(limits.passwordMax),
});

/** The login ID a teacher's account gets: T- and the teacher's number, like T-0007. */
export const teacherLoginId = (teacherId: number) => `T-${String(teacherId).padStart(4, '0')}`;

/** Reply of `GET /api/teacher/batches`: the session's teacher's batches. */
export const teacherBatchesReplySchema = z.object({ batches: z.array(batchSchema) });
export type TeacherBatches = z.infer<typeof teacherBatchesReplySchema>;

/** One student of a batch as the teacher sees them: read-only, no more than this. */
export const batchStudentSchema = z
  .object({ name: z.string(), studentId: z.string(), phone: z.string() })
  .meta({ id: 'BatchStudent' });

/** Reply of `GET /api/teacher/batches/:id`: one of the teacher's batches and its students. */
export const teacherBatchReplySchema = z.object({
  batch: batchSchema,
  students: z.array(batchStudentSchema),
});
export type TeacherBatch = z.infer<typeof teacherBatchReplySchema>;
