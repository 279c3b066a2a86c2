import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reportCardSchema,
  studentExamQuery,
  studentExamSchema,
  studentResultsSchema,
} from '#shared/exams.ts';
import { studentExams, studentReportCard, studentResults } from '#server/data/results.ts';
import { appError } from '#server/lib/app-error.ts';
import { idParams } from '#server/lib/route-schemas.ts';

/** The session's student's exams and results; there is no way to name another student. */
export const studentExamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const userId = (user: { id: number } | null) => {
    if (!user) throw appError('UNAUTHENTICATED');
    return user.id;
  };

  app.get(
    '/api/student/exams',
    { schema: { querystring: studentExamQuery, response: { 200: z.array(studentExamSchema) } } },
    async (request) => studentExams(app.db, userId(request.user), request.query.type),
  );

  app.get(
    '/api/student/results',
    { schema: { response: { 200: studentResultsSchema } } },
    async (request) => ({ courses: await studentResults(app.db, userId(request.user)) }),
  );

  app.get(
    '/api/student/results/:id',
    { schema: { params: idParams, response: { 200: reportCardSchema } } },
    async (request) => studentReportCard(app.db, userId(request.user), request.params.id),
  );
};
