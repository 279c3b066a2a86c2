import type { FastifyInstance } from 'fastify';
import { academy } from '../../../shared/academy';
import { publicPagePaths } from '../../../shared/catalogue';
import { listCourseSlugs } from '../../data/catalogue';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** robots.txt and sitemap.xml, answered by the server rather than the web app's fallback page. */
export async function seoRoutes(app: FastifyInstance) {
  app.get('/robots.txt', async (_request, reply) => {
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

  app.get('/sitemap.xml', async (_request, reply) => {
    const slugs = await listCourseSlugs(app.db);
    const paths = [...publicPagePaths, ...slugs.map((s) => `/${s}`)];
    const urls = paths
      .map((p) => `  <url><loc>${escapeXml(academy.siteUrl + (p === '/' ? '/' : p))}</loc></url>`)
      .join('\n');
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });
}
