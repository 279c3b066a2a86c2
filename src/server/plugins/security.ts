import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { isApiPath } from '#shared/api-paths.ts';
import { appError, validationFailed } from '../lib/app-error';

/**
 * Dotted paths of the strings in `value` that hold a NUL character (PostgreSQL text cannot store
 * one). Walks without recursion, so however deep the nesting, it cannot overflow the stack.
 */
function nulPaths(value: unknown, limit = 20): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0 && found.length < limit) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) found.push(path || '_');
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const key = k.includes('\u0000') ? k.replaceAll('\u0000', '') : k;
        if (key !== k) found.push(path ? `${path}.${key}` : key || '_');
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return found;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when a state-changing request comes from another site. */
function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  // A form posted by the page itself: under `Referrer-Policy: no-referrer` the browser sends
  // `Origin: null`, and its `Sec-Fetch-Site` (which no page can set) says where it came from.
  if (origin === 'null' && site === 'same-origin') return false;
  try {
    // Scheme, host and port must all match: http://site is another origin than https://site.
    const own = new URL(`${request.protocol}://${request.headers.host ?? ''}`).origin;
    return new URL(origin).origin !== own;
  } catch {
    return true; // "null" or garbage
  }
}

/** Security headers, and cross-site state changes refused (CSRF) on every non-GET request. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  // Built once: @fastify/helmet rebuilt every middleware and re-parsed the CSP on each request
  // (about a tenth of the server's CPU on a batch sitting a mock test).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // No 'unsafe-inline': HTML pages get their own inline scripts' hashes (page-csp.ts).
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
  app.addHook('onRequest', async (request) => {
    if (!safeMethods.has(request.method) && isCrossSite(request)) {
      throw appError('CROSS_SITE');
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', String(request.id));
    // HSTS once the site is reached over HTTPS (directly, or through a trusted proxy that says so).
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // Replies to a logged-in user, and any reply that sets a session cookie (logins), are never
    // stored by a browser or proxy cache, unless the route chose its own policy.
    const pathname = request.url.split('?')[0] ?? '/';
    if (
      isApiPath(pathname) &&
      !reply.hasHeader('cache-control') &&
      (request.user || reply.hasHeader('set-cookie'))
    ) {
      reply.header('cache-control', 'no-store');
    }
  });
  // A NUL character anywhere in the input is a 400 naming the field, on every route, before
  // the route's schema or the database sees it.
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...nulPaths(request.params),
      ...nulPaths(request.query),
      ...(request.body && typeof request.body === 'object' ? nulPaths(request.body) : []),
      ...(typeof request.body === 'string' ? nulPaths(request.body) : []),
    ];
    if (paths.length > 0) {
      throw validationFailed(
        Object.fromEntries(
          paths.map((p) => [p, ['This value holds a character that is not allowed.']]),
        ),
      );
    }
  });
});
