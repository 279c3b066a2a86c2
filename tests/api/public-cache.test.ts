import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCatalogue } from '#server/seed/seed-catalogue.ts';
import type { CatalogueCategory } from '#shared/catalogue.ts';
import { courseForm, setupUploadsApp } from '../support/course-helpers';

// Public reads answered from memory (src/server/lib/public-cache.ts): one query fills the cache,
// later anonymous reads make none, a strong ETag answers 304, and an admin's change empties it.

const ctx = setupUploadsApp();
const inject = (o: InjectOptions | string) => ctx.t.app.inject(o);
type Catalogue = { categories: CatalogueCategory[] };

beforeAll(async () => {
  await seedCatalogue(ctx.t.db);
});

/** Counts every query the app's database handle starts from now on. */
function countQueries() {
  const db = ctx.t.db;
  const spies = (['select', 'execute', 'transaction', 'insert', 'update', 'delete'] as const).map(
    (m) => vi.spyOn(db, m),
  );
  return () => spies.reduce((n, s) => n + s.mock.calls.length, 0);
}
afterEach(() => {
  vi.restoreAllMocks();
});

const publicReads = [
  '/api/catalogue',
  '/api/catalogue/graphic-design',
  '/api/catalogue/Graphic-Design',
  '/api/catalogue/no-such-course',
  '/sitemap.xml',
  '/robots.txt',
];

async function editCourse(slug: string, fields: Record<string, string>) {
  const { categories } = (await inject('/api/catalogue')).json<Catalogue>();
  const course = categories.flatMap((c) => c.courses).find((c) => c.slug === slug)!;
  const form = await courseForm(
    { name: course.name, code: course.code, price: String(course.price), ...fields },
    { file: null, image: null },
  );
  const res = await inject({
    method: 'PUT',
    url: `/api/courses/${course.id}`,
    ...form,
    headers: { ...form.headers, cookie: ctx.t.admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { before: course, after: res.json<{ slug: string }>() };
}

describe('public reads from memory', () => {
  it('answers a second anonymous read of every public call without a database query', async () => {
    for (const url of publicReads) await inject(url); // fills the cache
    const queries = countQueries();
    for (const url of publicReads) {
      const res = await inject(url);
      expect(res.statusCode, url).toBe(url.includes('no-such') ? 404 : 200);
    }
    expect(queries()).toBe(0);
  });

  it('gives a strong ETag and answers 304 to If-None-Match', async () => {
    for (const url of ['/api/catalogue', '/api/catalogue/graphic-design', '/sitemap.xml']) {
      const first = await inject(url);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      const again = await inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const other = await inject({ url, headers: { 'if-none-match': '"something-else"' } });
      expect(other.statusCode).toBe(200);
    }
  });

  it('sends brotli or gzip as the client accepts, each with its own tag, same content', async () => {
    const plain = await inject('/api/catalogue');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const tags = [plain, br, gz].map((r) => r.headers.etag);
    expect(new Set(tags).size).toBe(3);
    // A cache holding the brotli copy revalidates with its tag: still the same content.
    const revalidated = await inject({
      url: '/api/catalogue',
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('shows an admin edit at once: new content, new ETag, the old tag no longer matches', async () => {
    const before = await inject('/api/catalogue');
    const { before: old, after: edited } = await editCourse('web-designing', {
      name: 'Web Designing Plus',
    });

    const after = await inject({
      url: '/api/catalogue',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const names = after
      .json<Catalogue>()
      .categories.flatMap((c) => c.courses)
      .map((c) => c.name);
    expect(names).toContain('Web Designing Plus');
    const one = await inject(`/api/catalogue/${edited.slug}`);
    expect(one.json().course.name).toBe('Web Designing Plus');
    if (edited.slug !== old.slug) {
      expect((await inject(`/api/catalogue/${old.slug}`)).statusCode).toBe(404);
    }
  });

  it('drops the sitemap and course pages when a course is deleted', async () => {
    const sitemap = await inject('/sitemap.xml');
    expect(sitemap.body).toContain('/video-editing<');
    const { categories } = (await inject('/api/catalogue')).json<Catalogue>();
    const course = categories.flatMap((c) => c.courses).find((c) => c.slug === 'video-editing')!;
    const res = await inject({
      method: 'DELETE',
      url: `/api/courses/${course.id}`,
      headers: { cookie: ctx.t.admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await inject('/sitemap.xml')).body).not.toContain('/video-editing<');
    expect((await inject('/api/catalogue/video-editing')).statusCode).toBe(404);
  });

  it('shows a course added by the admin on its own page', async () => {
    await inject('/api/catalogue/cake-art'); // a miss is not remembered
    const form = await courseForm({ name: 'Cake Art', category: 'Cooking' });
    const res = await inject({
      method: 'POST',
      url: '/api/courses',
      ...form,
      headers: { ...form.headers, cookie: ctx.t.admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const page = await inject('/api/catalogue/cake-art');
    expect(page.statusCode).toBe(200);
    expect(page.json().course.name).toBe('Cake Art');
  });

  it('is not emptied by refused writes (anonymous or student)', async () => {
    await inject('/api/catalogue');
    for (const cookie of [undefined, ctx.t.studentA.cookie]) {
      const res = await inject({
        method: 'DELETE',
        url: '/api/courses/1',
        ...(cookie ? { headers: { cookie } } : {}),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(401);
    }
    const reads = countQueries();
    await inject('/api/catalogue');
    expect(reads()).toBe(0);
  });
});

describe('GET /healthz', () => {
  it('shares one recent database check between calls', async () => {
    const ping = vi.spyOn(ctx.t.database, 'ping');
    const replies = await Promise.all(Array.from({ length: 20 }, () => inject('/healthz')));
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(ping.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
