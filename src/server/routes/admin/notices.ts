import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticeInputSchema, noticeSchema } from '#shared/notices.ts';
import { deleteNotice, insertNotice } from '#server/data/notices.ts';
import { idParams, noContent } from '#server/lib/route-schemas.ts';

/** Notices admin calls: post a notice, delete one by id. The admin guard covers them. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/notices',
    { schema: { body: noticeInputSchema, response: { 201: noticeSchema } } },
    async (request, reply) => reply.status(201).send(await insertNotice(app.db, request.body)),
  );

  app.delete(
    '/api/notices/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteNotice(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
