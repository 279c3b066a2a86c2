// Course content per language (issue 27.2, decision 052): the built-in catalogue answers in
// Punjabi and Hindi, the admin writes each language in the course dialog, and English shows only
// where a course has no words in the asked language.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '#server/seed/seed-catalogue.ts';
import type { CatalogueCategory, CatalogueCourse } from '#shared/catalogue.ts';
import type { Course } from '#shared/courses.ts';
import type { StudentCourse } from '#shared/account.ts';
import { enrol } from '#server/data/enrolments.ts';
import { courseForm, setupUploadsApp } from '../support/course-helpers';

const ctx = setupUploadsApp();
beforeAll(async () => {
  await seedCatalogue(ctx.t.db);
});

const gurmukhi = /[\u0A00-\u0A7F]/;
const devanagari = /[\u0900-\u097F]/;
const script = { pa: gurmukhi, hi: devanagari } as const;

async function catalogue(lang?: string): Promise<CatalogueCategory[]> {
  const res = await ctx.t.app.inject(`/api/catalogue${lang ? `?lang=${lang}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ categories: CatalogueCategory[] }>().categories;
}
async function course(slug: string, lang: string): Promise<CatalogueCourse> {
  const res = await ctx.t.app.inject(`/api/catalogue/${slug}?lang=${lang}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ course: CatalogueCourse }>().course;
}
async function adminCourse(slug: string): Promise<Course> {
  const res = await ctx.t.app.inject({
    url: '/api/courses',
    headers: { cookie: ctx.t.admin.cookie },
  });
  return res.json<Course[]>().find((c) => c.slug === slug)!;
}
/** PUT /api/courses/:id with the course's current English fields and the given extra fields. */
async function saveCourse(existing: Course, extra: Record<string, string>) {
  const form = await courseForm(
    {
      name: existing.name,
      code: existing.code,
      price: String(existing.price),
      category: existing.category,
      description: existing.description,
      duration: existing.duration,
      timings: existing.timings,
      ...extra,
    },
    { file: null, image: null },
  );
  return ctx.t.app.inject({
    method: 'PUT',
    url: `/api/courses/${existing.id}`,
    ...form,
    headers: { ...form.headers, cookie: ctx.t.admin.cookie },
  });
}

describe('GET /api/catalogue?lang=', () => {
  it('answers every category and all 41 courses in Punjabi and in Hindi, nothing left in English', async () => {
    const english = await catalogue();
    for (const lang of ['pa', 'hi'] as const) {
      const categories = await catalogue(lang);
      expect(categories.map((c) => c.slug)).toEqual(english.map((c) => c.slug));
      for (const category of categories) {
        expect(category.name, category.slug).toMatch(script[lang]);
        expect(category.blurb, category.slug).toMatch(script[lang]);
      }
      const courses = categories.flatMap((c) => c.courses);
      expect(courses).toHaveLength(41);
      for (const c of courses) {
        expect(c.untranslated, c.slug).toEqual([]);
        for (const text of [c.summary, c.duration, c.timings, ...c.covers]) {
          expect(text, `${lang} ${c.slug}`).toMatch(script[lang]);
        }
      }
      // What stays the same in every language: slugs, codes, fees, the English category key.
      const en = english.flatMap((c) => c.courses);
      expect(courses.map((c) => [c.slug, c.code, c.price, c.category])).toEqual(
        en.map((c) => [c.slug, c.code, c.price, c.category]),
      );
    }
    // English is unchanged, with nothing marked untranslated.
    const police = english[2]!.courses[0]!;
    expect(police).toMatchObject({ name: 'Punjab Police Constable', untranslated: [] });
    expect(police.timings).toBe('Mon–Sat, 7:00–10:00 am');
  });

  it('answers one course in the asked language', async () => {
    const pa = await course('punjab-police-constable', 'pa');
    expect(pa.name).toBe('ਪੰਜਾਬ ਪੁਲਿਸ ਕਾਂਸਟੇਬਲ');
    expect(pa.timings).toBe('ਸੋਮ–ਸ਼ਨਿੱਚਰ, ਸਵੇਰੇ 7:00–10:00');
    const hi = await course('punjab-police-constable', 'hi');
    expect(hi.name).toBe('पंजाब पुलिस कांस्टेबल');
    expect(hi.timings).toBe('सोम–शनि, सुबह 7:00–10:00');
  });

  it('refuses a language it does not know with a 400, not English', async () => {
    const res = await ctx.t.app.inject('/api/catalogue?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('the admin writes each language (PUT /api/courses/:id)', () => {
  it('lists a course with its Punjabi and Hindi words', async () => {
    const tally = await adminCourse('tally-prime-gst');
    expect(tally.translations.pa.name).toBe('GST ਸਮੇਤ Tally Prime');
    expect(tally.translations.hi.name).toBe('GST के साथ Tally Prime');
    expect(tally.translations.pa.description).toMatch(/\n- /);
  });

  it('saves new Punjabi words; an emptied field shows the English, marked untranslated', async () => {
    const excel = await adminCourse('advanced-excel');
    const res = await saveCourse(excel, {
      name_pa: 'ਐਕਸਲ (ਪੂਰਾ ਕੋਰਸ)',
      description_pa: 'ਨਵਾਂ ਸਾਰ।\n- ਪਹਿਲਾ ਵਿਸ਼ਾ\n- ਦੂਜਾ ਵਿਸ਼ਾ',
      duration_pa: '6 ਹਫ਼ਤੇ',
      timings_pa: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Course>().translations.pa.timings).toBe('');

    const pa = await course('advanced-excel', 'pa');
    expect(pa).toMatchObject({
      name: 'ਐਕਸਲ (ਪੂਰਾ ਕੋਰਸ)',
      summary: 'ਨਵਾਂ ਸਾਰ।',
      covers: ['ਪਹਿਲਾ ਵਿਸ਼ਾ', 'ਦੂਜਾ ਵਿਸ਼ਾ'],
      timings: excel.timings,
      untranslated: ['timings'],
    });
    // Hindi was not sent: its words stay as they were.
    expect((await course('advanced-excel', 'hi')).name).toBe('एडवांस्ड Excel');
  });

  it('changes only the fields sent: one Punjabi field sent keeps the others', async () => {
    const pte = await adminCourse('pte-academic');
    const res = await saveCourse(pte, { timings_pa: 'ਸਿਰਫ਼ ਸ਼ਨਿੱਚਰਵਾਰ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Course>().translations.pa).toEqual({
      ...pte.translations.pa,
      timings: 'ਸਿਰਫ਼ ਸ਼ਨਿੱਚਰਵਾਰ',
    });
    expect(res.json<Course>().translations.hi).toEqual(pte.translations.hi);
  });

  it('removes a language whose fields are all emptied: that page shows the English', async () => {
    const gst = await adminCourse('gst-practitioner');
    const res = await saveCourse(gst, {
      name_hi: '',
      description_hi: '',
      duration_hi: '',
      timings_hi: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    const hi = await course('gst-practitioner', 'hi');
    expect(hi.name).toBe('GST Practitioner');
    expect(hi.untranslated).toEqual(['name', 'summary', 'covers', 'duration', 'timings']);
    expect((await course('gst-practitioner', 'pa')).name).toBe('GST ਪ੍ਰੈਕਟੀਸ਼ਨਰ');
  });

  it('refuses a Punjabi name that is too long, saving nothing', async () => {
    const itr = await adminCourse('income-tax-return-filing');
    const res = await saveCourse(itr, { name: 'Changed', name_pa: 'ਕ'.repeat(121) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fieldErrors: { name_pa: ['Course Name must be at most 120 characters.'] },
    });
    expect((await adminCourse('income-tax-return-filing')).name).toBe(itr.name);
  });

  it('adds a new course with its words in each language', async () => {
    const form = await courseForm({
      name: 'Punjabi Typing',
      category: 'Others',
      description: 'Type Punjabi fast.\n- Raavi keyboard',
      name_pa: 'ਪੰਜਾਬੀ ਟਾਈਪਿੰਗ',
      description_pa: 'ਤੇਜ਼ ਪੰਜਾਬੀ ਟਾਈਪਿੰਗ।\n- ਰਾਵੀ ਕੀ-ਬੋਰਡ',
    });
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/courses',
      ...form,
      headers: { ...form.headers, cookie: ctx.t.admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const slug = res.json<Course>().slug;
    expect(await course(slug, 'pa')).toMatchObject({
      name: 'ਪੰਜਾਬੀ ਟਾਈਪਿੰਗ',
      summary: 'ਤੇਜ਼ ਪੰਜਾਬੀ ਟਾਈਪਿੰਗ।',
      covers: ['ਰਾਵੀ ਕੀ-ਬੋਰਡ'],
      untranslated: [],
    });
    expect(await course(slug, 'hi')).toMatchObject({ name: 'Punjabi Typing' });
  });
});

describe('GET /api/student/courses?lang=', () => {
  it('gives the student their course’s name and timings in their language', async () => {
    const police = await adminCourse('punjab-police-constable');
    await enrol(ctx.t.db, ctx.t.studentA.student.id, [police.id]);
    const get = async (lang: string) => {
      const res = await ctx.t.app.inject({
        url: `/api/student/courses?lang=${lang}`,
        headers: { cookie: ctx.t.studentA.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<StudentCourse[]>().find((c) => c.id === police.id)!;
    };
    expect(await get('pa')).toMatchObject({
      name: 'ਪੰਜਾਬ ਪੁਲਿਸ ਕਾਂਸਟੇਬਲ',
      timings: 'ਸੋਮ–ਸ਼ਨਿੱਚਰ, ਸਵੇਰੇ 7:00–10:00',
      duration: '4 ਮਹੀਨੇ',
    });
    expect(await get('hi')).toMatchObject({ timings: 'सोम–शनि, सुबह 7:00–10:00' });
    expect(await get('en')).toMatchObject({ timings: 'Mon–Sat, 7:00–10:00 am' });
  });
});
