import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addEnrolmentSchema,
  endEnrolmentSchema,
  enrolmentHistorySchema,
  enrolmentRowSchema,
} from '#shared/enrolments.ts';
import { approvalBatchesSchema, approveInputSchema } from '#shared/approval-batches.ts';
import { registerReplySchema, registrationSchema } from '#shared/registration.ts';
import {
  approveReplySchema,
  endSessionsReplySchema,
  registrationRecordSchema,
  registrationsReplySchema,
  resetPasswordReplySchema,
  studentListItemSchema,
  studentUpdateSchema,
} from '#shared/students.ts';
import {
  approveApplication,
  registerStudent,
  rejectApplication,
  resetStudentPassword,
} from '#server/data/registrations.ts';
import { approvalBatches } from '#server/data/approval-batches.ts';
import { endEnrolment, enrolmentHistory } from '#server/data/enrolments.ts';
import { addEnrolment } from '#server/data/enrolment-changes.ts';
import { findRegistration, registrationsJson, studentsJson } from '#server/data/student-json.ts';
import { deleteStudent, endStudentSessions, updateStudent } from '#server/data/students.ts';
import { idParams, noContent, sendJsonText } from '#server/lib/route-schemas.ts';
import { deliverSoon } from '#server/jobs/outbox-delivery.ts';
import { loginPagePath } from '#server/lib/mail-text.ts';
import type { AppLocale } from '#shared/intl-locale.ts';
import { studentExportsRoutes } from './student-exports';
import { studentImportRoutes } from './student-import';

/** Students, registrations and admissions admin calls (the admin guard covers them all). */
export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both lists are sent as the JSON text the database builds; their schemas document them.
  app.get(
    '/get-students',
    { schema: { response: { 200: z.array(studentListItemSchema) } } },
    async (_request, reply) => sendJsonText(reply, await studentsJson(app.db)),
  );

  app.get(
    '/get-registrations',
    {
      schema: {
        response: { 200: registrationsReplySchema, 304: noContent.describe('Not modified.') },
      },
    },
    async (request, reply) => {
      const { version, json } = await registrationsJson(app.db);
      const etag = `"${version}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return sendJsonText(reply, json);
    },
  );

  app.post(
    '/api/register-student',
    { schema: { body: registrationSchema, response: { 201: registerReplySchema } } },
    async (request, reply) => {
      const studentId = await registerStudent(app.db, request.body);
      request.log.info({ studentId }, 'student registered');
      return reply.status(201).send({ studentId });
    },
  );

  app.get(
    '/api/students/:id',
    { schema: { params: idParams, response: { 200: registrationRecordSchema } } },
    async (request) => findRegistration(app.db, request.params.id),
  );

  app.put(
    '/api/students/:id',
    {
      schema: {
        params: idParams,
        body: studentUpdateSchema,
        response: { 200: studentListItemSchema },
      },
    },
    async (request) => updateStudent(app.db, request.params.id, request.body),
  );

  app.delete(
    '/api/students/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteStudent(app.db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/students/:id/approve',
    {
      schema: {
        params: idParams,
        body: approveInputSchema,
        response: { 200: approveReplySchema },
      },
    },
    async (request) => {
      // The applicant is told by e-mail when mail is configured and they gave an address.
      const base = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
      const { outboxIds, ...approved } = await approveApplication(app.db, request.params.id, {
        batches: request.body.batches,
        ...(app.channels.has('email')
          ? { loginUrl: (language: AppLocale) => `${base}${loginPagePath(language)}` }
          : {}),
      });
      await deliverSoon(app.jobs, outboxIds, request.log);
      return approved;
    },
  );

  app.get(
    '/api/students/:id/approval-batches',
    { schema: { params: idParams, response: { 200: approvalBatchesSchema } } },
    async (request) => ({ courses: await approvalBatches(app.db, request.params.id) }),
  );

  app.post(
    '/api/students/:id/reject',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await rejectApplication(app.db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/students/:id/reset-password',
    { schema: { params: idParams, response: { 200: resetPasswordReplySchema } } },
    async (request) => resetStudentPassword(app.db, request.params.id),
  );

  app.post(
    '/api/students/:id/end-sessions',
    { schema: { params: idParams, response: { 200: endSessionsReplySchema } } },
    async (request) => ({ ended: await endStudentSessions(app.db, request.params.id) }),
  );

  // A student's courses (issue 27.3, decision 044): the history, one more course, an ending.
  app.get(
    '/api/students/:id/enrolments',
    { schema: { params: idParams, response: { 200: enrolmentHistorySchema } } },
    async (request) => ({ enrolments: await enrolmentHistory(app.db, request.params.id) }),
  );

  app.post(
    '/api/students/:id/enrolments',
    {
      schema: {
        params: idParams,
        body: addEnrolmentSchema,
        response: { 201: enrolmentRowSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addEnrolment(app.db, request.params.id, request.body)),
  );

  app.post(
    '/api/enrolments/:id/end',
    {
      schema: {
        params: idParams,
        body: endEnrolmentSchema,
        response: { 200: enrolmentRowSchema },
      },
    },
    async (request) => endEnrolment(app.db, request.params.id, request.body),
  );

  await app.register(studentExportsRoutes);
  await app.register(studentImportRoutes);
};
