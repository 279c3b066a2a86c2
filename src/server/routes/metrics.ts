import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { appError } from '../lib/app-error';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The peer is this machine: the socket's own address, never one named in a header. */
function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const v4 = peer.startsWith('::ffff:') ? peer.slice(7) : peer;
  const loopback = v4 === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
  // A proxy on this machine (nginx) connects from 127.0.0.1 on behalf of anyone: a request it
  // forwarded is not this machine's own, whatever TRUST_PROXY says.
  const h = request.headers;
  const forwarded = h['x-forwarded-for'] ?? h.forwarded ?? h['x-real-ip'];
  return loopback && forwarded === undefined;
}

/**
 * `GET /metrics` in Prometheus's text format: to a scraper on this machine, or to one that sends
 * `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time).
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const token = app.config.metricsToken ? digest(app.config.metricsToken) : undefined;
  const bearer = (request: FastifyRequest) => {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    return token !== undefined && m !== null && timingSafeEqual(digest(m[1]!), token);
  };

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisMachine(request) && !bearer(request)) {
      throw appError(
        'FORBIDDEN',
        token
          ? 'Metrics need the metrics token (Authorization: Bearer …).'
          : 'Metrics are served only to this machine; set METRICS_TOKEN to read them from elsewhere.',
      );
    }
    const { registry } = app.metrics;
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
};
