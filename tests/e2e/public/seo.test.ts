import { describe, expect, it } from 'vitest';
import { desktop, useBrowser } from '../support/browser';
import { publicPages } from './open';

type Raw = { status: number; type: string; body: string };

describe('findable pages', () => {
  const b = useBrowser(desktop);
  const raw = async (path: string): Promise<Raw> => {
    const res = await b.context.request.get(`${b.baseUrl}${path}`);
    return {
      status: res.status(),
      type: res.headers()['content-type'] ?? '',
      body: await res.text(),
    };
  };

  it('serves the page content in the HTML before any script runs', async () => {
    const checks: [string, string[]][] = [
      ['/', ['Welcome to Ambar Academy', 'Find your course']],
      ['/Aboutus', ['What We Offer', 'Career counseling', 'Student-centric approach']],
      ['/Courses', ['Web Technologies', 'Full Stack Developer', 'Start for free', '₹45,000']],
      ['/courses', ['Graphic Design']],
      ['/graphic-design', ['What the course covers', 'CorelDRAW', '₹18,000', '3 months']],
      ['/contactus', ['Get in touch', 'Feroze Gandhi Market']],
      ['/privacy', ['Privacy Policy', 'Your rights']],
      ['/terms', ['Refunds']],
    ];
    for (const [path, texts] of checks) {
      const { status, body } = await raw(path);
      expect(status, path).toBe(200);
      for (const text of texts) expect(body, `${path}: ${text}`).toContain(text);
    }
  });

  it('gives each page its own title, description, canonical link and Open Graph tags', async () => {
    const titles = new Set<string>();
    for (const path of publicPages) {
      const { body } = await raw(path);
      const title = body.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title!);
      expect(body).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(body).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      expect(body).toContain('<meta property="og:title"');
      expect(body).toContain('<meta property="og:image"');
    }
    expect(titles.size).toBe(7);
  });

  it('describes the academy and each course with schema.org JSON-LD', async () => {
    const ld = (body: string) =>
      [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1]!),
      );
    const home = ld((await raw('/')).body);
    expect(home).toEqual([
      expect.objectContaining({ '@type': 'EducationalOrganization', name: 'Ambar Academy' }),
    ]);
    const course = ld((await raw('/python-crash-course')).body);
    expect(course).toEqual([
      expect.objectContaining({
        '@type': 'Course',
        name: 'Python Crash Course',
        provider: expect.objectContaining({ '@type': 'EducationalOrganization' }),
        offers: expect.objectContaining({ price: 9500, priceCurrency: 'INR' }),
      }),
    ]);
  });

  it('answers robots.txt and sitemap.xml from the server, not the web app', async () => {
    const robots = await raw('/robots.txt');
    expect(robots.type).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*/);
    const sitemap = await raw('/sitemap.xml');
    expect(sitemap.type).toMatch(/xml/);
    expect(sitemap.body).toContain('/graphic-design</loc>');
    expect(sitemap.body).not.toContain('<html');
  });

  it('loads no dashboard or MUI code on a public page', async () => {
    const scripts: string[] = [];
    b.page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    const page = await b.open('/');
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(
      scripts.map(async (url) => (await b.context.request.get(url)).text()),
    );
    expect(bodies.some((s) => s.includes('MuiButton') || s.includes('Mui-disabled'))).toBe(false);
  });
});
