import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchHistorySchema,
  batchInputSchema,
  batchListSchema,
  batchMoveSchema,
  batchQuerySchema,
  batchSchema,
  batchUpdateSchema,
} from '#shared/batches.ts';
import { enrolmentRowSchema } from '#shared/enrolments.ts';
import { okReplySchema } from '#shared/replies.ts';
import { createBatch, deleteBatch, listBatches, updateBatch } from '#server/data/batches.ts';
import { batchMoves, moveEnrolment } from '#server/data/enrolment-changes.ts';
import { idParams } from '#server/lib/route-schemas.ts';

/** Batches admin calls (issue 21.2, decision 059): a course's batches and who is in which. */
export const batchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/batches',
    { schema: { querystring: batchQuerySchema, response: { 200: batchListSchema } } },
    async (request) => ({ batches: await listBatches(app.db, request.query.courseId) }),
  );

  app.post(
    '/api/batches',
    { schema: { body: batchInputSchema, response: { 201: batchSchema } } },
    async (request, reply) => reply.status(201).send(await createBatch(app.db, request.body)),
  );

  app.put(
    '/api/batches/:id',
    { schema: { params: idParams, body: batchUpdateSchema, response: { 200: batchSchema } } },
    async (request) => updateBatch(app.db, request.params.id, request.body),
  );

  app.delete(
    '/api/batches/:id',
    { schema: { params: idParams, response: { 200: okReplySchema } } },
    async (request) => {
      await deleteBatch(app.db, request.params.id);
      return { ok: true as const };
    },
  );

  // Putting an enrolment in a batch, or moving it to another (the history keeps each move).
  app.post(
    '/api/enrolments/:id/batch',
    { schema: { params: idParams, body: batchMoveSchema, response: { 200: enrolmentRowSchema } } },
    async (request) => moveEnrolment(app.db, request.params.id, request.body),
  );

  app.get(
    '/api/enrolments/:id/batch-moves',
    { schema: { params: idParams, response: { 200: batchHistorySchema } } },
    async (request) => ({ moves: await batchMoves(app.db, request.params.id) }),
  );
};
