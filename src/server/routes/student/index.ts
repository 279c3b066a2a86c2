import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentLanguageQuerySchema,
  searchReplySchema,
  studentCourseSchema,
  studentDetailsSchema,
  studentSearchQuerySchema,
} from '#shared/account.ts';
import { profileReplySchema } from '#shared/auth.ts';
import { findStudentDetails, listStudentCourses } from '#server/data/student-portal.ts';
import { searchForStudent } from '#server/data/student-search.ts';
import { studentFeeReplySchema } from '#shared/fees.ts';
import { receiptSchema } from '#shared/fee-receipts.ts';
import { findReceipt } from '#server/data/fee-receipts.ts';
import { studentFee } from '#server/data/fees.ts';
import { idParams } from '#server/lib/route-schemas.ts';
import { requireRole, sessionUser, sessionUserId } from '#server/plugins/session.ts';
import { chartsStudentRoutes } from './charts';
import { studentAttendanceRoutes } from './attendance';
import { studentExamsRoutes } from './exams';
import { mockTestsStudentRoutes } from './mock-tests';
import { studentTimetableRoutes } from './timetable';

/** Every student-portal call: the guard is registered once here and covers the whole area. */
export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('student'));

  app.get(
    '/api/student/profile',
    { schema: { response: { 200: profileReplySchema } } },
    async (request) => {
      return { user: sessionUser(request) };
    },
  );

  // Every call below reads the session's user, never an id from the request.
  app.get(
    '/api/student/details',
    { schema: { response: { 200: studentDetailsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return findStudentDetails(app.db, sessionUserId(request));
    },
  );

  app.get(
    '/api/student/courses',
    {
      schema: {
        querystring: contentLanguageQuerySchema,
        response: { 200: z.array(studentCourseSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listStudentCourses(app.db, sessionUserId(request), request.query.lang);
    },
  );

  app.get(
    '/api/student/search',
    { schema: { querystring: studentSearchQuerySchema, response: { 200: searchReplySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { q, lang } = request.query;
      return { hits: await searchForStudent(app.db, sessionUserId(request), q, lang) };
    },
  );
  await app.register(studentExamsRoutes);
  // Fees: only the session's own accounts and receipts; another student's receipt is not found.
  app.get(
    '/api/student/fee',
    { schema: { response: { 200: studentFeeReplySchema } } },
    async (request) => ({ accounts: await studentFee(app.db, sessionUserId(request)) }),
  );

  app.get(
    '/api/student/receipts/:id',
    { schema: { params: idParams, response: { 200: receiptSchema } } },
    async (request) => findReceipt(app.db, request.params.id, sessionUserId(request)),
  );
  await app.register(mockTestsStudentRoutes);
  await app.register(chartsStudentRoutes);
  await app.register(studentAttendanceRoutes);
  await app.register(studentTimetableRoutes);
};
