import { readFile } from 'node:fs/promises';
import type { HTTPMethods, RouteOptions } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { openApiText } from '#server/plugins/api-docs.ts';
import { repoRoot } from '../support/server-process';
import { setupTestApp } from '../support/test-app';

const routes: { method: string; url: string }[] = [];
/** Routes kept out of the document on purpose: only what is not for the web app's users. */
const hidden: string[] = [];
const t = setupTestApp({
  onRoute: (route: RouteOptions) => {
    if ((route.schema as { hide?: boolean } | undefined)?.hide) {
      if (!route.url.startsWith('/api/docs')) hidden.push(route.url);
      return;
    }
    for (const method of ([] as HTTPMethods[]).concat(route.method)) {
      if (method !== 'HEAD' && !route.url.startsWith('/api/docs')) {
        routes.push({ method: method.toLowerCase(), url: route.url });
      }
    }
  },
});

describe('API docs', () => {
  it('docs/openapi.json is current (run `npm run openapi` after changing a route)', async () => {
    const committed = await readFile(`${repoRoot}/docs/openapi.json`, 'utf8');
    expect(committed === openApiText(t.app), 'docs/openapi.json is out of date').toBe(true);
  });

  it('lists every route with its request and reply schemas', () => {
    const doc = t.app.swagger() as OpenAPIV3.Document;
    expect(routes.length).toBeGreaterThan(40);
    // Prometheus's scrape answers text to a machine on this host, and the contact and sign-up
    // pages take their forms sent without the app (pages, decisions 048 and 058): not calls of
    // the API.
    expect([...new Set(hidden)]).toEqual([
      '/metrics',
      '/contactus',
      '/pa/contactus',
      '/hi/contactus',
      '/SignUp',
      '/pa/SignUp',
      '/hi/SignUp',
    ]);
    for (const { method, url } of routes) {
      const path = url.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[method as OpenAPIV3.HttpMethods];
      expect(op, `${method} ${url}`).toBeDefined();
      const replies = Object.entries(op!.responses) as [string, OpenAPIV3.ResponseObject][];
      const success = replies.filter(([status]) => /^2/.test(status));
      expect(success.length, `${method} ${url}: a success reply`).toBeGreaterThan(0);
      for (const [status, reply] of success) {
        if (status !== '204') expect(reply.content, `${method} ${url} ${status}`).toBeDefined();
      }
      expect(op!.responses['4XX'], `${method} ${url}: the error body`).toBeDefined();
      if (url.includes(':')) expect(op!.parameters?.length, `${method} ${url}`).toBeGreaterThan(0);
    }
    // Calls that take a body document it, JSON or multipart.
    const body = (m: string, p: string) =>
      (doc.paths[p]?.[m as OpenAPIV3.HttpMethods]?.requestBody as OpenAPIV3.RequestBodyObject)
        ?.content;
    expect(Object.keys(body('post', '/add-teacher') ?? {})).toEqual(['application/json']);
    expect(Object.keys(body('post', '/api/courses') ?? {})).toEqual(['multipart/form-data']);
    expect(Object.keys(body('put', '/api/courses/{id}') ?? {})).toEqual(['multipart/form-data']);
  });

  it('serves the page and the document to anyone', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(t.app.swagger());
  });
});
