import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classParams, registerInputSchema, registerSchema } from '#shared/attendance.ts';
import { readRegister, saveRegister, type AuditContext } from '#server/data/attendance.ts';
import { markSelfAudited } from '#server/plugins/audit.ts';
import { sessionUser } from '#server/plugins/session.ts';
import type { FastifyRequest } from 'fastify';

/** The audit line's facts about a save request (the save writes it in its transaction). */
export function auditContext(request: FastifyRequest): AuditContext {
  const user = sessionUser(request);
  markSelfAudited(request);
  return {
    userId: user.id,
    username: user.username,
    role: user.role,
    ip: request.ip,
    method: request.method,
    route: request.routeOptions.url ?? '',
    requestId: String(request.id),
  };
}

/** The admin's attendance calls (issue 21.4): any class up to today, any time after it. */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/classes/:slotId/:on/register',
    { schema: { params: classParams, response: { 200: registerSchema } } },
    async (request) =>
      readRegister(
        app.db,
        { role: 'admin', userId: sessionUser(request).id },
        request.params.slotId,
        request.params.on,
      ),
  );

  app.put(
    '/api/classes/:slotId/:on/register',
    {
      schema: { params: classParams, body: registerInputSchema, response: { 200: registerSchema } },
    },
    async (request) =>
      saveRegister(
        app.db,
        { role: 'admin', userId: sessionUser(request).id },
        request.params.slotId,
        request.params.on,
        request.body,
        auditContext(request),
      ),
  );
};
