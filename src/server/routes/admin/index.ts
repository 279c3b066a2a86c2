import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSummarySchema } from '#shared/summary.ts';
import { adminSummary } from '#server/data/summary.ts';
import { requireRole } from '#server/plugins/session.ts';
import { activityRoutes } from './activity';
import { attendanceRoutes } from './attendance';
import { attendanceReportRoutes } from './attendance-report';
import { batchesRoutes } from './batches';
import { chartsRoutes } from './charts';
import { coursesRoutes } from './courses';
import { examsRoutes } from './exams';
import { feesRoutes } from './fees';
import { messagesRoutes } from './messages';
import { mockQuestionsAdminRoutes } from './mock-questions';
import { mockTestsAdminRoutes } from './mock-tests';
import { noticesRoutes } from './notices';
import { studentsRoutes } from './students';
import { teachersRoutes } from './teachers';
import { timetableWeekRoutes } from './timetable-week';
import { timetableRoutes } from './timetable';

/** Every admin call: the guard is registered once here and covers the whole area. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  // Admin replies are about people and are never stored, unless a route says how to revalidate.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/summary', { schema: { response: { 200: adminSummarySchema } } }, async () =>
    adminSummary(app.db),
  );

  await app.register(coursesRoutes);
  await app.register(teachersRoutes);
  await app.register(studentsRoutes);
  await app.register(batchesRoutes);
  await app.register(attendanceRoutes);
  await app.register(timetableRoutes);
  await app.register(noticesRoutes);
  await app.register(messagesRoutes);
  await app.register(examsRoutes);
  await app.register(feesRoutes);
  await app.register(mockQuestionsAdminRoutes);
  await app.register(mockTestsAdminRoutes);
  await app.register(activityRoutes);
  await app.register(chartsRoutes);
  await app.register(attendanceReportRoutes);
  await app.register(timetableWeekRoutes);
};
