// The public pages and the login pages render in Punjabi and Hindi (every string of their
// namespaces, no raw keys), keep the spec's English words in English, and give each page its own
// translated <title> and description.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { categoryInfos } from '#shared/catalogue.ts';
import { seedCourseTexts } from '#shared/catalogue-data/translations.ts';
import { localizeCourse } from '#shared/catalogue-localize.ts';
import { seedCourseView } from '#shared/catalogue-seed-view.ts';
import { i18n, loadLanguage, type Language } from '#client/lib/i18n.ts';
import { meta as studentLoginMeta } from '../auth/student-login';
import { meta as rootMeta } from '../root';
import About from './about';
import Contact from './contact';
import Course from './course';
import Home, { meta as homeMeta } from './home';
import { anyProps, metas, pages, shows } from './public-i18n-cases';

const script: Record<Exclude<Language, 'en'>, RegExp> = {
  pa: /[\u0A00-\u0A7F]/,
  hi: /[\u0900-\u097F]/,
};

/** Every key of the two namespaces, to prove none is shown raw. */
function keysOf(ns: string): string[] {
  const file = path.join(path.dirname(new URL(import.meta.url).pathname), '../../locales/en');
  const out: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') out.push(prefix);
    else
      for (const [k, v] of Object.entries(value as object)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  walk(JSON.parse(readFileSync(path.join(file, `${ns}.json`), 'utf8')), '');
  return out.map((k) => k.replace(/_(one|other)$/, ''));
}
const rawKeys = [...keysOf('public'), ...keysOf('auth')];

function render(pathname: string, page: () => React.ReactElement): string {
  return renderToString(<MemoryRouter initialEntries={[pathname]}>{page()}</MemoryRouter>);
}

/** The visible text of rendered HTML (tags and attribute-free). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The strings a route's meta() gives: title and description. */
function metaText(tags: unknown[]): { title: string; description: string } {
  const list = tags as Record<string, string>[];
  return {
    title: list.find((t) => 'title' in t)?.title ?? '',
    description: list.find((t) => t.name === 'description')?.content ?? '',
  };
}

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('public pages and logins in English', () => {
  it('keep the spec’s words', async () => {
    await i18n.changeLanguage('en');
    const text = (p: string) => textOf(render(p, pages.find(([q]) => q === p)![1]));
    expect(text('/')).toContain('Welcome to Ambar Academy');
    expect(text('/')).toContain(
      'Call +91 98765 43210 or send us a message, and a counsellor will help you choose.',
    );
    expect(text('/contactus')).toContain('Get in touch');
    expect(text('/graphic-design')).toContain('Enquire about this course');
    expect(text('/Courses')).toContain(
      'Not sure which course fits? Ask us and a counsellor will call you back.',
    );
    expect(text('/login')).toContain('New to the academy? Sign Up');
    expect(text('/privacy')).toContain('Last updated: 1 April 2026');
    expect(metaText(homeMeta()).title).toBe(
      'Ambar Academy | Coaching and career courses in Ludhiana, Punjab',
    );
    expect(metaText(studentLoginMeta()).title).toBe('Student Login · Ambar Academy');
  });

  it('draws the About Us icons as inline SVG, not emoji', async () => {
    await i18n.changeLanguage('en');
    const html = render('/Aboutus', () => <About />);
    const icons = [...html.matchAll(/<span class="offer__icon"[^>]*>(.*?)<\/span>/g)];
    expect(icons).toHaveLength(11);
    for (const [, inner] of icons)
      expect(inner).toMatch(/^<svg[^>]*>(<path [^>]+><\/path>)+<\/svg>$/);
    expect(html).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});

for (const language of ['pa', 'hi'] as const) {
  describe(`public pages and logins in ${language}`, () => {
    for (const [pathname, page] of pages) {
      it(`${pathname}: translated text, no raw keys`, async () => {
        await loadLanguage(language);
        await i18n.changeLanguage(language);
        const html = render(pathname, page);
        const text = textOf(html);
        const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
        expect(h1).toMatch(script[language]);
        const chrome = i18n.t(shows[pathname]!);
        expect(chrome).toMatch(script[language]);
        expect(text).toContain(chrome);
        for (const key of rawKeys) expect(text, key).not.toContain(key);
        expect(text).not.toMatch(/\b(public|auth):/);
      });
    }

    it('every page has its own translated title and description', async () => {
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      const titles = new Set<string>();
      for (const [name, meta] of metas) {
        const { title, description } = metaText(meta());
        expect(title, name).toMatch(script[language]);
        // The reset page has none (noindex).
        if (name !== 'reset') expect(description, name).toMatch(script[language]);
        titles.add(title);
      }
      expect(titles.size).toBe(metas.length);
    });

    it('shows the course catalogue in the language: categories, courses, timings, contact options (27.2)', async () => {
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      const info = categoryInfos[2]!;
      const home = textOf(render('/', () => <Home />));
      expect(home).toContain(info.translations[language].name);
      expect(home).toContain(info.translations[language].blurb);
      expect(home).not.toContain(info.blurb);

      const list = textOf(render('/Courses', pages.find(([p]) => p === '/Courses')![1]));
      const police = seedCourseTexts[language]['punjab-police-constable']!;
      expect(list).toContain(info.translations[language].name);
      expect(list).toContain(police.name);
      expect(list).not.toContain('Punjab Police Constable');

      const C = anyProps(Course);
      const detail = render('/punjab-police-constable', () => (
        <C
          loaderData={{
            course: seedCourseView('punjab-police-constable', language),
            fromBuild: true,
          }}
          params={{ slug: 'punjab-police-constable' }}
        />
      ));
      for (const text of [police.name, police.summary, police.timings, ...police.covers]) {
        expect(textOf(detail)).toContain(text);
      }
      expect(textOf(detail)).toContain(info.translations[language].name);
      expect(detail).not.toMatch(/Mon–Sat|\b[ap]m\b|Competitive Coaching/);
      // Nothing is marked English: every part has its words.
      expect(detail).not.toContain('lang="en"');

      const contact = render('/contactus', () => <Contact />);
      expect(textOf(contact)).toContain(i18n.t('public:contactOptions.competitive'));
      expect(contact).toContain('value="Competitive Courses"');
      expect(textOf(contact)).not.toContain('Hospitalist Courses');
    });

    it('marks the parts of a course shown in English (no words in the language) lang="en"', async () => {
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      const english = seedCourseView('graphic-design', 'en')!;
      const C = anyProps(Course);
      const html = render('/graphic-design', () => (
        <C
          loaderData={{ course: localizeCourse(english, undefined), fromBuild: true }}
          params={{ slug: 'graphic-design' }}
        />
      ));
      expect(html).toMatch(/<h1 class="course__title" lang="en">Graphic Design<\/h1>/);
      expect(html).toContain('lang="en">Mon–Fri, 10:00 am–12:00 pm or 4:00–6:00 pm<');
    });

    it('the description of a page without its own (root) is translated too', async () => {
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      expect(metaText(rootMeta()).description).toMatch(script[language]);
    });
  });
}
