import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { academy } from '../../../shared/academy';
import { publicPagePaths } from '../../../shared/catalogue';
import { listCourseSlugs } from '../../data/catalogue';
import { textReply } from '../../lib/route-schemas';

const text = (type: string, description: string) => ({
  schema: { produces: [type], response: { 200: textReply(description) } },
});

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** robots.txt and sitemap.xml, answered by the server rather than the web app's fallback page. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/robots.txt', text('text/plain', 'robots.txt'), async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /Sdashboard',
      'Disallow: /Sidebar',
      '',
      `Sitemap: ${academy.siteUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });

  const sitemap = text('application/xml', 'The sitemap of the public pages and course pages.');
  app.get('/sitemap.xml', sitemap, async (_request, reply) => {
    const slugs = await listCourseSlugs(app.db);
    const paths = [...publicPagePaths, ...slugs.map((s) => `/${s}`)];
    const urls = paths
      .map((p) => `  <url><loc>${escapeXml(academy.siteUrl + (p === '/' ? '/' : p))}</loc></url>`)
      .join('\n');
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });
};
