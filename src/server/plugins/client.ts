import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cachedReply, sendCached, type CachedReply } from '../lib/public-cache';

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

const stylesheetLink = /<link rel="stylesheet" href="\/assets\/([\w.-]+\.css)"\/>/g;

/**
 * Inlines a page's stylesheets, so the first paint waits for no other request. Each `<link>`
 * stays (React hydrates the head against it) but no longer blocks rendering (`media="print"`);
 * the `<style>` before it, which React leaves alone, holds the same rules.
 */
export async function inlineStylesheets(
  html: string,
  readCss: (name: string) => Promise<string | null>,
): Promise<string> {
  const names = [...html.matchAll(stylesheetLink)].map((m) => m[1]!);
  const css = new Map<string, string | null>();
  for (const name of names) css.set(name, await readCss(name));
  return html.replace(stylesheetLink, (link, name: string) => {
    const rules = css.get(name);
    if (!rules || rules.includes('</')) return link;
    return `<style>${rules}</style>${link.replace('/>', ' media="print"/>')}`;
  });
}

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
};

/** React Router's route manifest (`/assets/manifest-*.js`) that a page's HTML names. */
async function readRouteManifest(html: string, root: string): Promise<ManifestRoute[] | null> {
  const file = /\/assets\/manifest-[\w-]+\.js/.exec(html)?.[0];
  if (!file) return null;
  try {
    const text = await readFile(path.join(root, file), 'utf8');
    const json = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as {
      routes: Record<string, ManifestRoute>;
    };
    return Object.values(json.routes);
  } catch {
    return null;
  }
}

const rank = (r: ManifestRoute) =>
  r.path?.includes('*') ? 2 : r.path?.split('/').some((s) => s.startsWith(':')) ? 1 : 0;

/** The routes a path renders, outermost first (root excluded); null when none matches. */
export function matchRoutes(routes: ManifestRoute[], pathname: string): ManifestRoute[] | null {
  // Static paths win over :params, which win over splats (React Router's ranking, roughly).
  for (const most of [0, 1, 2]) {
    const chain = matchBelow(routes, pathname, 'root', most);
    if (chain) return chain;
  }
  return null;
}

function matchBelow(
  routes: ManifestRoute[],
  pathname: string,
  parentId: string,
  most: number,
): ManifestRoute[] | null {
  const segments = pathname.split('/').filter(Boolean);
  const children = routes.filter((r) => r.parentId === parentId && rank(r) <= most);
  for (const route of children) {
    // An index route may carry its parent's path (the /pa and /hi home pages: routes.ts).
    if (route.index && !route.path) {
      if (segments.length === 0) return [route];
      continue;
    }
    const own = (route.path ?? '').split('/').filter(Boolean);
    let rest = segments;
    let matched = true;
    for (const part of own) {
      if (part === '*') {
        rest = [];
        break;
      }
      const [head, ...tail] = rest;
      if (
        head === undefined ||
        (!part.startsWith(':') && part.toLowerCase() !== head.toLowerCase())
      ) {
        matched = false;
        break;
      }
      rest = tail;
    }
    if (!matched) continue;
    if (route.index) {
      if (rest.length === 0) return [route];
      continue;
    }
    const below = matchBelow(routes, rest.join('/'), route.id, most);
    if (below) return [route, ...below];
    if (rest.length === 0) return [route];
  }
  return null;
}

/**
 * The API reads a dashboard's route makes as soon as it renders (its loader's `/auth/me`, the
 * screen's first query), by route id; a route's area (`admin/…`, `student/…`) is the role that
 * may read them. For a request whose session has that role, the shell asks for them with
 * `<link rel="preload" as="fetch">`, so they run alongside the module downloads: the app's own
 * `fetch` of the same URL takes the preloaded reply instead of starting once all its code has
 * run and the layout's loader has answered (two round trips in series). Each URL must be the
 * exact one the client fetches (tests/api/client-pages.test.ts checks that it is in the code).
 */
export const routeDataPreloads: Record<string, readonly string[]> = {
  'admin/layout': ['/auth/me', '/api/notices/count'],
  'admin/home': ['/api/admin/summary'],
  'admin/teacher-data': ['/get-teachers'],
  'admin/student-data': ['/get-students'],
  'student/layout': ['/auth/me', '/api/notices/count'],
};

/** The data preloads of a route chain for a session of `role` (none without one). */
const dataPreloads = (chain: ManifestRoute[], role: string | null) =>
  role
    ? chain.filter((r) => r.id.startsWith(`${role}/`)).flatMap((r) => routeDataPreloads[r.id] ?? [])
    : [];

/**
 * The SPA shell for a path, with its route modules preloaded: without them the browser learns of
 * a dashboard's code only once the entry script has run (a waterfall of three or four requests).
 * With `role` (the session's, when it may use the app), the routes of that role's area also get
 * their first API reads preloaded, first in `<head>` so that they are not queued behind the
 * modules on the browser's six connections.
 */
export function withRoutePreloads(
  html: string,
  routes: ManifestRoute[],
  pathname: string,
  role: string | null = null,
): string {
  const chain = matchRoutes(routes, pathname) ?? [];
  const scripts = new Set(chain.flatMap((r) => [r.module, ...(r.imports ?? [])]));
  const styles = new Set(chain.flatMap((r) => r.css ?? []));
  const links = [
    ...[...scripts]
      .filter((href) => !html.includes(`"${href}"`))
      .map((href) => `<link rel="modulepreload" href="${href}"/>`),
    ...[...styles]
      .filter((href) => !html.includes(`"${href}"`))
      .map((href) => `<link rel="preload" as="style" href="${href}"/>`),
  ];
  // crossorigin="anonymous" is the credentials mode of the app's fetch (same-origin), which a
  // preload must match to be reused.
  const fetches = [...new Set(dataPreloads(chain, role))].map(
    (href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}"/>`,
  );
  let out = html;
  if (fetches.length) out = out.replace('<head>', `<head>${fetches.join('')}`);
  return links.length ? out.replace('</head>', `${links.join('')}</head>`) : out;
}

/** The cookie the web app keeps a visitor's language in (src/client/lib/language.ts). */
const languageCookie = 'lang';
const languagePrefix = /^\/(pa|hi)(\/|$)/;
const chosenLanguage = (value: string | undefined) =>
  value === 'pa' || value === 'hi' ? value : undefined;
/** '/Courses' → '/pa/Courses', '/' → '/pa'. */
const inLanguage = (path: string, language: 'pa' | 'hi') =>
  path === '/' ? `/${language}` : `/${language}${path}`;

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
 * Serves the built web app from memory: every file is read, compressed and tagged once, on its
 * first request (lib/public-cache.ts). Hashed assets are cached by browsers for a year, other
 * files for an hour; prerendered pages are answered by path in any casing (the spec links
 * /Courses and /courses alike), with their stylesheets inlined, and always revalidated; the SPA
 * shell answers every other page.
 */
export const clientPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const root = path.resolve(opts.root);
  const fallback = existsSync(path.join(root, '__spa-fallback.html'))
    ? '__spa-fallback.html'
    : 'index.html';
  const pages = await prerenderedPages(root);
  const assetsDir = path.join(root, 'assets');
  // Files never change while the server runs: each is read once, on first request.
  const held = new Map<string, Promise<CachedReply>>();
  const hold = (file: string, make: () => Promise<CachedReply>) => {
    let entry = held.get(file);
    if (!entry) {
      entry = make();
      held.set(file, entry);
      entry.catch(() => held.delete(file));
    }
    return entry;
  };

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

  const readPage = async (file: string) =>
    inlineStylesheets(await readFile(path.join(root, file), 'utf8'), async (name) =>
      assets.has(name) ? readFile(path.join(assetsDir, name), 'utf8') : null,
    );
  const fallbackHtml = readPage(fallback);
  fallbackHtml.catch(() => {});
  const routes = fallbackHtml.then((html) => readRouteManifest(html, root));
  routes.catch(() => {});

  app.decorate(
    'servePage',
    async (pathname: string, request: FastifyRequest, reply: FastifyReply) => {
      const key = pathname.toLowerCase().replace(/\/+$/, '') || '/';
      const file = pages.get(key);
      // Pages always revalidate, so a deploy shows at once.
      const page = (html: string) => cachedReply(html, 'text/html; charset=utf-8', 'no-cache');
      let entry: CachedReply;
      if (file) {
        // A visitor who chose Punjabi or Hindi (the `lang` cookie) gets the page in it, at its URL.
        const chosen = chosenLanguage(request.cookies?.[languageCookie]);
        if (chosen && !languagePrefix.test(key) && pages.has(inLanguage(key, chosen))) {
          const query = request.url.includes('?')
            ? request.url.slice(request.url.indexOf('?'))
            : '';
          reply.header('cache-control', 'no-store').header('vary', 'Cookie');
          return reply.redirect(
            `${inLanguage(pathname.replace(/\/+$/, '') || '/', chosen)}${query}`,
            302,
          );
        }
        entry = await hold(file, async () => page(await readPage(file)));
      } else {
        // One shell per matched route chain, with or without its data preloads: a bounded
        // number, whatever paths are asked for.
        const manifest = await routes;
        const chain = manifest ? (matchRoutes(manifest, key) ?? []) : [];
        // A session that must first change its password may read nothing else (403).
        const role = request.user && !request.mustChangePassword ? request.user.role : null;
        const withData = dataPreloads(chain, role).length > 0;
        const id = `${fallback}#${chain.map((r) => r.id).join(',')}${withData ? `+${role}` : ''}`;
        entry = await hold(id, async () => {
          const html = await fallbackHtml;
          return page(manifest ? withRoutePreloads(html, manifest, key, role) : html);
        });
      }
      return sendCached(request, reply, entry);
    },
  );
});
