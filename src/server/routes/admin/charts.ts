import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feesByMonthQuerySchema,
  feesByMonthSchema,
  marksDistributionSchema,
} from '#shared/charts.ts';
import { feesByMonth, marksDistribution } from '#server/data/charts.ts';
import { idParams } from '#server/lib/route-schemas.ts';

/** The admin console's charts (issue 21.5, decision 066): the numbers each one draws. */
export const chartsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/exams/:id/marks/distribution',
    { schema: { params: idParams, response: { 200: marksDistributionSchema } } },
    async (request) => marksDistribution(app.db, request.params.id),
  );

  app.get(
    '/api/admin/fees/by-month',
    { schema: { querystring: feesByMonthQuerySchema, response: { 200: feesByMonthSchema } } },
    async (request) => feesByMonth(app.db, request.query.year),
  );
};
