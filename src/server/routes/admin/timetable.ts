import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { istDate } from '#shared/ist.ts';
import { okReplySchema } from '#shared/replies.ts';
import {
  holidayInputSchema,
  holidayListSchema,
  holidayQuerySchema,
  holidaySchema,
  slotDeleteReplySchema,
  slotInputSchema,
  slotListSchema,
  slotSchema,
} from '#shared/timetable-slots.ts';
import {
  createHoliday,
  createSlot,
  deleteHoliday,
  deleteSlot,
  listHolidays,
  listSlots,
  updateSlot,
} from '#server/data/slots.ts';
import { idParams } from '#server/lib/route-schemas.ts';

/** Editing the timetable (issue 21.3, decision 062): a batch's weekly slots and the holidays. */
export const timetableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/batches/:id/slots',
    { schema: { params: idParams, response: { 200: slotListSchema } } },
    async (request) => ({ slots: await listSlots(app.db, request.params.id) }),
  );

  app.post(
    '/api/batches/:id/slots',
    { schema: { params: idParams, body: slotInputSchema, response: { 201: slotSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createSlot(app.db, request.params.id, request.body)),
  );

  app.put(
    '/api/slots/:id',
    { schema: { params: idParams, body: slotInputSchema, response: { 200: slotSchema } } },
    async (request) => updateSlot(app.db, request.params.id, request.body),
  );

  // A slot with attendance is ended from today instead; the reply says which was done.
  app.delete(
    '/api/slots/:id',
    { schema: { params: idParams, response: { 200: slotDeleteReplySchema } } },
    async (request) => deleteSlot(app.db, request.params.id),
  );

  app.get(
    '/api/holidays',
    { schema: { querystring: holidayQuerySchema, response: { 200: holidayListSchema } } },
    async (request) => {
      const year = request.query.year ?? Number(istDate(new Date()).slice(0, 4));
      return { holidays: await listHolidays(app.db, year) };
    },
  );

  app.post(
    '/api/holidays',
    { schema: { body: holidayInputSchema, response: { 201: holidaySchema } } },
    async (request, reply) => reply.status(201).send(await createHoliday(app.db, request.body)),
  );

  app.delete(
    '/api/holidays/:id',
    { schema: { params: idParams, response: { 200: okReplySchema } } },
    async (request) => {
      await deleteHoliday(app.db, request.params.id);
      return { ok: true as const };
    },
  );
};
