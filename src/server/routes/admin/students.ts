import type { FastifyInstance } from 'fastify';
import { registrationSchema, type RegisterReply } from '../../../shared/registration';
import {
  studentUpdateSchema,
  type ApproveReply,
  type ResetPasswordReply,
} from '../../../shared/students';
import {
  approveApplication,
  registerStudent,
  rejectApplication,
  resetStudentPassword,
} from '../../data/registrations';
import { registrationsJson, studentsJson } from '../../data/student-json';
import { deleteStudent, findStudent, updateStudent } from '../../data/students';
import { toRecord } from '../../data/student-records';
import { parseId, parseWith } from '../../lib/validate';
import { studentExportsRoutes } from './student-exports';

type IdParams = { Params: { id: string } };

/** Students, registrations and admissions admin calls (the admin guard covers them all). */
export async function studentsRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // Both lists are built as JSON text by the database (StudentListItem[], RegistrationsReply).
  app.get('/get-students', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await studentsJson(app.db)),
  );

  app.get('/get-registrations', async (request, reply) => {
    const { version, json } = await registrationsJson(app.db);
    const etag = `"${version}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.post('/api/register-student', async (request, reply) => {
    const data = parseWith(registrationSchema, request.body);
    const studentId = await registerStudent(app.db, data);
    request.log.info({ studentId }, 'student registered');
    return reply.status(201).send({ studentId } satisfies RegisterReply);
  });

  app.get<IdParams>('/api/students/:id', async (request) =>
    toRecord(await findStudent(app.db, parseId(request.params.id))),
  );

  app.put<IdParams>('/api/students/:id', async (request) => {
    const id = parseId(request.params.id);
    return updateStudent(app.db, id, parseWith(studentUpdateSchema, request.body));
  });

  app.delete<IdParams>('/api/students/:id', async (request, reply) => {
    await deleteStudent(app.db, parseId(request.params.id));
    return reply.status(204).send();
  });

  app.post<IdParams>('/api/students/:id/approve', async (request): Promise<ApproveReply> => {
    return approveApplication(app.db, parseId(request.params.id));
  });

  app.post<IdParams>('/api/students/:id/reject', async (request, reply) => {
    await rejectApplication(app.db, parseId(request.params.id));
    return reply.status(204).send();
  });

  app.post<IdParams>(
    '/api/students/:id/reset-password',
    async (request): Promise<ResetPasswordReply> =>
      resetStudentPassword(app.db, parseId(request.params.id)),
  );

  await app.register(studentExportsRoutes);
}
