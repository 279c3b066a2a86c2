// The build's files other than its pages (scripts, styles, pictures, fonts, favicon), served
// from memory by plugins/client.ts.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cachedReply, sendCached, type CachedReply } from '../lib/public-cache';

/** Builds a file's reply once, on its first request, and keeps it (files never change). */
export type Hold = (key: string, make: () => Promise<CachedReply>) => Promise<CachedReply>;

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.js', '.css', '.map', '.json', '.data', '.txt', '.svg', '.ico']);

/** Headers about documents that a script, stylesheet or picture does not need (~700 bytes each). */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Every file of the build but its pages, as URL paths (`/assets/x.js`, `/favicon.ico`). */
async function staticFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') await walk(full);
      } else if (entry.name !== 'index.html' && entry.name !== '__spa-fallback.html') {
        files.push(`/${path.relative(root, full).split(path.sep).join('/')}`);
      }
    }
  }
  await walk(root);
  return files;
}
/**
 * Registers a route for each static file: hashed assets (`/assets/…`: scripts, styles and the
 * public pages' pictures) are cached by browsers for a year, other files (the plain
 * `/images/…` copies, Open Graph pictures, favicon) for an hour. Returns the names of the
 * assets, for the page shells' inlined stylesheets.
 */
export async function serveStaticFiles(
  app: FastifyInstance,
  root: string,
  hold: Hold,
): Promise<Set<string>> {
  const files = await staticFiles(root);
  const assets = new Set(
    files.filter((f) => f.startsWith('/assets/')).map((f) => f.slice('/assets/'.length)),
  );
  const serveFile = (url: string, request: FastifyRequest, reply: FastifyReply) =>
    hold(url, async () => {
      const ext = path.extname(url).toLowerCase();
      const bytes = await readFile(path.join(root, ...url.slice(1).split('/')));
      const hashed = url.startsWith('/assets/');
      return cachedReply(
        bytes,
        types[ext] ?? 'application/octet-stream',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        compressible.has(ext),
      );
    }).then((entry) => {
      if (!entry.type.startsWith('image/svg')) {
        for (const name of documentOnlyHeaders) reply.removeHeader(name);
      }
      return sendCached(request, reply, entry);
    });

  for (const url of files) {
    if (url.startsWith('/assets/')) continue;
    app.get(url, { schema: { hide: true } }, (request, reply) => serveFile(url, request, reply));
  }
  app.get<{ Params: { file: string } }>(
    '/assets/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params.file;
      if (!assets.has(name)) return reply.code(404).type('text/plain').send('Not found');
      return serveFile(`/assets/${name}`, request, reply);
    },
  );
  return assets;
}
