// Forms that work without the app (decision 048): the contact form posted as a form is answered
// with the contact page (errors in the page's language, what was typed kept) or a redirect to it
// saying it was sent; a language link's `?lang=` is remembered; and the pages' own addresses
// follow PUBLIC_URL (issue 24.5).
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academy } from '#shared/academy.ts';
import { contactMessages as messagesTable } from '#server/db/schema.ts';
import { contactWordKeys, contactWords } from '#server/routes/public/contact-words.ts';
import { createTestApp, type TestApp } from '../support/test-app';

const site = 'https://academy.example.org';

// The contact form as React renders it (FieldFrame, PlainField), in the build's own markup.
const field = (name: string, control: string) =>
  `<div class="field"><label for="${name}" class="field__label">${name}</label>${control}</div>`;
const contactPage = (action: string) =>
  '<!DOCTYPE html><html><head><title>Contact</title></head><body><main>' +
  `<form class="contact-form" noValidate="" aria-labelledby="t" action="${action}" method="post">` +
  '<p class="contact-form__status" role="status" data-form-status=""></p><!--$-->' +
  field(
    'from_name',
    '<input type="text" id="from_name" class="field__control" name="from_name"/>',
  ) +
  field(
    'from_email',
    '<input type="email" id="from_email" class="field__control" name="from_email"/>',
  ) +
  field('phone', '<input type="tel" id="phone" class="field__control" name="phone"/>') +
  field(
    'course',
    '<select required="" name="course" id="course" class="field__control"><option value="">Select</option>' +
      '<option value="Accounts Courses">Accounts</option><option value="Languages Courses">Languages</option></select>',
  ) +
  field(
    'message',
    '<textarea rows="5" name="message" id="message" class="field__control"></textarea>',
  ) +
  '<input type="hidden" name="topic" value=""/>' +
  '<div class="contact-form__trap"><input type="text" name="website" value=""/></div>' +
  '<button type="submit">Send</button><!--/$--></form></main></body></html>';
const coursePage =
  '<!DOCTYPE html><html><head>' +
  `<link rel="canonical" href="${academy.siteUrl}/graphic-design"/>` +
  `<link rel="alternate" hrefLang="pa" href="${academy.siteUrl}/pa/graphic-design"/>` +
  `<meta property="og:url" content="${academy.siteUrl}/graphic-design"/>` +
  `<script type="application/ld+json">{"url":"${academy.siteUrl}"}</script>` +
  '</head><body><h1>Graphic Design</h1>' +
  `<script>window.__ctx = "${academy.siteUrl}";</script></body></html>`;

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'academy-forms-'));
  for (const [page, html] of [
    ['contactus', contactPage('/contactus')],
    ['pa/contactus', contactPage('/pa/contactus')],
    ['graphic-design', coursePage],
    ['Aboutus', '<h1>about</h1>'],
    ['pa/Aboutus', '<h1>ਸਾਡੇ ਬਾਰੇ</h1>'],
  ] as const) {
    await mkdir(path.join(dir, page), { recursive: true });
    await writeFile(path.join(dir, page, 'index.html'), html);
  }
  await writeFile(path.join(dir, '__spa-fallback.html'), '<div id="app">shell</div>');
  t = await createTestApp({ clientDir: dir, env: { PUBLIC_URL: site } });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const origin = 'http://localhost:80';
const postForm = (url: string, fields: Record<string, string>, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:80',
      origin,
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });

describe('the contact form posted without the app', () => {
  it('answers a bad form with the page: errors in Punjabi beside their fields, what was typed kept', async () => {
    const res = await postForm('/pa/contactus', {
      from_name: 'ਹਰਪ੍ਰੀਤ <b>',
      from_email: 'not-an-email',
      phone: '12',
      message: 'ਸ਼ਾਮ ਦਾ ਬੈਚ?',
    });
    // A page like any other (a browser would log a 4xx page as an error).
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain('name="from_name" value="ਹਰਪ੍ਰੀਤ &lt;b&gt;"/>');
    expect(html).toContain(
      'name="from_email" value="not-an-email" autofocus="" aria-invalid="true" aria-describedby="from_email-error"/>' +
        '<p id="from_email-error" class="field__error">ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈ-ਮੇਲ ਪਤਾ ਦਿਓ।</p>',
    );
    expect(html).toContain('<p id="course-error" class="field__error">ਕਿਰਪਾ ਕਰਕੇ ਕੋਈ ਕੋਰਸ ਚੁਣੋ।</p>');
    expect(html).toContain('<p id="phone-error" class="field__error">');
    expect(html).toContain('>\nਸ਼ਾਮ ਦਾ ਬੈਚ?</textarea>');
    expect(html).toMatch(/data-form-status="error">ਸੁਨੇਹਾ ਨਹੀਂ ਭੇਜਿਆ/);
    expect(await t.db.select().from(messagesTable)).toEqual([]);
  });

  it('stores a good one with its course page and mobile number, and redirects (303) to the page saying so', async () => {
    const email = 'simran.forms@example.in';
    const res = await postForm('/pa/contactus', {
      from_name: 'Simran',
      from_email: email,
      phone: '+91 98140-12345',
      course: 'Languages Courses',
      message: 'IELTS?',
      topic: 'IELTS Preparation',
      website: '',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/pa/contactus?sent=1');
    const [row] = await t.db.select().from(messagesTable).where(eq(messagesTable.fromEmail, email));
    expect(row).toMatchObject({ phone: '+919814012345', topic: 'IELTS Preparation' });

    const page = await t.app.inject({ url: '/pa/contactus?sent=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/data-form-status="success">ਸੁਨੇਹਾ ਭੇਜ ਦਿੱਤਾ ਗਿਆ!/);
  });

  it("keeps a course page's enquiry: the course chosen and the course page named in the form", async () => {
    const page = await t.app.inject({
      url: `/contactus?${new URLSearchParams({ course: 'Accounts Courses', topic: 'Tally "Prime"' })}`,
    });
    expect(page.body).toContain('<option value="Accounts Courses" selected="">');
    expect(page.body).toContain('name="topic" value="Tally &quot;Prime&quot;"/>');
    const unknown = await t.app.inject({ url: '/contactus?course=Astrology' });
    expect(unknown.body).not.toContain('selected=""');
  });

  it('takes a form the page itself posted under no-referrer (Origin: null), never one from elsewhere', async () => {
    const good = {
      from_name: 'Aman',
      from_email: 'aman.forms@example.in',
      course: 'Accounts Courses',
      message: 'Fees?',
    };
    const ownPage = await postForm('/contactus', good, {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(ownPage.statusCode).toBe(303);
    for (const headers of [
      { origin: 'null' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      expect((await postForm('/contactus', good, headers)).statusCode).toBe(403);
    }
  });

  it('keeps the API on JSON: a URL-encoded body is refused there', async () => {
    const res = await postForm('/api/contact', { from_name: 'x' });
    expect(res.statusCode).toBe(415);
  });

  it("says the form's messages as the web app's locale files do", () => {
    const flat = (language: string) => {
      const file = path.join('src/client/locales', language, 'validation.json');
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
    };
    const files = { en: flat('en'), pa: flat('pa'), hi: flat('hi') };
    const at = (language: 'en' | 'pa' | 'hi', key: string) => {
      const [group, name] = key.split('.') as [string, string];
      return files[language][group]![name];
    };
    expect(Object.keys(contactWords)).toEqual(contactWordKeys.map((k) => at('en', k)));
    for (const key of contactWordKeys) {
      expect(contactWords[at('en', key)!]).toEqual({ pa: at('pa', key), hi: at('hi', key) });
    }
  });
});

describe('a language link (?lang=)', () => {
  it('remembers the choice for a year, and an English one is not sent back to the remembered Punjabi', async () => {
    const pa = await t.app.inject({ url: '/pa/Aboutus?lang=pa' });
    expect(pa.statusCode).toBe(200);
    expect(pa.headers['set-cookie']).toMatch(/^lang=pa; Max-Age=31536000; Path=\/; SameSite=Lax/);
    const back = await t.app.inject({ url: '/Aboutus', cookies: { lang: 'pa' } });
    expect(back.statusCode).toBe(302);
    const en = await t.app.inject({ url: '/Aboutus?lang=en', cookies: { lang: 'pa' } });
    expect(en.statusCode).toBe(200);
    expect(en.body).toBe('<h1>about</h1>');
    expect(en.headers['set-cookie']).toMatch(/^lang=en;/);
  });
});

describe('the site address from PUBLIC_URL (issue 24.5)', () => {
  it('robots.txt and the sitemap name PUBLIC_URL', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${site}/sitemap.xml`);
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`<loc>${site}/</loc>`);
    expect(sitemap.body).toContain(`hreflang="pa" href="${site}/pa/Courses"`);
    expect(sitemap.body).not.toContain(academy.siteUrl);
  });

  it("a page's canonical, hreflang, Open Graph and JSON-LD addresses, but no script the CSP hashes", async () => {
    const res = await t.app.inject({ url: '/graphic-design' });
    expect(res.body).toContain(`<link rel="canonical" href="${site}/graphic-design"/>`);
    expect(res.body).toContain(`href="${site}/pa/graphic-design"`);
    expect(res.body).toContain(`content="${site}/graphic-design"`);
    expect(res.body).toContain(`{"url":"${site}"}`);
    expect(res.body).toContain(`window.__ctx = "${academy.siteUrl}";`);
  });
});
