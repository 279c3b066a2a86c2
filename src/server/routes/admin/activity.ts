import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityQuerySchema, activityReplySchema } from '../../../shared/activity';
import { listAudit } from '../../data/audit-log';
import { toCsv } from '../../lib/csv';
import { datedCsvName, sendCsv } from '../../lib/csv-reply';
import { textReply } from '../../lib/route-schemas';

/** The Activity screen's calls (admin): the audit log, filtered, as JSON or CSV. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/activity',
    { schema: { querystring: activityQuerySchema, response: { 200: activityReplySchema } } },
    async (request) => ({ rows: await listAudit(app.db, request.query) }),
  );

  app.get(
    '/api/admin/activity.csv',
    {
      schema: {
        querystring: activityQuerySchema,
        produces: ['text/csv'],
        response: { 200: textReply('The filtered activity log as CSV.') },
      },
    },
    async (request, reply) => {
      const rows = await listAudit(app.db, { ...request.query, limit: 1000 });
      const body = toCsv(
        [
          'Time (UTC)',
          'Action',
          'User',
          'Role',
          'Address',
          'Method',
          'Route',
          'Target',
          'Status',
          'Request ID',
        ],
        rows.map((r) => [
          r.at,
          r.action,
          r.username,
          r.role,
          r.ip,
          r.method,
          r.route,
          r.target,
          r.status,
          r.requestId,
        ]),
      );
      return sendCsv(reply, datedCsvName('activity'), body);
    },
  );
};
