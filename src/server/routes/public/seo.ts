import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { academy } from '#shared/academy.ts';
import { publicPagePaths } from '#shared/catalogue.ts';
import { cachedReply, sendCached } from '#server/lib/public-cache.ts';
import { textReply } from '#server/lib/route-schemas.ts';
import { publicCatalogue } from './public-catalogue';

const text = (type: string, description: string) => ({
  schema: { produces: [type], response: { 200: textReply(description) } },
});

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A page's address in a language: English at its own path, Punjabi and Hindi under /pa, /hi. */
const pageUrlIn = (site: string, path: string, language: 'en' | 'pa' | 'hi') =>
  site + (language === 'en' ? path : path === '/' ? `/${language}` : `/${language}${path}`);

/** One page's entry: its English address, with its Punjabi and Hindi versions as alternates. */
function sitemapEntry(site: string, path: string): string {
  const pageUrl = (p: string, language: 'en' | 'pa' | 'hi') => pageUrlIn(site, p, language);
  const alternate = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
  const links = [
    alternate('en', pageUrl(path, 'en')),
    alternate('pa', pageUrl(path, 'pa')),
    alternate('hi', pageUrl(path, 'hi')),
    alternate('x-default', pageUrl(path, 'en')),
  ];
  return `  <url><loc>${escapeXml(pageUrl(path, 'en'))}</loc>${links.join('')}</url>`;
}

const robotsOf = (site: string) =>
  cachedReply(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /Sdashboard',
      'Disallow: /Tdashboard',
      'Disallow: /Sidebar',
      '',
      `Sitemap: ${site}/sitemap.xml`,
      '',
    ].join('\n'),
    'text/plain; charset=utf-8',
    'public, max-age=3600',
  );

/**
 * robots.txt and sitemap.xml, with the addresses under PUBLIC_URL (issue 24.5), answered by the server rather than the web app's fallback page,
 * from memory (the sitemap until the admin changes a course).
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  // The site's own address: PUBLIC_URL when set (a deployment's domain), else the academy's.
  const site = app.config.publicUrl ?? academy.siteUrl;
  const robots = robotsOf(site);
  app.get('/robots.txt', text('text/plain', 'robots.txt'), async (request, reply) =>
    sendCached(request, reply, await robots),
  );

  const sitemap = text('application/xml', 'The sitemap of the public pages and course pages.');
  app.get('/sitemap.xml', sitemap, async (request, reply) => {
    const entry = await app.publicCache.get('reply:sitemap', async () => {
      const { courses } = (await publicCatalogue(app)).view('en');
      const paths = [...publicPagePaths, ...courses.map((c) => `/${c.slug}`)];
      const urls = paths.map((p) => sitemapEntry(site, p)).join('\n');
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
      return cachedReply(xml, 'application/xml; charset=utf-8', 'public, max-age=3600');
    });
    return sendCached(request, reply, entry);
  });
};
