import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorBodySchema } from '#shared/errors.ts';

/**
 * Route schemas are the shared zod schemas: they parse params, query and body before the handler
 * runs (a failure becomes the errors plugin's 404 or 400 with field errors) and shape every reply.
 */
export const schemasPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // A call sent without a body is checked as an empty form, so its fields are told as missing.
  app.addHook('preValidation', async (request) => {
    if (request.body == null && request.routeOptions.schema?.body) request.body = {};
  });

  // Every error reply has the one shape `{ code, message, fieldErrors? }`: declared here for every
  // documented route, so the API docs show it and replies are held to it.
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { response?: Record<string, unknown>; hide?: boolean };
    if (!schema?.response || schema.hide) return;
    schema.response = { '4xx': errorBodySchema, '5xx': errorBodySchema, ...schema.response };
  });
});
