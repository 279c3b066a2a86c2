import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
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
