// Quiet pages (decision 037): a prerendered public page that is whole without its scripts is sent
// with them held until the visitor acts; the course list and course pages only while the
// catalogue still says what the build rendered; someone logged in always gets the live page.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '#server/seed/seed-catalogue.ts';
import { and, eq as same } from 'drizzle-orm';
import { courses } from '#server/db/schema.ts';
import { courseTranslations } from '#server/db/schema-course-texts.ts';
import { createTestApp, type TestApp } from '../support/test-app';

const manifest = '/assets/manifest-abc123.js';
const hydration = `import "${manifest}";\nimport * as route0 from "/assets/root-abc123.js";\nimport("/assets/entry.client-abc123.js");`;
const page = (title: string) =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="${manifest}"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-abc123.js"/></head>` +
  `<body><h1>${title}</h1><script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">${hydration}</script></body></html>`;

const route = (id: string, parentId: string, extra: object) => ({
  id,
  parentId,
  module: `/assets/${id.replace(/\W/g, '-')}.js`,
  ...extra,
});
const routes = {
  root: { id: 'root', module: '/assets/root-abc123.js' },
  'public/layout': route('public/layout', 'root', {}),
  'public/home': route('public/home', 'public/layout', { index: true }),
  'public/courses': route('public/courses', 'public/layout', { path: 'Courses' }),
  'public/course': route('public/course', 'public/layout', { path: ':slug' }),
  'pa/public/layout': route('pa/public/layout', 'root', { path: 'pa' }),
  'pa/public/home': route('pa/public/home', 'pa/public/layout', { index: true }),
  'pa/public/courses': route('pa/public/courses', 'pa/public/layout', { path: 'Courses' }),
  'pa/public/course': route('pa/public/course', 'pa/public/layout', { path: ':slug' }),
  'hi/public/layout': route('hi/public/layout', 'root', { path: 'hi' }),
  'hi/public/course': route('hi/public/course', 'hi/public/layout', { path: ':slug' }),
  'auth/student-login': route('auth/student-login', 'root', { path: 'login' }),
};

const pages: Record<string, string> = {
  '': 'home',
  pa: 'ghar',
  Courses: 'courses',
  'graphic-design': 'graphic design',
  'tally-prime-gst': 'tally',
  'pa/Courses': 'courses pa',
  'pa/graphic-design': 'graphic design pa',
  'pa/tally-prime-gst': 'tally pa',
  'hi/tally-prime-gst': 'tally hi',
  login: 'login',
};

const wakeScript = 'console.log("wake")';
// The wake script is named with its content's hash: cached an hour, a new one gets a new URL.
const wakeSrc = `/page-wake.js?v=${createHash('sha256').update(wakeScript).digest('hex').slice(0, 10)}`;

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'academy-quiet-'));
  await mkdir(path.join(dir, 'assets'));
  for (const [at, title] of Object.entries(pages)) {
    await mkdir(path.join(dir, at), { recursive: true });
    await writeFile(path.join(dir, at, 'index.html'), page(title));
  }
  await writeFile(path.join(dir, '__spa-fallback.html'), page('shell'));
  await writeFile(path.join(dir, 'page-wake.js'), wakeScript);
  await writeFile(
    path.join(dir, manifest),
    `window.__reactRouterManifest=${JSON.stringify({ routes })};`,
  );
  t = await createTestApp({ clientDir: dir, seed: (db) => seedCatalogue(db) });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: cookie ? { cookie } : {} }).then((r) => r.body);
const isQuiet = (html: string) => html.includes('id="app-module"');
const cspHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('quiet pages', () => {
  it('holds a page’s scripts: no module preloads, the hydration script inert and listed for page-wake.js', async () => {
    const html = await get('/');
    expect(html).toContain('<h1>home</h1>');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script type="module" async="">');
    const held = /<script type="text\/plain" id="app-module">([\s\S]*?)<\/script>/.exec(html);
    // The same text, so the CSP hash the page is served with still allows it when run.
    expect(cspHash(held?.[1] ?? '')).toBe(cspHash(hydration));
    expect(html).toContain(
      `<script type="module" src="${wakeSrc}" data-preload="${manifest} /assets/entry.client-abc123.js"></script>`,
    );
    // The page's other inline scripts are left as they are.
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(isQuiet(await get('/pa'))).toBe(true);
    expect((await t.app.inject({ url: wakeSrc })).body).toBe(wakeScript);
  });

  it('sends the logins live, their scripts fetched at low priority', async () => {
    const html = await get('/login');
    expect(isQuiet(html)).toBe(false);
    expect(html).toContain('<script type="module" async="">');
    expect(html).toContain(`<link rel="modulepreload" href="${manifest}" fetchPriority="low"/>`);
  });

  it('sends the course list and a course page quiet only while the catalogue is what the build rendered', async () => {
    // Each language compares with the build's page in that language (issue 27.2).
    expect(isQuiet(await get('/pa/Courses'))).toBe(true);
    expect(isQuiet(await get('/pa/graphic-design'))).toBe(true);
    expect(isQuiet(await get('/hi/tally-prime-gst'))).toBe(true);
    expect(isQuiet(await get('/Courses'))).toBe(true);
    expect(isQuiet(await get('/graphic-design'))).toBe(true);
    expect(isQuiet(await get('/tally-prime-gst'))).toBe(true);

    await t.db.update(courses).set({ price: 1 }).where(eq(courses.slug, 'graphic-design'));
    await t.app.publicCache.changed();
    // The changed course's page and the list load at once and refresh; the others stay quiet.
    expect(isQuiet(await get('/Courses'))).toBe(false);
    expect(isQuiet(await get('/graphic-design'))).toBe(false);
    expect(isQuiet(await get('/tally-prime-gst'))).toBe(true);
    expect(isQuiet(await get('/'))).toBe(true);
  });

  it('decides per language: a course whose Punjabi words changed is live in Punjabi only', async () => {
    const [tally] = await t.db.select().from(courses).where(eq(courses.slug, 'tally-prime-gst'));
    await t.db
      .update(courseTranslations)
      .set({ timings: 'ਸਿਰਫ਼ ਸ਼ਨਿੱਚਰਵਾਰ' })
      .where(
        and(same(courseTranslations.courseId, tally!.id), same(courseTranslations.language, 'pa')),
      );
    await t.app.publicCache.changed();
    expect(isQuiet(await get('/pa/tally-prime-gst'))).toBe(false);
    expect(isQuiet(await get('/tally-prime-gst'))).toBe(true);
    expect(isQuiet(await get('/hi/tally-prime-gst'))).toBe(true);
  });

  it('sends someone logged in the live page (their header shows their dashboard)', async () => {
    expect(isQuiet(await get('/', t.studentA.cookie))).toBe(false);
    expect(isQuiet(await get('/tally-prime-gst', t.admin.cookie))).toBe(false);
    expect(isQuiet(await get('/'))).toBe(true);
  });

  it('gives the quiet and the live page different ETags (a 304 never swaps them)', async () => {
    const quiet = await t.app.inject({ url: '/' });
    const live = await t.app.inject({ url: '/', headers: { cookie: t.studentA.cookie } });
    expect(quiet.headers.etag).toBeTruthy();
    expect(quiet.headers.etag).not.toBe(live.headers.etag);
    const again = await t.app.inject({
      url: '/',
      headers: { cookie: t.studentA.cookie, 'if-none-match': String(quiet.headers.etag) },
    });
    expect(again.statusCode).toBe(200);
    expect(isQuiet(again.body)).toBe(false);
  });
});
