import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPresentationCode } from '#server/data/courses.ts';
import { studentMayDownload } from '#server/data/student-portal.ts';
import { appError } from '#server/lib/app-error.ts';
import { fileReply } from '#server/lib/route-schemas.ts';
import { storedNamePattern, uploadsDir } from '#server/lib/uploads.ts';
import { sessionUser } from '#server/plugins/session.ts';

// Only names the server generated are served, so no path can leave the folder.
const params = z.object({ name: z.string().regex(storedNamePattern, 'Not found.') });
const pptx = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/**
 * Uploaded files served from DATA_DIR/uploads. Images are public; presentations are attachments
 * named after their course's code, for admins and the course's enrolled students.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const dir = uploadsDir(app.config.dataDir);
  const schema = {
    params,
    produces: ['image/webp', pptx],
    response: {
      200: fileReply(
        'A course picture (public) or presentation (admins and students enrolled in its course).',
      ),
    },
  };

  app.get('/uploads/:name', { schema }, async (request, reply) => {
    const { name } = request.params;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw appError('NOT_FOUND');

    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    reply.header('content-length', info.size);
    if (name.endsWith('.webp')) {
      // Names are random and never reused, so the bytes behind a name never change.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.type('image/webp').send(createReadStream(file));
    }
    // A presentation: admins, and students enrolled in its course; 403 for other students.
    const user = sessionUser(request);
    if (user.role !== 'admin') {
      const allowed = await studentMayDownload(app.db, user.id, name);
      if (!allowed) throw appError('FORBIDDEN');
    }
    const code = await findPresentationCode(app.db, name);
    const safe = code.replace(/[^A-Za-z0-9_-]/g, '_') || 'presentation';
    reply.header('cache-control', 'private, no-store');
    reply.header('content-disposition', `attachment; filename="${safe}.pptx"`);
    return reply.type(pptx).send(createReadStream(file));
  });
};
