// Quiet pages: a prerendered public page that is whole without its scripts is sent with them held
// back until the visitor first touches, types or scrolls (public/page-wake.js), so a first visit
// downloads and runs no application code (decision 037).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { seedCatalogueView } from '#shared/catalogue-seed-view.ts';
import type { AppLocale } from '#shared/intl-locale.ts';
import { publicCatalogue, type CatalogueView } from '../routes/public/public-catalogue';
import { lastSegment, modulePreload } from './client-shell';

/** Public pages whose prerendered HTML holds everything they show (no catalogue data). */
const wholeWithoutData = new Set([
  'public/home',
  'public/about',
  'public/contact',
  'public/privacy',
  'public/terms',
]);

/** The route id without its language prefix ('pa/public/home' → 'public/home'). */
const bareRouteId = (id: string) => id.replace(/^(pa|hi)\//, '');

/** The language a route id renders in ('hi/public/course' → 'hi', 'public/course' → 'en'). */
const routeLanguage = (id: string): AppLocale => (/^(pa|hi)\//.exec(id)?.[1] as AppLocale) ?? 'en';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Freshness = { catalogue: boolean; courses: Set<string> };
const freshnessOf = new WeakMap<CatalogueView, Freshness>();

/**
 * Which catalogue pages of a language the build rendered as the database holds them now: the
 * same comparison the page makes once live (`useFresh`), made once per catalogue read and
 * language (a course whose Punjabi words changed is live in Punjabi, still quiet in English).
 */
function freshness(snapshot: CatalogueView, language: AppLocale): Freshness {
  let known = freshnessOf.get(snapshot);
  if (!known) {
    const seed = seedCatalogueView(language);
    const seedCourses = new Map(seed.flatMap((c) => c.courses).map((c) => [c.slug, c]));
    const courses = new Set<string>();
    for (const [slug, course] of snapshot.bySlug) {
      if (same(course, seedCourses.get(slug))) courses.add(slug);
    }
    known = { catalogue: same(snapshot.categories, seed), courses };
    freshnessOf.set(snapshot, known);
  }
  return known;
}

/**
 * Whether the prerendered page of `routeId` at `key` (its lower-cased path) can be sent quiet:
 * a page without data always; the course list and a course page only while the catalogue still
 * says what the build rendered (after an admin's change they load at once and refresh).
 */
export async function isQuietPage(
  app: FastifyInstance,
  routeId: string,
  key: string,
): Promise<boolean> {
  const id = bareRouteId(routeId);
  if (wholeWithoutData.has(id)) return true;
  if (id !== 'public/courses' && id !== 'public/course') return false;
  const language = routeLanguage(routeId);
  let snapshot: CatalogueView;
  try {
    snapshot = (await publicCatalogue(app)).view(language);
  } catch (err) {
    app.log.warn({ err }, 'catalogue read for a quiet page failed');
    return false;
  }
  const known = freshness(snapshot, language);
  if (id === 'public/courses') return known.catalogue;
  return known.courses.has(lastSegment(key));
}

const hydrationScript =
  /<script type="module" async="">(import "\/assets\/manifest-[\s\S]*?)<\/script>/;

/** The id of the held-back hydration script, by which page-wake.js finds it. */
const heldScriptId = 'app-module';

/**
 * The wake script's URL, with its content's hash: it is cached an hour like the other unhashed
 * files, so a deploy that changes it must change its URL too.
 */
export async function wakeScriptUrl(root: string): Promise<string> {
  try {
    const text = await readFile(path.join(root, 'page-wake.js'));
    return `/page-wake.js?v=${createHash('sha256').update(text).digest('hex').slice(0, 10)}`;
  } catch {
    return '/page-wake.js';
  }
}

/**
 * A page with its scripts held back: the module preloads are dropped (their list goes to the
 * wake script) and the hydration script is kept inert (`type="text/plain"`, same text, so its
 * CSP hash still allows it once page-wake.js runs it).
 */
export function holdScripts(html: string, wakeSrc = '/page-wake.js'): string {
  const match = hydrationScript.exec(html);
  if (!match) return html;
  const preloads = [...html.matchAll(modulePreload)].map((m) => m[1]!);
  const wake =
    `<script type="text/plain" id="${heldScriptId}">${match[1]}</script>` +
    `<script type="module" src="${wakeSrc}" data-preload="${preloads.join(' ')}"></script>`;
  return html.replace(modulePreload, '').replace(match[0], () => wake);
}
