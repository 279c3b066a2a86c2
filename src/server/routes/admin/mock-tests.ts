import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attemptResultSchema,
  questionStatsReplySchema,
  testResultsReplySchema,
} from '#shared/mock-results.ts';
import {
  questionCorrectionReplySchema,
  questionCorrectionSchema,
  testDetailSchema,
  testInputSchema,
  testSummarySchema,
} from '#shared/mock-test-builder.ts';
import { attemptResult } from '#server/data/mock-attempt-results.ts';
import { correctQuestion } from '#server/data/mock-test-corrections.ts';
import {
  createTest,
  deleteTest,
  getTest,
  listTests,
  setPublished,
  updateTest,
} from '#server/data/mock-tests.ts';
import { questionStats, testResults, testResultsCsv } from '#server/data/mock-test-results.ts';
import { toCsv } from '#server/lib/csv.ts';
import { sendDatedCsv as sendCsv } from '#server/lib/csv-reply.ts';
import { csvDownload, idParams, noContent } from '#server/lib/route-schemas.ts';
import { sessionUserId } from '#server/plugins/session.ts';

const questionParams = z.object({
  id: idParams.shape.id,
  questionId: idParams.shape.id,
});

/**
 * Test builder, results and statistics of mock tests (the admin guard covers them); the question
 * bank is mock-questions.ts.
 */
export const mockTestsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Test builder ------------------------------------------------------------------------------

  app.get(
    '/api/admin/mock-tests',
    { schema: { response: { 200: z.array(testSummarySchema) } } },
    async () => listTests(app.db),
  );

  app.get(
    '/api/admin/mock-tests/:id',
    { schema: { params: idParams, response: { 200: testDetailSchema } } },
    async (request) => getTest(app.db, request.params.id),
  );

  app.post(
    '/api/admin/mock-tests',
    { schema: { body: testInputSchema, response: { 201: testDetailSchema } } },
    async (request, reply) => reply.status(201).send(await createTest(app.db, request.body)),
  );

  app.put(
    '/api/admin/mock-tests/:id',
    { schema: { params: idParams, body: testInputSchema, response: { 200: testDetailSchema } } },
    async (request) => updateTest(app.db, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/mock-tests/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteTest(app.db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/mock-tests/:id/publish',
    { schema: { params: idParams, response: { 200: testDetailSchema } } },
    async (request) => setPublished(app.db, request.params.id, true),
  );

  app.post(
    '/api/admin/mock-tests/:id/unpublish',
    { schema: { params: idParams, response: { 200: testDetailSchema } } },
    async (request) => setPublished(app.db, request.params.id, false),
  );

  app.post(
    '/api/admin/mock-tests/:id/questions/:questionId/correction',
    {
      schema: {
        params: questionParams,
        body: questionCorrectionSchema,
        response: { 200: questionCorrectionReplySchema },
      },
    },
    async (request) => {
      const { id, questionId } = request.params;
      return correctQuestion(app.db, id, questionId, request.body, sessionUserId(request));
    },
  );

  // Results -----------------------------------------------------------------------------------

  app.get(
    '/api/admin/mock-tests/:id/results',
    { schema: { params: idParams, response: { 200: testResultsReplySchema } } },
    async (request) => testResults(app.db, request.params.id),
  );

  app.get(
    '/api/admin/mock-tests/:id/results.csv',
    { schema: { params: idParams, ...csvDownload('The results table') } },
    async (request, reply) => {
      const { header, rows } = await testResultsCsv(app.db, request.params.id);
      return sendCsv(reply, `mock-test-${request.params.id}-results`, toCsv(header, rows));
    },
  );

  app.get(
    '/api/admin/mock-tests/:id/question-stats',
    { schema: { params: idParams, response: { 200: questionStatsReplySchema } } },
    async (request) => questionStats(app.db, request.params.id),
  );

  app.get(
    '/api/admin/mock-attempts/:id/result',
    { schema: { params: idParams, response: { 200: attemptResultSchema } } },
    async (request) => attemptResult(app.db, null, request.params.id),
  );
};
