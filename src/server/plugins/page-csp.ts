import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '#shared/api-paths.ts';

/** The SHA-256 CSP source of each inline script of an HTML page, as the browser hashes it. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1] ?? '') || !m[2]) continue;
    hashes.add(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** The site's policy; `scripts` are the page's own inline-script hashes. */
function contentSecurityPolicy(scripts: string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    // MUI (emotion) writes style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "script-src-attr 'none'",
  ].join(';');
}

async function htmlFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') await walk(full);
      else if (entry.name.endsWith('.html')) out.push(full);
    }
  }
  await walk(root);
  return out;
}

const pageKey = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * No `'unsafe-inline'` for scripts: React Router's prerendered pages carry small inline scripts
 * (the hydration context and the module loader), so each page is served with the hashes of its
 * own inline scripts, read from the build once at start. Pages are static files, so the hashes
 * never go stale; a page the build does not know gets the SPA shell's hashes (what it serves).
 */
export const pageCspPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const root = path.resolve(opts.root);
  const byKey = new Map<string, string>();
  const byFile = new Map<string, string>();
  for (const file of await htmlFiles(root)) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    const policy = contentSecurityPolicy(inlineScriptHashes(await readFile(file, 'utf8')));
    byFile.set(`/${rel}`.toLowerCase(), policy);
    if (rel.endsWith('index.html'))
      byKey.set(pageKey(`/${rel.slice(0, -'index.html'.length)}`), policy);
  }
  const fallbackFile = existsSync(path.join(root, '__spa-fallback.html'))
    ? '/__spa-fallback.html'
    : '/index.html';
  const fallback = byFile.get(fallbackFile) ?? contentSecurityPolicy();

  app.addHook('onSend', async (request, reply) => {
    const type = reply.getHeader('content-type');
    const pathname = request.url.split('?')[0] ?? '/';
    // A 304 has no content type, yet the browser takes its headers over the cached page's: a
    // revalidated page (reload, back) must get its hashes too.
    const revalidatedPage =
      reply.statusCode === 304 && !isApiPath(pathname) && !/\.(?!html$)[a-z0-9]+$/i.test(pathname);
    const html = typeof type === 'string' && type.startsWith('text/html');
    if (!html && !revalidatedPage) return;
    const policy = byFile.get(pathname.toLowerCase()) ?? byKey.get(pageKey(pathname)) ?? fallback;
    reply.header('content-security-policy', policy);
  });
});
