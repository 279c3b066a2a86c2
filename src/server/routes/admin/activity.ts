import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityQuerySchema, activityReplySchema } from '#shared/activity.ts';
import { istOffsetMinutes } from '#shared/ist.ts';
import { listAudit } from '#server/data/audit-log.ts';
import { toCsv } from '#server/lib/csv.ts';
import { datedCsvName, sendCsv } from '#server/lib/csv-reply.ts';
import { textReply } from '#server/lib/route-schemas.ts';

const istOffsetMs = istOffsetMinutes * 60_000;

/**
 * '2026-11-22 18:45:03': the wall-clock time in India, for the CSV's "Time (IST)" column. The
 * office opens this file in Excel: Excel reads 'yyyy-mm-dd hh:mm:ss' as a date and time in every
 * regional setting (so the column sorts and filters, and shows in the PC's own date style), while
 * an ISO string with '+05:30' stays plain text there and a UTC time would make the clerk add
 * 5½ hours in their head. dd-mm-yyyy is not used here because an Excel set to US order swaps day
 * and month; the header names the zone.
 */
function istCsvTime(at: string): string {
  return new Date(Date.parse(at) + istOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
}

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
          'Time (IST)',
          'Action',
          'User',
          'Role',
          'Address',
          'Method',
          'Route',
          'Target',
          'Subject',
          'Status',
          'Request ID',
          'Count',
        ],
        rows.map((r) => [
          istCsvTime(r.at),
          r.action,
          r.username,
          r.role,
          r.ip,
          r.method,
          r.route,
          r.target,
          r.subject,
          r.status,
          r.requestId,
          r.count,
        ]),
      );
      return sendCsv(reply, datedCsvName('activity'), body);
    },
  );
};
