import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentAttendanceQuerySchema, studentAttendanceSchema } from '#shared/attendance-stats.ts';
import { studentAttendance } from '#server/data/attendance-student.ts';
import { studentIdOfUser } from '#server/data/student-portal.ts';
import { sessionUserId } from '#server/plugins/session.ts';

/** The student's attendance (issue 21.4): their courses' percentages, a month, by month. */
export const studentAttendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/student/attendance',
    {
      schema: {
        querystring: studentAttendanceQuerySchema,
        response: { 200: studentAttendanceSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const studentId = await studentIdOfUser(app.db, sessionUserId(request));
      return studentAttendance(app.db, studentId, request.query.month);
    },
  );
};
