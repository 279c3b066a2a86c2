import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';

const apiDocsPath = '/api/docs';

/**
 * OpenAPI generated from the route schemas: the page at /api/docs and the document at
 * /api/docs/json. Public, as the web app's bundle names every call anyway and each call is
 * guarded on the server (docs/decisions/005-typed-routes-and-openapi.md). Register it before
 * the routes: it collects them as they are added.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Academy API',
        description:
          'Every call of the Academy website, student portal and admin console. Errors answer ' +
          '`{ code, message, fieldErrors? }`. Admin calls answer 401 without a session and 403 ' +
          'for a student; the session is the `academy_session` cookie set by the logins.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    // Schemas with an id in src/shared (`.meta({ id })`) become components, referenced by name.
    transformObject: (doc) => withoutUnusedSchemas(jsonSchemaTransformObject(doc)),
  });
  await app.register(swaggerUi, {
    routePrefix: apiDocsPath,
    // No call-outs to swagger.io: the page loads only from this origin, under the site's CSP.
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
  });
});

/**
 * The transform lists every named schema twice (as input and as output); keep only those the
 * document refers to, directly or through another kept schema.
 */
function withoutUnusedSchemas(doc: ReturnType<typeof jsonSchemaTransformObject>) {
  const openapi = doc as OpenAPIV3.Document;
  const all = openapi.components?.schemas ?? {};
  const refs = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
  const kept = new Set<string>();
  const queue = refs(openapi.paths);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (kept.has(name) || !all[name]) continue;
    kept.add(name);
    queue.push(...refs(all[name]));
  }
  const schemas = Object.fromEntries([...kept].sort().map((name) => [name, all[name]!]));
  return { ...openapi, components: { ...openapi.components, schemas } };
}

/** The OpenAPI document as committed in docs/openapi.json (`npm run openapi` writes it). */
export function openApiText(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}
