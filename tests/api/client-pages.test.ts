import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('serves the app shell for other pages (the dashboards, unknown paths)', async () => {
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
      const other = await app.app.inject({ url: '/some-course' });
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
    const { routeDataPreloads } = await import('../../src/server/plugins/client');
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
