// Page shells: the prerendered pages (stylesheets inlined) and the SPA shell, with the route
// modules and first API reads of the path it is served for preloaded (plugins/client.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Maps each prerendered page's lower-cased path to its HTML file under the build folder. */
export async function prerenderedPages(root: string): Promise<Map<string, string>> {
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

/** A module preload as React Router writes it in a page (the module in group 1). */
export const modulePreload = /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"\/>/g;

/**
 * A prerendered page is readable before its scripts run: they only make it interactive. Its
 * module preloads are fetched at low priority, so on a slow connection the picture, the fonts and
 * the page itself come first and the scripts take what bandwidth is left. (A dashboard's shell
 * shows nothing until its scripts run, so it keeps their default priority.)
 */
export function lowerScriptPriority(html: string): string {
  return html.replace(modulePreload, '<link rel="modulepreload" href="$1" fetchPriority="low"/>');
}

/** The last segment of a page's path: a course page's slug. */
export const lastSegment = (pathname: string) => pathname.slice(pathname.lastIndexOf('/') + 1);

export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
};

/** React Router's route manifest (`/assets/manifest-*.js`) that a page's HTML names. */
export async function readRouteManifest(
  html: string,
  root: string,
): Promise<ManifestRoute[] | null> {
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
export const dataPreloads = (chain: ManifestRoute[], role: string | null) =>
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
