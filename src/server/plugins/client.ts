import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Maps each prerendered page's lower-cased path to its HTML file under the build folder. */
async function prerenderedPages(root: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') await walk(full);
      else if (entry.name === 'index.html') {
        const rel = path.relative(root, dir).split(path.sep).join('/');
        pages.set(`/${rel}`.toLowerCase().replace(/\/$/, '') || '/', path.relative(root, full));
      }
    }
  }
  await walk(root);
  return pages;
}

/**
 * Serves the built web app: hashed assets cached for a year, prerendered pages by path in any
 * casing (the spec links /Courses and /courses alike), and the SPA shell for every other page.
 */
export const clientPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const root = path.resolve(opts.root);
  const fallback = existsSync(path.join(root, '__spa-fallback.html'))
    ? '__spa-fallback.html'
    : 'index.html';
  const pages = await prerenderedPages(root);

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      const policy = filePath.endsWith('.html')
        ? 'no-cache' // pages always revalidate, so a deploy shows at once
        : immutable
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600';
      reply.header('cache-control', policy);
    },
  });

  app.decorate('servePage', (pathname: string, reply: FastifyReply) => {
    const key = pathname.toLowerCase().replace(/\/+$/, '') || '/';
    const file = pages.get(key) ?? fallback;
    return reply.sendFile(file, root);
  });
});
