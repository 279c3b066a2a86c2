import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cachedReply, sendCached, type CachedReply } from '../lib/public-cache';
import { publicCatalogue } from '../routes/public/public-catalogue';
import { academy } from '#shared/academy.ts';
import { contactMessages } from '#shared/contact-options.ts';
import {
  languageRedirect,
  pathLanguage,
  rememberChosenLanguage,
  sendNotFoundPage,
} from './client-language';
import {
  dataPreloads,
  inlineStylesheets,
  lastSegment,
  lowerScriptPriority,
  matchRoutes,
  prerenderedPages,
  readRouteManifest,
  withRoutePreloads,
  type ManifestRoute,
} from './client-shell';
import { serveStaticFiles } from './client-static';
import { admissionPageState, fillAdmissionForm, type AdmissionPageState } from './admission-page';
import { contactPageState, fillContactForm, type FormState } from './form-pages';
import { holdScripts, isQuietPage, wakeScriptUrl } from './quiet-pages';

/** The course page's route, in each language ('public/course', 'pa/public/course', …). */
const courseRoute = /(^|\/)public\/course$/;

/**
 * Whether a path that is not prerendered names a page of the app: a route other than the
 * catch-all (which only sends the reader home), and for the course route (`/:slug`, which
 * takes any one segment) a course the catalogue holds — one the admin added after the build.
 */
async function namesPage(
  app: FastifyInstance,
  chain: ManifestRoute[] | null,
  key: string,
): Promise<boolean> {
  const last = chain?.at(-1);
  if (!last || last.path?.includes('*')) return false;
  if (!courseRoute.test(last.id)) return true;
  try {
    return (await publicCatalogue(app)).view('en').bySlug.has(lastSegment(key));
  } catch (err) {
    // Without the catalogue the app's own check decides (it sends an unknown course home).
    app.log.warn({ err }, 'course lookup for a page failed');
    return true;
  }
}

/**
 * A prerendered page's own addresses (canonical, hreflang, Open Graph, JSON-LD: written at build
 * time under the academy's domain) under `site`, PUBLIC_URL (issue 24.5). Only in `<link>`,
 * `<meta>` and JSON-LD: no script the page's CSP hashes changes.
 */
function atSite(html: string, site: string | undefined): string {
  if (!site || site === academy.siteUrl) return html;
  const swap = (part: string) => part.split(academy.siteUrl).join(site);
  return html.replace(
    /<link\b[^>]*>|<meta\b[^>]*>|<script type="application\/ld\+json">[\s\S]*?<\/script>/g,
    swap,
  );
}

/**
 * Serves the built web app from memory: every file is read, compressed and tagged once, on its
 * first request (lib/public-cache.ts; static files: client-static.ts). Prerendered pages are
 * answered by path in any casing (the spec links /Courses and /courses alike), with their
 * stylesheets inlined, and always revalidated (those that are whole without their scripts are
 * sent quiet: quiet-pages.ts); the SPA shell (client-shell.ts) answers every other page the app
 * has; a path that names none answers 404 (client-language.ts).
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

  const assets = await serveStaticFiles(app, root, hold);

  const site = app.config.publicUrl;
  const readPage = async (file: string) =>
    atSite(
      await inlineStylesheets(await readFile(path.join(root, file), 'utf8'), async (name) =>
        assets.has(name) ? readFile(path.join(assetsDir, name), 'utf8') : null,
      ),
      site,
    );
  const fallbackHtml = readPage(fallback);
  fallbackHtml.catch(() => {});
  const routes = fallbackHtml.then((html) => readRouteManifest(html, root));
  routes.catch(() => {});

  const wakeSrc = await wakeScriptUrl(root);
  // The route each prerendered page renders (a bounded map: one entry per prerendered page).
  const pageRoutes = new Map<string, string | undefined>();
  const pageRoute = async (key: string) => {
    if (!pageRoutes.has(key)) {
      const manifest = await routes;
      pageRoutes.set(key, manifest ? matchRoutes(manifest, key)?.at(-1)?.id : undefined);
    }
    return pageRoutes.get(key);
  };

  /** A prerendered page's HTML as a quiet page is sent (scripts held), or null if none. */
  const quietHtml = async (key: string) => {
    const file = pages.get(key);
    if (!file) return null;
    return (
      await hold(`${file}#quiet`, async () => page(holdScripts(await readPage(file), wakeSrc)))
    ).identity.toString('utf8');
  };
  const page = (html: string) => cachedReply(html, 'text/html; charset=utf-8', 'no-cache');

  /**
   * Answers with the contact page of `pathname`'s language, its form filled in with `state`
   * (plugins/form-pages.ts): the reply to a form sent without the app, or the page a link asked
   * to preselect. Never cached: it holds what one visitor typed.
   */
  const sendContactPage = async (
    pathname: string,
    state: FormState,
    reply: FastifyReply,
    status = 200,
  ) => {
    const language = pathLanguage(pathname);
    const key = language === 'en' ? '/contactus' : `/${language}/contactus`;
    const html = await quietHtml(key);
    if (!html) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(fillContactForm(html, state, language));
  };
  app.decorate('sendContactPage', sendContactPage);

  /**
   * Answers with the sign-up page of `pathname`'s language, its admission form filled in with
   * `state` (plugins/admission-page.ts). Scripts as the page always has them: the app loads at
   * once, the form's code at the first touch. Never cached: it holds what one visitor typed.
   */
  const sendAdmissionPage = async (
    pathname: string,
    state: AdmissionPageState,
    reply: FastifyReply,
    status = 200,
  ) => {
    const language = pathLanguage(pathname);
    const file = pages.get(language === 'en' ? '/signup' : `/${language}/signup`);
    if (!file) return reply.code(404).type('text/plain').send('Not found');
    const entry = await hold(file, async () => page(lowerScriptPriority(await readPage(file))));
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(fillAdmissionForm(entry.identity.toString('utf8'), state, language));
  };
  app.decorate('sendAdmissionPage', sendAdmissionPage);

  app.decorate(
    'servePage',
    async (pathname: string, request: FastifyRequest, reply: FastifyReply) => {
      const key = pathname.toLowerCase().replace(/\/+$/, '') || '/';
      const file = pages.get(key);
      // Pages always revalidate, so a deploy shows at once.
      let entry: CachedReply;
      if (file) {
        // A language link (`?lang=pa`) is the visitor's choice: remembered, and not overruled.
        const chosen = rememberChosenLanguage(request, reply);
        const redirect = chosen ? null : languageRedirect(pathname, key, pages, request, reply);
        if (redirect) return redirect;
        const routeId = await pageRoute(key);
        if (/^(\/(pa|hi))?\/contactus$/.test(key)) {
          const state = contactPageState(
            request.query as Record<string, unknown>,
            contactMessages.sent,
          );
          if (state) return sendContactPage(pathname, state, reply);
        }
        if (/^(\/(pa|hi))?\/signup$/.test(key)) {
          const state = admissionPageState(request.query as Record<string, unknown>);
          if (state) return sendAdmissionPage(pathname, state, reply);
        }
        // Someone logged in gets the live page at once: its header shows their dashboard.
        if (routeId && !request.user && (await isQuietPage(app, routeId, key))) {
          entry = await hold(`${file}#quiet`, async () =>
            page(holdScripts(await readPage(file), wakeSrc)),
          );
        } else {
          entry = await hold(file, async () => page(lowerScriptPriority(await readPage(file))));
        }
      } else {
        const manifest = await routes;
        const chain = manifest ? matchRoutes(manifest, key) : null;
        // Without the route manifest (a bare build) every path gets the shell.
        if (manifest && !(await namesPage(app, chain, key)))
          return sendNotFoundPage(key, assets, reply);
        // One shell per matched route chain, with or without its data preloads: a bounded
        // number, whatever paths are asked for.
        const matched = chain ?? [];
        // A session that must first change its password may read nothing else (403).
        const role = request.user && !request.mustChangePassword ? request.user.role : null;
        const withData = dataPreloads(matched, role).length > 0;
        const id = `${fallback}#${matched.map((r) => r.id).join(',')}${withData ? `+${role}` : ''}`;
        entry = await hold(id, async () => {
          const html = await fallbackHtml;
          return page(manifest ? withRoutePreloads(html, manifest, key, role) : html);
        });
      }
      return sendCached(request, reply, entry);
    },
  );
});
