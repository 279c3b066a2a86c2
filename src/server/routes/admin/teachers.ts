import type { FastifyInstance } from 'fastify';
import { teacherInputSchema, teacherMessages } from '../../../shared/teachers';
import {
  deleteTeacher,
  insertTeacher,
  listCourseOptions,
  listTeachers,
  updateTeacher,
} from '../../data/teachers';
import { toCsv } from '../../lib/csv';
import { httpError } from '../../lib/http-error';
import { parseId, parseWith } from '../../lib/validate';

/** Teachers admin calls: the spec's paths and reply shapes, plus a CSV export. */
export async function teachersRoutes(app: FastifyInstance) {
  app.get('/get-teachers', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listTeachers(app.db);
  });

  app.get('/get-courses', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listCourseOptions(app.db);
  });

  app.post('/add-teacher', async (request, reply) => {
    const input = parseWith(teacherInputSchema, request.body);
    const teacher = await insertTeacher(app.db, input);
    return reply.status(201).send(teacher);
  });

  app.put<{ Params: { id: string } }>('/update-teacher/:id', async (request) => {
    const id = parseId(request.params.id);
    const input = parseWith(teacherInputSchema, request.body);
    const teacher = await updateTeacher(app.db, id, input);
    if (!teacher) throw httpError(404, teacherMessages.notFound);
    return teacher;
  });

  app.delete<{ Params: { id: string } }>('/delete-teacher/:id', async (request) => {
    const id = parseId(request.params.id);
    if (!(await deleteTeacher(app.db, id))) throw httpError(404, teacherMessages.notFound);
    return { ok: true };
  });

  app.get('/api/exports/teachers.csv', async (_request, reply) => {
    const teachers = await listTeachers(app.db);
    const csv = toCsv(
      ['ID', 'First Name', 'Last Name', 'Gender', 'Courses'],
      teachers.map((t) => [t.id, t.first_name, t.last_name, t.gender, t.courses]),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="teachers.csv"')
      .header('cache-control', 'no-store')
      .send(`\uFEFF${csv}`);
  });
}
