import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markReadSchema, messageReplySchema, messagesReplySchema } from '#shared/contact.ts';
import {
  deleteContactMessage,
  listContactMessages,
  setContactMessageRead,
} from '#server/data/contact-messages.ts';
import { idParams, noContent } from '#server/lib/route-schemas.ts';

/** The admin's contact-message inbox. The admin guard is registered by the admin area's index. */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/messages', { schema: { response: { 200: messagesReplySchema } } }, async () => ({
    messages: await listContactMessages(app.db),
  }));

  app.patch(
    '/api/messages/:id',
    { schema: { params: idParams, body: markReadSchema, response: { 200: messageReplySchema } } },
    async (request) => ({
      message: await setContactMessageRead(app.db, request.params.id, request.body.read),
    }),
  );

  app.delete(
    '/api/messages/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteContactMessage(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
