import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '#server/seed/seed-catalogue.ts';
import { courses } from '#server/db/schema.ts';
import { catalogueSeed, type CatalogueCategory } from '#shared/catalogue.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
beforeAll(async () => {
  await seedCatalogue(t.db);
});

describe('seedCatalogue', () => {
  it('fills an empty courses table once and leaves a filled one alone', async () => {
    const rows = await t.db.select().from(courses);
    expect(rows).toHaveLength(41);
    expect(await seedCatalogue(t.db)).toBe(0);
    expect(await t.db.select().from(courses)).toHaveLength(41);
  });
});

describe('GET /api/catalogue', () => {
  it('lists the categories in page order with the spec card counts', async () => {
    const res = await t.app.inject('/api/catalogue');
    expect(res.statusCode).toBe(200);
    const { categories } = res.json<{ categories: CatalogueCategory[] }>();
    expect(categories.map((c) => [c.name, c.courses.length])).toEqual([
      ['Web Technologies', 8],
      ['Accounts', 4],
      ['Competitive Coaching', 5],
      ['Coaching classes by grade band', 4],
      ['Cooking', 4],
      ['Others', 5],
      ['Monograph', 7],
      ['Language', 4],
    ]);
    expect(categories[0]!.courses.map((c) => c.slug)).toEqual([
      'graphic-design',
      'full-stack-developer',
      'web-designing',
      'python-crash-course',
      'video-editing',
      'seo-management',
      'digital-marketing',
      'content-writing',
    ]);
  });

  it('gives each course its summary, topics, fee, duration, timings and image', async () => {
    const res = await t.app.inject('/api/catalogue');
    const course = res.json<{ categories: CatalogueCategory[] }>().categories[0]!.courses[0]!;
    const seed = catalogueSeed[0]!.courses[0]!;
    expect(course).toMatchObject({
      slug: 'graphic-design',
      name: seed.name,
      code: seed.code,
      price: seed.price,
      summary: seed.summary,
      covers: seed.covers,
      duration: seed.duration,
      timings: seed.timings,
      image: '/images/courses/web-technologies.webp',
    });
  });
});

describe('GET /api/catalogue/:slug', () => {
  it('answers one course, in any casing', async () => {
    const res = await t.app.inject('/api/catalogue/Python-Crash-Course');
    expect(res.statusCode).toBe(200);
    expect(res.json().course).toMatchObject({
      slug: 'python-crash-course',
      category: 'Web Technologies',
    });
  });

  it('answers 404 { message } for an unknown or malformed slug', async () => {
    for (const slug of ['no-such-course', '%27%3B--']) {
      const res = await t.app.inject(`/api/catalogue/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Course not found.' });
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('serves robots.txt as text with the sitemap address', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toMatch(/Sitemap: https:\/\/\S+\/sitemap\.xml/);
  });

  it('lists every public page and every course page in sitemap.xml', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(expect.arrayContaining(['/', '/Aboutus', '/Courses', '/contactus']));
    expect(locs).toEqual(expect.arrayContaining(['/privacy', '/terms', '/graphic-design']));
    expect(locs).toHaveLength(6 + 41);
  });
});
