import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '#server/seed/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'academy-client-'));
  await mkdir(path.join(dir, 'Aboutus'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<h1>home</h1>');
  await writeFile(path.join(dir, 'Aboutus', 'index.html'), '<h1>about</h1>');
  await writeFile(path.join(dir, '__spa-fallback.html'), '<div id="app">shell</div>');
  await writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ clientDir: dir });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves a prerendered page by its path in any casing', async () => {
    for (const url of ['/Aboutus', '/aboutus', '/AboutUs/', '/ABOUTUS?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<h1>about</h1>');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    expect((await t.app.inject({ url: '/' })).body).toBe('<h1>home</h1>');
  });

  it('serves the app shell for other pages (the dashboards; any path without a route manifest)', async () => {
    for (const url of ['/Sdashboard', '/Sidebar/TeacherData', '/no/such/page']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and answers 404 for an unknown one', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/assets/app-old999.js' })).statusCode).toBe(404);
  });

  it('answers pages from memory with an ETag, 304 when unchanged, compressed when accepted', async () => {
    const page = '<h1>about</h1>'.repeat(200);
    const big = await mkdtemp(path.join(os.tmpdir(), 'academy-client-big-'));
    await writeFile(path.join(big, 'index.html'), page);
    await mkdir(path.join(big, 'assets'));
    await mkdir(path.join(big, 'styled'));
    await writeFile(path.join(big, 'assets', 'root-abc.css'), '.site{color:red}');
    await writeFile(
      path.join(big, 'styled', 'index.html'),
      '<head><link rel="stylesheet" href="/assets/root-abc.css"/></head><p>styled</p>',
    );
    const app = await createTestApp({ clientDir: big });
    try {
      const first = await app.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
      expect(first.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(first.rawPayload).toString()).toBe(page);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await app.app.inject({ url: '/', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // Stylesheets are inlined; the link stays for hydration but no longer blocks the paint.
      const styled = await app.app.inject({ url: '/styled' });
      expect(styled.body).toBe(
        '<head><style>.site{color:red}</style><link rel="stylesheet" href="/assets/root-abc.css" media="print"/></head><p>styled</p>',
      );
    } finally {
      await app.close();
      await rm(big, { recursive: true, force: true });
    }
  });

  it('preloads the route modules of a dashboard page in the app shell', async () => {
    const shell = await mkdtemp(path.join(os.tmpdir(), 'academy-client-shell-'));
    await mkdir(path.join(shell, 'assets'));
    const manifest = {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: {
        root: { id: 'root', path: '', module: '/assets/root.js', imports: [] },
        'public/layout': { id: 'public/layout', parentId: 'root', module: '/assets/pl.js' },
        'public/course': {
          id: 'public/course',
          parentId: 'public/layout',
          path: ':slug',
          module: '/assets/course.js',
        },
        'admin/layout': {
          id: 'admin/layout',
          parentId: 'root',
          path: 'Sidebar',
          module: '/assets/admin.js',
          imports: ['/assets/mui.js'],
          css: ['/assets/admin.css'],
        },
        'admin/teachers': {
          id: 'admin/teachers',
          parentId: 'admin/layout',
          path: 'TeacherData',
          module: '/assets/teachers.js',
          imports: ['/assets/root.js'],
        },
      },
    };
    await writeFile(
      path.join(shell, 'assets', 'manifest-abc.js'),
      `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
    );
    await writeFile(
      path.join(shell, '__spa-fallback.html'),
      '<head><link rel="modulepreload" href="/assets/manifest-abc.js"/><link rel="modulepreload" href="/assets/root.js"/></head><body></body>',
    );
    const app = await createTestApp({ clientDir: shell });
    try {
      const res = await app.app.inject({ url: '/sidebar/teacherdata' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(
        '<head><link rel="modulepreload" href="/assets/manifest-abc.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
          '<link rel="modulepreload" href="/assets/admin.js"/><link rel="modulepreload" href="/assets/mui.js"/>' +
          '<link rel="modulepreload" href="/assets/teachers.js"/><link rel="preload" as="style" href="/assets/admin.css"/>' +
          '</head><body></body>',
      );
      // A path no static route takes goes to the :slug route, not the dashboard.
      const course = await createCourse(app.db, { slug: `added-${Date.now()}` });
      const other = await app.app.inject({ url: `/${course.slug}` });
      expect(other.statusCode).toBe(200);
      expect(other.body).toContain('/assets/course.js');
      expect(other.body).not.toContain('/assets/admin.js');
    } finally {
      await app.close();
      await rm(shell, { recursive: true, force: true });
    }
  });

  it("preloads a dashboard's first API reads for a session of that area only", async () => {
    const shell = await mkdtemp(path.join(os.tmpdir(), 'academy-client-data-'));
    await mkdir(path.join(shell, 'assets'));
    const manifest = {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: {
        root: { id: 'root', path: '', module: '/assets/root.js' },
        'admin/layout': {
          id: 'admin/layout',
          parentId: 'root',
          path: 'Sidebar',
          module: '/assets/admin.js',
        },
        'admin/home': {
          id: 'admin/home',
          parentId: 'admin/layout',
          index: true,
          module: '/assets/home.js',
        },
        'admin/teacher-data': {
          id: 'admin/teacher-data',
          parentId: 'admin/layout',
          path: 'TeacherData',
          module: '/assets/teachers.js',
        },
      },
    };
    await writeFile(
      path.join(shell, 'assets', 'manifest-abc.js'),
      `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
    );
    await writeFile(
      path.join(shell, '__spa-fallback.html'),
      '<head><link rel="modulepreload" href="/assets/manifest-abc.js"/></head><body></body>',
    );
    const app = await createTestApp({ clientDir: shell });
    const fetchLink = (href: string) =>
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}"/>`;
    try {
      const admin = await app.app.inject({
        url: '/Sidebar',
        headers: { cookie: app.admin.cookie },
      });
      // First in <head>, ahead of the modules on the browser's connections.
      expect(admin.body).toMatch(
        new RegExp(
          `^<head>${[
            fetchLink('/auth/me'),
            fetchLink('/api/notices/count'),
            fetchLink('/api/admin/summary'),
          ].join('')}<link rel="modulepreload"`,
        ),
      );
      const teachers = await app.app.inject({
        url: '/Sidebar/TeacherData',
        headers: { cookie: app.admin.cookie },
      });
      expect(teachers.body).toContain(fetchLink('/get-teachers'));
      expect(teachers.body).not.toContain('/api/admin/summary');

      // No session, an expired one, or another area's: no reads that would answer 401 or 403.
      for (const cookie of [undefined, 'academy_session=expired', app.studentA.cookie]) {
        const res = await app.app.inject({
          url: '/Sidebar',
          headers: cookie ? { cookie } : {},
        });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('/assets/admin.js');
        expect(res.body).not.toContain('as="fetch"');
      }
    } finally {
      await app.close();
      await rm(shell, { recursive: true, force: true });
    }
  });

  it('preloads only URLs the client code fetches', async () => {
    const { routeDataPreloads } = await import('#server/plugins/client-shell.ts');
    const client = path.resolve(import.meta.dirname, '../../src/client');
    const sources = (
      await Promise.all(
        (await readdir(client, { recursive: true }))
          .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))
          .map((f) => readFile(path.join(client, f), 'utf8')),
      )
    ).join('\n');
    for (const href of new Set(Object.values(routeDataPreloads).flat())) {
      expect(sources, href).toContain(`'${href}'`);
    }
  });

  it('answers JSON 404 for unknown calls and non-GET requests, never the shell', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/get-nothing'],
      ['POST', '/Courses'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    }
  });
});

describe('paths that name no page (issue 12: a real 404 that still lands the reader home)', () => {
  let app: TestApp;
  let root: string;
  let addedSlug: string;
  // The shape of the real route table (src/client/app/routes.ts): each language's pages under a
  // pathless layout, a `:slug` course route, the dashboards, and the catch-all.
  const localized = (language?: 'pa' | 'hi') => {
    const id = (name: string) => (language ? `${language}/${name}` : name);
    const at = (p: string) => (language ? `${language}/${p}` : p);
    return {
      [id('public/layout')]: { id: id('public/layout'), parentId: 'root', module: '/assets/pl.js' },
      [id('public/home')]: {
        id: id('public/home'),
        parentId: id('public/layout'),
        ...(language ? { path: language } : {}),
        index: true,
        module: '/assets/home.js',
      },
      [id('public/course')]: {
        id: id('public/course'),
        parentId: id('public/layout'),
        path: at(':slug'),
        module: '/assets/course.js',
      },
      [id('auth/forgot-password')]: {
        id: id('auth/forgot-password'),
        parentId: 'root',
        path: at('forgot-password'),
        module: '/assets/forgot.js',
      },
    };
  };
  const manifest = {
    entry: { module: '/assets/entry.js', imports: [] },
    routes: {
      root: { id: 'root', path: '', module: '/assets/root.js' },
      ...localized(),
      ...localized('pa'),
      ...localized('hi'),
      'student/layout': {
        id: 'student/layout',
        parentId: 'root',
        path: 'Sdashboard',
        module: '/assets/student.js',
      },
      'student/receipt': {
        id: 'student/receipt',
        parentId: 'student/layout',
        path: 'receipts/:id',
        module: '/assets/receipt.js',
      },
      'admin/layout': {
        id: 'admin/layout',
        parentId: 'root',
        path: 'Sidebar',
        module: '/assets/admin.js',
      },
      'admin/teacher-data': {
        id: 'admin/teacher-data',
        parentId: 'admin/layout',
        path: 'TeacherData',
        module: '/assets/teachers.js',
      },
      'not-found': { id: 'not-found', parentId: 'root', path: '*', module: '/assets/nf.js' },
    },
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'academy-client-404-'));
    await mkdir(path.join(root, 'assets'));
    for (const dir of [
      '',
      'pa',
      'hi',
      'login',
      'pa/login',
      'graphic-design',
      'pa/graphic-design',
    ]) {
      await mkdir(path.join(root, dir), { recursive: true });
      await writeFile(path.join(root, dir, 'index.html'), `<h1>page /${dir}</h1>`);
    }
    await writeFile(
      path.join(root, 'assets', 'manifest-abc.js'),
      `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
    );
    await writeFile(
      path.join(root, 'assets', 'noto-sans-gurmukhi-gurmukhi-400-normal-x1.woff2'),
      '',
    );
    await writeFile(
      path.join(root, '__spa-fallback.html'),
      '<head><link rel="modulepreload" href="/assets/manifest-abc.js"/></head><body>shell</body>',
    );
    app = await createTestApp({ clientDir: root });
    // A course the admin added after the build: no prerendered page, yet a real one.
    addedSlug = (await createCourse(app.db, { slug: `Added-Later-${Date.now()}` })).slug;
  });
  afterAll(async () => {
    await app?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers 404 in the path’s language, linking and going to that language’s home', async () => {
    const cases = [
      ['/no/such/page', 'en-IN', '/', 'Page not found', 'Go to the home page'],
      ['/no-such-course', 'en-IN', '/', 'Page not found', 'Go to the home page'],
      ['/Sidebar/NoSuchScreen', 'en-IN', '/', 'Page not found', 'Go to the home page'],
      ['/Sdashboard/no-such-page/here', 'en-IN', '/', 'Page not found', 'Go to the home page'],
      ['/pa/no-such-course', 'pa-IN', '/pa', 'ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ', 'ਮੁੱਖ ਪੰਨੇ ’ਤੇ ਜਾਓ'],
      ['/pa/no/such/page?x=1', 'pa-IN', '/pa', 'ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ', 'ਮੁੱਖ ਪੰਨੇ ’ਤੇ ਜਾਓ'],
      ['/hi/no-such-course/', 'hi-IN', '/hi', 'पेज नहीं मिला', 'होम पेज पर जाएँ'],
      ['/hi/Sdashboard', 'hi-IN', '/hi', 'पेज नहीं मिला', 'होम पेज पर जाएँ'],
    ] as const;
    for (const [url, lang, home, title, link] of cases) {
      const res = await app.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain(`<html lang="${lang}">`);
      expect(res.body, url).toContain(`<h1>${title}</h1>`);
      expect(res.body, url).toContain(`<a href="${home}">${link}</a>`);
      expect(res.body, url).toContain(`<meta http-equiv="refresh" content="0; url=${home}"/>`);
      expect(res.body, url).toContain('<meta name="robots" content="noindex"/>');
      expect(res.body, url).not.toContain('shell');
    }
    // Gurmukhi in the build's own face (few systems have one); no build face for Hindi here.
    const pa = await app.app.inject({ url: '/pa/nope' });
    expect(pa.body).toContain('url(/assets/noto-sans-gurmukhi-gurmukhi-400-normal-x1.woff2)');
    expect((await app.app.inject({ url: '/hi/nope' })).body).not.toContain('@font-face');
  });

  it('keeps 200 for every page the app has, prerendered or not', async () => {
    for (const url of [
      '/',
      '/pa',
      '/hi/',
      '/login',
      '/PA/Login',
      '/graphic-design',
      '/pa/Graphic-Design',
      '/forgot-password',
      '/hi/forgot-password',
      '/Sdashboard',
      '/Sdashboard/receipts/12',
      '/Sidebar/TeacherData',
      `/${addedSlug}`,
      `/pa/${addedSlug.toLowerCase()}`,
      `/hi/${addedSlug}`,
    ]) {
      const res = await app.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
    }
    // The course the admin added gets the shell with the course route's module.
    expect((await app.app.inject({ url: `/pa/${addedSlug}` })).body).toContain('/assets/course.js');
  });

  it('leaves calls, robots.txt and the sitemap as they were', async () => {
    const api = await app.app.inject({ url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    const robots = await app.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    const sitemap = await app.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<urlset');
  });

  it('says not found in the same words as the web app (public.json errorPage)', async () => {
    const { notFoundText } = await import('#server/plugins/client-language.ts');
    for (const language of ['en', 'pa', 'hi'] as const) {
      const file = path.resolve(
        import.meta.dirname,
        `../../src/client/locales/${language}/public.json`,
      );
      const words = JSON.parse(await readFile(file, 'utf8')) as {
        errorPage: { notFoundTitle: string; notFoundDetail: string; home: string };
      };
      expect(notFoundText[language]).toEqual({
        title: words.errorPage.notFoundTitle,
        detail: words.errorPage.notFoundDetail,
        home: words.errorPage.home,
      });
    }
  });
});
