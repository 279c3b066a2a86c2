import type { FastifyInstance } from 'fastify';
import { noticeInputSchema, noticeMessages } from '../../../shared/notices';
import { deleteNotice, insertNotice } from '../../data/notices';
import { httpError } from '../../lib/http-error';
import { parseId, parseWith } from '../../lib/validate';

/** Notices admin calls: post a notice, delete one by id. The admin guard covers them. */
export async function noticesRoutes(app: FastifyInstance) {
  app.post('/api/notices', async (request, reply) => {
    const input = parseWith(noticeInputSchema, request.body);
    const notice = await insertNotice(app.db, input);
    return reply.status(201).send(notice);
  });

  app.delete<{ Params: { id: string } }>('/api/notices/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    if (!(await deleteNotice(app.db, id))) throw httpError(404, noticeMessages.notFound);
    return reply.status(204).send();
  });
}
