import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okReplySchema } from '#shared/replies.ts';
import { courseOptionSchema, teacherInputSchema, teacherSchema } from '#shared/teachers.ts';
import { teacherLoginReplySchema } from '#shared/teacher-portal.ts';
import { giveTeacherLogin } from '#server/data/teacher-accounts.ts';
import {
  deleteTeacher,
  insertTeacher,
  listCourseOptions,
  listTeachers,
  updateTeacher,
} from '#server/data/teachers.ts';
import { toCsv } from '#server/lib/csv.ts';
import { sendCsv } from '#server/lib/csv-reply.ts';
import { idParams, textReply } from '#server/lib/route-schemas.ts';

/** Teachers admin calls: the spec's paths and reply shapes, plus a CSV export. */
export const teachersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/get-teachers', { schema: { response: { 200: z.array(teacherSchema) } } }, async () =>
    listTeachers(app.db),
  );

  app.get(
    '/get-courses',
    { schema: { response: { 200: z.array(courseOptionSchema) } } },
    async () => listCourseOptions(app.db),
  );

  app.post(
    '/add-teacher',
    { schema: { body: teacherInputSchema, response: { 201: teacherSchema } } },
    async (request, reply) => reply.status(201).send(await insertTeacher(app.db, request.body)),
  );

  app.put(
    '/update-teacher/:id',
    { schema: { params: idParams, body: teacherInputSchema, response: { 200: teacherSchema } } },
    async (request) => updateTeacher(app.db, request.params.id, request.body),
  );

  app.delete(
    '/delete-teacher/:id',
    { schema: { params: idParams, response: { 200: okReplySchema } } },
    async (request) => {
      await deleteTeacher(app.db, request.params.id);
      return { ok: true as const };
    },
  );

  // "Give login" / "Reset password" (issue 21.1): the one-time password is in this reply only.
  app.post(
    '/api/teachers/:id/login',
    { schema: { params: idParams, response: { 200: teacherLoginReplySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return giveTeacherLogin(app.db, request.params.id);
    },
  );

  app.get(
    '/api/exports/teachers.csv',
    {
      schema: {
        produces: ['text/csv'],
        response: { 200: textReply('Every teacher as CSV (UTF-8 with a BOM).') },
      },
    },
    async (_request, reply) => {
      const teachers = await listTeachers(app.db);
      const csv = toCsv(
        ['ID', 'First Name', 'Last Name', 'Gender', 'Courses'],
        teachers.map((t) => [t.id, t.first_name, t.last_name, t.gender, t.courses]),
      );
      return sendCsv(reply, 'teachers.csv', csv);
    },
  );
};
