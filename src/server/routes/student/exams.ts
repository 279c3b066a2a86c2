import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reportCardSchema,
  studentExamQuery,
  studentExamSchema,
  studentResultsSchema,
} from '#shared/exam-results.ts';
import { studentExams, studentReportCard, studentResults } from '#server/data/results.ts';
import { idParams } from '#server/lib/route-schemas.ts';
import { sessionUserId } from '#server/plugins/session.ts';

/** The session's student's exams and results; there is no way to name another student. */
export const studentExamsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/student/exams',
    { schema: { querystring: studentExamQuery, response: { 200: z.array(studentExamSchema) } } },
    async (request) => studentExams(app.db, sessionUserId(request), request.query.type),
  );

  app.get(
    '/api/student/results',
    { schema: { response: { 200: studentResultsSchema } } },
    async (request) => ({ courses: await studentResults(app.db, sessionUserId(request)) }),
  );

  app.get(
    '/api/student/results/:id',
    { schema: { params: idParams, response: { 200: reportCardSchema } } },
    async (request) => studentReportCard(app.db, sessionUserId(request), request.params.id),
  );
};
