import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { findByPresentation } from '../../data/courses';
import { httpError } from '../../lib/http-error';
import { storedNamePattern, uploadsDir } from '../../lib/uploads';
import { requireRole } from '../../plugins/session';

const adminOnly = requireRole('admin');

/**
 * Uploaded files served from DATA_DIR/uploads. Only names the server generated are served, so no
 * path can leave the folder. Images are public; presentations are admin-only attachments.
 */
export async function uploadsRoutes(app: FastifyInstance) {
  const dir = uploadsDir(app.config.dataDir);

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    if (!storedNamePattern.test(name)) throw httpError(404, 'Not found.');
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw httpError(404, 'Not found.');

    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    reply.header('content-length', info.size);
    if (name.endsWith('.webp')) {
      // Names are random and never reused, so the bytes behind a name never change.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.type('image/webp').send(createReadStream(file));
    }
    await adminOnly(request);
    const course = await findByPresentation(app.db, name);
    if (!course) throw httpError(404, 'Not found.');
    const safe = course.code.replace(/[^A-Za-z0-9_-]/g, '_') || 'presentation';
    reply.header('cache-control', 'private, no-store');
    reply.header('content-disposition', `attachment; filename="${safe}.pptx"`);
    return reply
      .type('application/vnd.openxmlformats-officedocument.presentationml.presentation')
      .send(createReadStream(file));
  });
}
