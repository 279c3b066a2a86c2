import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  questionImportReplySchema,
  questionInputSchema,
  questionPageSchema,
  questionSchema,
  questionSearchSchema,
} from '#shared/mock-question-bank.ts';
import { mockTestLimits } from '#shared/mock-tests.ts';
import {
  createQuestion,
  deleteQuestion,
  getQuestion,
  searchQuestions,
  setQuestionImage,
  updateQuestion,
} from '#server/data/mock-questions.ts';
import { exportQuestions, importQuestions } from '#server/data/mock-questions-csv.ts';
import { toCsv } from '#server/lib/csv.ts';
import { sendDatedCsv as sendCsv } from '#server/lib/csv-reply.ts';
import { processImage } from '#server/lib/images.ts';
import { acceptMultipart, readMultipart } from '#server/lib/multipart.ts';
import { csvDownload, idParams, multipartRoute, noContent } from '#server/lib/route-schemas.ts';
import { removeStored, stageFiles, uploadsDir } from '#server/lib/uploads.ts';

/** The mock tests' question bank: search, edit, pictures, CSV import and export (admin guard). */
export const mockQuestionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app);
  const dir = uploadsDir(app.config.dataDir);

  app.get(
    '/api/admin/mock-questions',
    { schema: { querystring: questionSearchSchema, response: { 200: questionPageSchema } } },
    async (request) => searchQuestions(app.db, request.query),
  );

  app.get(
    '/api/admin/mock-questions/export.csv',
    {
      schema: {
        querystring: questionSearchSchema,
        ...csvDownload('The questions matching the filters'),
      },
    },
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
};
