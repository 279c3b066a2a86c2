import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  studentImportColumns,
  studentImportLimits,
  studentImportReplySchema,
  studentImportTemplateName,
} from '#shared/student-import.ts';
import { importStudents } from '#server/data/student-import.ts';
import { toCsv } from '#server/lib/csv.ts';
import { sendCsv } from '#server/lib/csv-reply.ts';
import { acceptMultipart, readMultipart } from '#server/lib/multipart.ts';
import { multipartRoute, textReply } from '#server/lib/route-schemas.ts';

/** Bulk student import (issue 27.4, decision 057): the template and the upload. */
export const studentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app);

  app.get(
    '/api/admin/students/import-template.csv',
    {
      schema: {
        produces: ['text/csv'],
        response: { 200: textReply('The import template: the header row of the columns.') },
      },
    },
    async (_request, reply) =>
      sendCsv(reply, studentImportTemplateName, toCsv(Object.values(studentImportColumns), [])),
  );

  const file = z
    .file()
    .describe(
      `A UTF-8 CSV file with the template's columns, at most ${studentImportLimits.maxRows} rows and 5 MB.`,
    );
  app.post(
    '/api/admin/students/import',
    multipartRoute({ body: z.object({ file }), response: { 201: studentImportReplySchema } }),
    async (request, reply) => {
      const form = await readMultipart(request, {
        fields: z.object({}),
        files: {
          file: {
            maxBytes: studentImportLimits.maxBytes,
            tooLarge: 'The file is larger than 5 MB.',
            required: 'Choose a CSV file.',
            name: { pattern: /\.csv$/i, message: 'Choose a .csv file.' },
          },
        },
        notMultipart: 'Send the file as multipart/form-data.',
      });
      const students = await importStudents(app.db, form.files.file!.data);
      request.log.info({ imported: students.length }, 'students imported');
      return reply.status(201).send({ imported: students.length, students });
    },
  );
};
