import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attemptStateSchema,
  positionSchema,
  saveAnswerReplySchema,
  saveAnswerSchema,
  studentTestDetailSchema,
  studentTestsReplySchema,
  submitReplySchema,
  tabSwitchesReplySchema,
  tabSwitchesSchema,
} from '#shared/mock-attempts.ts';
import { attemptResultSchema } from '#shared/mock-results.ts';
import { attemptResult } from '#server/data/mock-attempt-results.ts';
import { startAttempt } from '#server/data/mock-attempt-start.ts';
import { attemptState, moveTo, recordTabSwitches, saveAnswer } from '#server/data/mock-attempts.ts';
import { listStudentTests, studentTestDetail } from '#server/data/mock-student-tests.ts';
import { submitAttempt } from '#server/data/mock-submissions.ts';
import { scheduleDeadline } from '#server/jobs/mock-deadlines.ts';
import { idParams, sendJsonText } from '#server/lib/route-schemas.ts';
import { sessionUserId } from '#server/plugins/session.ts';

const answerParams = z.object({ id: idParams.shape.id, questionId: idParams.shape.id });

/** Taking mock tests: every call is the session student's own (the student guard covers them). */
export const mockTestsStudentRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = sessionUserId;

  app.get(
    '/api/student/mock-tests',
    { schema: { response: { 200: studentTestsReplySchema } } },
    async (request) => listStudentTests(app.db, me(request)),
  );

  app.get(
    '/api/student/mock-tests/:id',
    { schema: { params: idParams, response: { 200: studentTestDetailSchema } } },
    async (request) => studentTestDetail(app.db, me(request), request.params.id),
  );

  app.post(
    '/api/student/mock-tests/:id/attempts',
    {
      schema: {
        params: idParams,
        response: { 200: attemptStateSchema, 201: attemptStateSchema },
      },
    },
    async (request, reply) => {
      const { created, state } = await startAttempt(app.db, me(request), request.params.id);
      // The server submits the attempt at its deadline (a job: a GET never writes).
      if (created) await scheduleDeadline(app.jobs, new Date(state.deadline), request.log);
      // Built by the data layer to the schema; sent as text to skip re-validating 100s of questions.
      return sendJsonText(reply.status(created ? 201 : 200), JSON.stringify(state));
    },
  );

  app.get(
    '/api/student/mock-attempts/:id',
    { schema: { params: idParams, response: { 200: attemptStateSchema } } },
    async (request, reply) =>
      sendJsonText(
        reply,
        JSON.stringify(await attemptState(app.db, me(request), request.params.id)),
      ),
  );

  app.put(
    '/api/student/mock-attempts/:id/answers/:questionId',
    {
      schema: {
        params: answerParams,
        body: saveAnswerSchema,
        response: { 200: saveAnswerReplySchema },
      },
    },
    // The hot path of a batch: the small reply is sent as text, without a second validation.
    async (request, reply) => {
      const { id, questionId } = request.params;
      const saved = await saveAnswer(app.db, me(request), id, questionId, request.body);
      return sendJsonText(reply, JSON.stringify(saved));
    },
  );

  // A move that saved nothing: where the student is, so another device opens the test there.
  app.put(
    '/api/student/mock-attempts/:id/position',
    {
      schema: {
        params: idParams,
        body: positionSchema,
        response: { 200: saveAnswerReplySchema },
      },
    },
    async (request) => moveTo(app.db, me(request), request.params.id, request.body),
  );

  app.post(
    '/api/student/mock-attempts/:id/tab-switches',
    {
      schema: {
        params: idParams,
        body: tabSwitchesSchema,
        response: { 200: tabSwitchesReplySchema },
      },
    },
    async (request) =>
      recordTabSwitches(app.db, me(request), request.params.id, request.body.count),
  );

  app.post(
    '/api/student/mock-attempts/:id/submit',
    { schema: { params: idParams, response: { 200: submitReplySchema } } },
    async (request) => submitAttempt(app.db, me(request), request.params.id),
  );

  app.get(
    '/api/student/mock-attempts/:id/result',
    { schema: { params: idParams, response: { 200: attemptResultSchema } } },
    async (request) => attemptResult(app.db, me(request), request.params.id),
  );
};
