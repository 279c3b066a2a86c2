import type { FastifyInstance } from 'fastify';
import { markReadSchema } from '../../../shared/contact';
import {
  deleteContactMessage,
  listContactMessages,
  setContactMessageRead,
} from '../../data/contact-messages';
import { httpError } from '../../lib/http-error';
import { parseId, parseWith } from '../../lib/validate';

/** The admin's contact-message inbox. The admin guard is registered by the admin area's index. */
export async function messagesRoutes(app: FastifyInstance) {
  app.get('/api/messages', async () => ({ messages: await listContactMessages(app.db) }));

  app.patch<{ Params: { id: string } }>('/api/messages/:id', async (request) => {
    const id = parseId(request.params.id);
    const { read } = parseWith(markReadSchema, request.body);
    const message = await setContactMessageRead(app.db, id, read);
    if (!message) throw httpError(404, 'Message not found.');
    return { message };
  });

  app.delete<{ Params: { id: string } }>('/api/messages/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    if (!(await deleteContactMessage(app.db, id))) throw httpError(404, 'Message not found.');
    return reply.status(204).send();
  });
}
