import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  questionImportReplySchema,
  questionInputSchema,
  questionPageSchema,
  questionSchema,
  questionSearchSchema,
} from '#shared/mock-question-bank.ts';
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
import { mockTestLimits } from '#shared/mock-tests.ts';
import { attemptResult } from '#server/data/mock-attempt-results.ts';
import {
  createQuestion,
  deleteQuestion,
  getQuestion,
  searchQuestions,
  setQuestionImage,
  updateQuestion,
} from '#server/data/mock-questions.ts';
import { exportQuestions, importQuestions } from '#server/data/mock-questions-csv.ts';
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
import { datedCsvName, sendCsv as sendCsvFile } from '#server/lib/csv-reply.ts';
import { processImage } from '#server/lib/images.ts';
import { acceptMultipart, readMultipart } from '#server/lib/multipart.ts';
import { idParams, multipartRoute, noContent, textReply } from '#server/lib/route-schemas.ts';
import { removeStored, stageFiles, uploadsDir } from '#server/lib/uploads.ts';
import { sessionUserId } from '#server/plugins/session.ts';

const csv = (what: string) => ({
  produces: ['text/csv'],
  response: { 200: textReply(`${what} as CSV.`) },
});

function sendCsv(reply: FastifyReply, name: string, body: string) {
  return sendCsvFile(reply, datedCsvName(name), body);
}

const questionParams = z.object({
  id: idParams.shape.id,
  questionId: idParams.shape.id,
});

/** Question bank, test builder, results and statistics of mock tests (the admin guard covers them). */
export const mockTestsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app);
  const dir = uploadsDir(app.config.dataDir);

  // Question bank -----------------------------------------------------------------------------

  app.get(
    '/api/admin/mock-questions',
    { schema: { querystring: questionSearchSchema, response: { 200: questionPageSchema } } },
    async (request) => searchQuestions(app.db, request.query),
  );

  app.get(
    '/api/admin/mock-questions/export.csv',
    { schema: { querystring: questionSearchSchema, ...csv('The questions matching the filters') } },
    async (request, reply) => {
      const { header, rows } = await exportQuestions(app.db, request.query);
      return sendCsv(reply, 'questions', toCsv(header, rows));
    },
  );

  app.get(
    '/api/admin/mock-questions/:id',
    { schema: { params: idParams, response: { 200: questionSchema } } },
    async (request) => getQuestion(app.db, request.params.id),
  );

  app.post(
    '/api/admin/mock-questions',
    { schema: { body: questionInputSchema, response: { 201: questionSchema } } },
    async (request, reply) => reply.status(201).send(await createQuestion(app.db, request.body)),
  );

  app.put(
    '/api/admin/mock-questions/:id',
    { schema: { params: idParams, body: questionInputSchema, response: { 200: questionSchema } } },
    async (request) => updateQuestion(app.db, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/mock-questions/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await removeStored(dir, await deleteQuestion(app.db, request.params.id));
      return reply.status(204).send();
    },
  );

  const image = z.file().describe('The picture: JPEG, PNG or WebP of at most 5 MB.');
  app.put(
    '/api/admin/mock-questions/:id/image',
    multipartRoute({
      params: idParams,
      body: z.object({ image }),
      response: { 200: questionSchema },
    }),
    async (request) => {
      const form = await readMultipart(request, {
        fields: z.object({}),
        files: {
          image: {
            maxBytes: mockTestLimits.imageMaxBytes,
            tooLarge: 'The image is larger than 5 MB.',
            required: 'Choose a picture.',
          },
        },
        notMultipart: 'Send the picture as multipart/form-data.',
      });
      const { image: picture } = await processImage(form.files.image!.data);
      const staged = await stageFiles(dir, { image: { ext: 'webp', data: picture } });
      try {
        const { question, replaced } = await setQuestionImage(
          app.db,
          request.params.id,
          staged.names.image!,
          staged.commit,
        );
        await removeStored(dir, replaced);
        return question;
      } catch (err) {
        await staged.discard();
        throw err;
      }
    },
  );

  app.delete(
    '/api/admin/mock-questions/:id/image',
    { schema: { params: idParams, response: { 200: questionSchema } } },
    async (request) => {
      const { question, replaced } = await setQuestionImage(app.db, request.params.id, null);
      await removeStored(dir, replaced);
      return question;
    },
  );

  const file = z.file().describe('A UTF-8 CSV file with the question columns, at most 5 MB.');
  app.post(
    '/api/admin/mock-questions/import',
    multipartRoute({ body: z.object({ file }), response: { 201: questionImportReplySchema } }),
    async (request, reply) => {
      const form = await readMultipart(request, {
        fields: z.object({}),
        files: {
          file: {
            maxBytes: mockTestLimits.csvImportMaxBytes,
            tooLarge: 'The file is larger than 5 MB.',
            required: 'Choose a CSV file.',
            name: { pattern: /\.csv$/i, message: 'Choose a .csv file.' },
          },
        },
        notMultipart: 'Send the file as multipart/form-data.',
      });
      const ids = await importQuestions(app.db, form.files.file!.data);
      return reply.status(201).send({ imported: ids.length, ids });
    },
  );

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
    { schema: { params: idParams, ...csv('The results table') } },
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
