import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  examInputSchema,
  examListQuery,
  examMessages,
  examSchema,
  gradeSettingInputSchema,
  gradeSettingSchema,
  marksGridSchema,
  marksInputSchema,
  publishExamSchema,
  teachersPublishSchema,
} from '#shared/exams.ts';
import { setTeachersMayPublish, teachersMayPublish } from '#server/data/teacher-exams.ts';
import { courseReportCardsSchema } from '#shared/exam-results.ts';
import { createExam, deleteExam, listExams, updateExam } from '#server/data/exams.ts';
import { importMarksCsv, marksCsvLimits } from '#server/data/exam-marks-csv.ts';
import {
  getMarksGrid,
  publishExam,
  saveMarks,
  unpublishExam,
  type MarksChanger,
} from '#server/data/exam-marks.ts';
import { getGradeSetting, saveGradeSetting } from '#server/data/grade-settings.ts';
import { courseReportCards } from '#server/data/results.ts';
import { toCsv } from '#server/lib/csv.ts';
import { sendCsv } from '#server/lib/csv-reply.ts';
import { acceptMultipart, readMultipart } from '#server/lib/multipart.ts';
import { idParams, multipartRoute, noContent, textReply } from '#server/lib/route-schemas.ts';

/** Who saves marks, for the audit row of a change after publishing. */
const marksChanger = (request: FastifyRequest): MarksChanger => ({
  userId: request.user?.id ?? null,
  username: request.user?.username ?? '',
  ip: request.ip,
  method: request.method,
  route: request.routeOptions.url ?? '',
  requestId: String(request.id),
});

const marksFile = z
  .file()
  .describe('Marks as CSV: columns "Student ID" and "Marks" (AB = absent).');

/** Exam Upload: schedule exams, enter or upload marks, publish, grade scale, report cards. */
export const examsRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app);

  app.get(
    '/api/admin/exams',
    { schema: { querystring: examListQuery, response: { 200: z.array(examSchema) } } },
    async (request) => listExams(app.db, request.query.courseId),
  );

  app.post(
    '/api/admin/exams',
    { schema: { body: examInputSchema, response: { 201: examSchema } } },
    async (request, reply) => reply.status(201).send(await createExam(app.db, request.body)),
  );

  app.put(
    '/api/admin/exams/:id',
    { schema: { params: idParams, body: examInputSchema, response: { 200: examSchema } } },
    async (request) => updateExam(app.db, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/exams/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteExam(app.db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/exams/:id/marks',
    { schema: { params: idParams, response: { 200: marksGridSchema } } },
    async (request) => getMarksGrid(app.db, request.params.id),
  );

  app.put(
    '/api/admin/exams/:id/marks',
    { schema: { params: idParams, body: marksInputSchema, response: { 200: marksGridSchema } } },
    async (request) =>
      saveMarks(app.db, request.params.id, request.body.marks, marksChanger(request)),
  );

  app.get(
    '/api/admin/exams/:id/marks.csv',
    {
      schema: {
        params: idParams,
        produces: ['text/csv'],
        response: { 200: textReply('The marks sheet as CSV, ready to fill in and upload.') },
      },
    },
    async (request, reply) => {
      const grid = await getMarksGrid(app.db, request.params.id);
      const body = toCsv(
        ['Student ID', 'Name', 'Marks'],
        grid.rows.map((r) => [r.studentId, r.name, r.absent ? 'AB' : (r.obtained ?? '')]),
      );
      return sendCsv(reply, `marks-exam-${grid.exam.id}.csv`, body);
    },
  );

  app.post(
    '/api/admin/exams/:id/marks.csv',
    multipartRoute({
      params: idParams,
      body: z.object({ file: marksFile }),
      response: { 200: marksGridSchema },
    }),
    async (request) => {
      const form = await readMultipart(request, {
        fields: z.object({}),
        files: {
          file: {
            maxBytes: marksCsvLimits.maxBytes,
            tooLarge: examMessages.csvTooLarge,
            required: examMessages.csvFile,
            name: { pattern: /\.csv$/i, message: examMessages.csvName },
          },
        },
        notMultipart: examMessages.notMultipart,
      });
      return importMarksCsv(
        app.db,
        request.params.id,
        form.files.file!.data,
        marksChanger(request),
      );
    },
  );

  app.post(
    '/api/admin/exams/:id/publish',
    { schema: { params: idParams, body: publishExamSchema, response: { 200: examSchema } } },
    async (request) => publishExam(app.db, request.params.id, request.body ?? {}),
  );

  app.post(
    '/api/admin/exams/:id/unpublish',
    { schema: { params: idParams, response: { 200: examSchema } } },
    async (request) => unpublishExam(app.db, request.params.id),
  );

  app.get(
    '/api/admin/grade-scale',
    { schema: { response: { 200: gradeSettingSchema } } },
    async () => getGradeSetting(app.db),
  );

  app.put(
    '/api/admin/grade-scale',
    { schema: { body: gradeSettingInputSchema, response: { 200: gradeSettingSchema } } },
    async (request) => saveGradeSetting(app.db, request.body),
  );

  // The Settings page's switch "Teachers may publish results" (issue 21.1, decision 067).
  app.get(
    '/api/admin/exam-settings/teachers-publish',
    { schema: { response: { 200: teachersPublishSchema } } },
    async () => ({ teachersPublish: await teachersMayPublish(app.db) }),
  );

  app.put(
    '/api/admin/exam-settings/teachers-publish',
    { schema: { body: teachersPublishSchema, response: { 200: teachersPublishSchema } } },
    async (request) => ({
      teachersPublish: await setTeachersMayPublish(app.db, request.body.teachersPublish),
    }),
  );

  app.get(
    '/api/admin/courses/:id/report-cards',
    { schema: { params: idParams, response: { 200: courseReportCardsSchema } } },
    async (request) => courseReportCards(app.db, request.params.id),
  );
};
