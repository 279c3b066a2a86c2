import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceReportQuerySchema,
  attendanceReportSchema,
  attendanceThresholdSchema,
  courseAttendanceListSchema,
} from '#shared/attendance-stats.ts';
import { getAttendanceThreshold, saveAttendanceThreshold } from '#server/data/attendance-counts.ts';
import { attendanceReport, attendanceReportCsv } from '#server/data/attendance-report.ts';
import { studentCourseAttendance } from '#server/data/attendance-student.ts';
import { findStudent } from '#server/data/students.ts';
import { sendCsv } from '#server/lib/csv-reply.ts';
import { csvDownload, idParams } from '#server/lib/route-schemas.ts';

/**
 * Attendance reports and the threshold (issue 21.4, decision 065): a batch's month of marks,
 * as JSON and CSV; a student's percentage per course; the threshold below which it stands out.
 */
export const attendanceReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/attendance',
    { schema: { response: { 200: attendanceThresholdSchema } } },
    async () => ({ threshold: await getAttendanceThreshold(app.db) }),
  );

  app.put(
    '/api/settings/attendance',
    { schema: { body: attendanceThresholdSchema, response: { 200: attendanceThresholdSchema } } },
    async (request) => ({
      threshold: await saveAttendanceThreshold(app.db, request.body.threshold),
    }),
  );

  app.get(
    '/api/attendance/report',
    {
      schema: {
        querystring: attendanceReportQuerySchema,
        response: { 200: attendanceReportSchema },
      },
    },
    async (request) => attendanceReport(app.db, request.query.batchId, request.query.month),
  );

  app.get(
    '/api/attendance/report.csv',
    {
      schema: {
        querystring: attendanceReportQuerySchema,
        ...csvDownload('A batch’s month of attendance marks (P/A/L/E) with each percentage'),
      },
    },
    async (request, reply) => {
      const { batchId, month } = request.query;
      const report = await attendanceReport(app.db, batchId, month);
      return sendCsv(
        reply,
        `attendance-batch-${batchId}-${month}.csv`,
        attendanceReportCsv(report),
      );
    },
  );

  app.get(
    '/api/students/:id/attendance',
    { schema: { params: idParams, response: { 200: courseAttendanceListSchema } } },
    async (request) => {
      await findStudent(app.db, request.params.id);
      return studentCourseAttendance(app.db, request.params.id);
    },
  );
};
