// The public pages' pictures (issue 11): content-hashed URLs cached a year, the largest paint's
// picture preloaded with the HTML and fetched once, every <img> sized and answering.
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phone, useBrowser } from '../support/browser';
import { openPage, publicPages } from './open';

const allPages = [...publicPages, '/pa', '/hi/graphic-design'];
const yearImmutable = 'public, max-age=31536000, immutable';

/** The attributes of each `<tag …>` in an HTML text, by their names as written. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*?)/?>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])),
  );
}

const imagePreloads = (html: string) =>
  tags(html, 'link').filter((l) => l.rel === 'preload' && l.as === 'image');

/** The page's largest paint: the one <img> it asks for with high priority. */
function largestPaint(html: string): Record<string, string> {
  const high = tags(html, 'img').filter((i) => i.fetchPriority === 'high');
  expect(high).toHaveLength(1);
  return high[0]!;
}

/** Every URL an <img> may load: its src and each srcset candidate. */
const imageUrls = (img: Record<string, string>) => [
  ...(img.src ? [img.src] : []),
  ...(img.srcSet ?? '')
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0]!)
    .filter(Boolean),
];

describe('public pictures', () => {
  const b = useBrowser(phone);
  const html = async (path: string) => {
    const res = await b.context.request.get(`${b.baseUrl}${path}`);
    expect(res.status(), path).toBe(200);
    return res.text();
  };

  it('preloads the home hero with the srcset and sizes its <img> picks from', async () => {
    const page = await html('/');
    const hero = largestPaint(page);
    expect(hero.srcSet).toMatch(/^\/assets\/hero-640-[\w-]+\.webp 640w, \/assets\/hero-960-/);
    expect(hero.loading).toBeUndefined();
    const preloads = imagePreloads(page);
    expect(preloads.length).toBeGreaterThan(0);
    for (const link of preloads) {
      expect(link).toMatchObject({
        imageSrcSet: hero.srcSet,
        imageSizes: hero.sizes,
        fetchPriority: 'high',
      });
      expect(link.href).toBeUndefined();
    }
  });

  it('preloads a course page picture at the URL its <img> loads', async () => {
    for (const path of ['/graphic-design', '/hi/graphic-design']) {
      const page = await html(path);
      const image = largestPaint(page);
      expect(image.src).toMatch(/^\/assets\/web-technologies-[\w-]+\.webp$/);
      expect(image.loading).toBeUndefined();
      const preloads = imagePreloads(page);
      expect(preloads.length).toBeGreaterThan(0);
      for (const link of preloads) {
        expect(link).toMatchObject({ href: image.src, fetchPriority: 'high' });
      }
      // Social sites keep a stable address for the page's picture.
      expect(page).toContain('/images/courses/web-technologies.jpg"');
    }
  });

  it('serves hashed pictures for a year, immutable, and old plain paths still', async () => {
    const hero = largestPaint(await html('/'));
    const res = await b.context.request.get(`${b.baseUrl}${hero.src}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe(yearImmutable);
    expect(res.headers()['content-type']).toBe('image/webp');
    const plain = await b.context.request.get(`${b.baseUrl}/images/hero-640.webp`);
    expect(plain.status()).toBe(200);
    expect(await plain.body()).toEqual(await res.body());
    for (const stable of ['/images/og-image.jpg', '/images/logo-512.png']) {
      expect((await b.context.request.get(`${b.baseUrl}${stable}`)).status(), stable).toBe(200);
    }
  });

  it('gives every <img> of the public pages a size and a URL that answers', async () => {
    const checked = new Set<string>();
    for (const path of allPages) {
      const page = await html(path);
      for (const img of tags(page, 'img')) {
        expect(img.width, `${path}: ${img.src}`).toMatch(/^\d+$/);
        expect(img.height, `${path}: ${img.src}`).toMatch(/^\d+$/);
        // The largest paint's picture loads at once with high priority; the others wait until
        // they near the screen, unless the page marks one eager (the first category on Courses).
        if (img.fetchPriority !== 'high' && img.loading !== 'eager') {
          expect(img.loading, `${path}: ${img.src}`).toBe('lazy');
        }
        for (const url of imageUrls(img)) {
          if (checked.has(url)) continue;
          checked.add(url);
          const res = await b.context.request.get(`${b.baseUrl}${url}`);
          expect(res.status(), url).toBe(200);
          expect(res.headers()['content-type'], url).toMatch(/^image\//);
          expect(res.headers()['cache-control'], url).toBe(yearImmutable);
        }
      }
    }
    expect(checked.size).toBeGreaterThan(10);
  });

  it('fetches each largest-paint picture once, and keeps the hashed URL after hydration', async () => {
    for (const path of ['/', '/graphic-design']) {
      const pictures: Response[] = [];
      const onResponse = (res: Response) => {
        if (res.request().resourceType() === 'image') pictures.push(res);
      };
      b.page.on('response', onResponse);
      const page = await openPage(b, path);
      const image = page.locator('img[fetchpriority="high"]');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const current = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(new URL(current).pathname).toMatch(/^\/assets\/[\w-]+\.webp$/);
      expect(pictures.filter((r) => r.url() === current).length, path).toBe(1);
      b.page.off('response', onResponse);
    }
  });
});
