// Issue 27 in a real browser, in Punjabi and Hindi: the course catalogue in the page's language
// (27.2), the student search's hits written in it (27.9) and the Activity screen's sentences
// (27.16); the words of 27.19 where a student meets them.
import { describe, expect, it } from 'vitest';
import { seedCourseTexts } from '#shared/catalogue-data/translations.ts';
import { categoryInfos } from '#shared/catalogue.ts';
import type { Course } from '#shared/courses.ts';
import { desktop, phone, useBrowser } from '../support/browser';
import { englishAfterEach, logInIn, scripts } from '../support/i18n-page';
import { logInAs } from '../support/session';

const competitive = categoryInfos.find((c) => c.slug === 'competitive-coaching')!;

describe('the catalogue in Punjabi and Hindi (375px)', () => {
  const b = useBrowser(phone);

  for (const lang of ['pa', 'hi'] as const) {
    it(`${scripts[lang].name}: a course page, the course list and the contact form's courses`, async () => {
      const police = seedCourseTexts[lang]['punjab-police-constable']!;
      const page = await b.open(`/${lang}/punjab-police-constable`);
      await page.getByRole('heading', { level: 1, name: police.name }).waitFor();
      const text = await page.locator('main').innerText();
      for (const part of [police.summary, police.timings, police.duration, ...police.covers]) {
        expect(text).toContain(part);
      }
      expect(text).toContain(competitive.translations[lang].name);
      expect(text).not.toMatch(/Mon–Sat|Complete written-exam|\b[ap]m\b/);
      expect(await page.locator('main [lang="en"]').count()).toBe(0);

      const list = await b.open(`/${lang}/Courses`);
      await list
        .getByRole('heading', { level: 2, name: competitive.translations[lang].name })
        .waitFor();
      expect(await list.locator('main').innerText()).not.toContain(competitive.blurb);

      const contact = await b.open(`/${lang}/contactus`);
      const options = await contact.locator('select[name="course"] option').allInnerTexts();
      expect(options.join(' ')).not.toMatch(/Courses/);
      expect(options.slice(1).every((o) => scripts[lang].letters.test(o))).toBe(true);
    });
  }
});

describe('the office writes a course in Punjabi; the Activity screen says so in Hindi (1280px)', () => {
  const b = useBrowser(desktop);
  englishAfterEach(b);
  /** Puts the course's Punjabi timings back as the seed had them (other files read the catalogue). */
  async function restore(course: Course) {
    await logInAs(b.context, b.baseUrl, 'admin');
    await b.context.request.put(`${b.baseUrl}/api/courses/${course.id}`, {
      headers: { origin: b.baseUrl },
      multipart: {
        name: course.name,
        code: course.code,
        price: String(course.price),
        category: course.category,
        description: course.description,
        duration: course.duration,
        timings: course.timings,
        timings_pa: seedCourseTexts.pa.calligraphy!.timings,
      },
    });
  }

  it('saves Punjabi timings in the course dialog; /pa shows them, /hi and English do not change', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const courses = (await (
      await b.context.request.get(`${b.baseUrl}/api/courses`)
    ).json()) as Course[];
    const original = courses.find((c) => c.slug === 'calligraphy')!;
    try {
      const page = await b.open('/Sidebar/Library');
      await page.getByRole('button', { name: `Edit ${original.name}` }).click();
      const dialog = page.getByRole('dialog');
      const timings = dialog.getByRole('textbox', { name: 'Timings (ਪੰਜਾਬੀ)' });
      expect(await timings.inputValue()).toBe(seedCourseTexts.pa.calligraphy!.timings);
      expect(await dialog.getByRole('textbox', { name: 'Course Name (हिन्दी)' }).inputValue()).toBe(
        seedCourseTexts.hi.calligraphy!.name,
      );
      await timings.fill('ਸਿਰਫ਼ ਐਤਵਾਰ, ਸਵੇਰੇ 10:00–11:00');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });

      const pa = await b.open('/pa/calligraphy');
      await pa.getByText('ਸਿਰਫ਼ ਐਤਵਾਰ, ਸਵੇਰੇ 10:00–11:00').waitFor();
      const hi = await b.open('/hi/calligraphy');
      await hi.getByText(seedCourseTexts.hi.calligraphy!.timings).waitFor();

      // The admin reads the change as a sentence in Hindi, the route folded under it.
      await logInIn(b, 'admin', 'hi');
      const activity = await b.open('/Sidebar/Activity');
      const row = activity.getByRole('row').filter({ hasText: 'कोर्स “Calligraphy” में बदलाव किए' });
      await row.first().waitFor();
      const rowText = await row.first().innerText();
      expect(rowText).toContain('admin ने');
      expect(rowText).not.toContain('/api/courses/:id');
      await row.first().getByText('अनुरोध').click();
      expect(await row.first().innerText()).toContain('PUT /api/courses/:id');
    } finally {
      await restore(original);
    }
  });
});

describe('the student search in Punjabi (1280px)', () => {
  const b = useBrowser(desktop);
  englishAfterEach(b);

  it('finds receipts by RCT and the Fee page by "fee", with subtitles in Punjabi', async () => {
    await logInIn(b, 'student', 'pa');
    const page = await b.open('/Sdashboard/CoursesCards');
    const box = page.getByRole('searchbox');
    await box.fill('RCT');
    const results = page.getByRole('list', { name: 'ਖੋਜ ਦੇ ਨਤੀਜੇ' });
    const receipt = results.getByRole('link').filter({ hasText: 'ਰਸੀਦ' }).first();
    await receipt.waitFor();
    expect(await receipt.innerText()).toMatch(/RCT\/\d\d-\d\d\/\d{5}/);
    expect(await receipt.innerText()).toMatch(/\d\d-\d\d-\d{4} · ₹[\d,]+/);

    await box.fill('fee');
    await results.getByRole('link', { name: /ਫ਼ੀਸ/ }).first().waitFor();
    const all = await results.innerText();
    expect(all).not.toMatch(/Posted by|Mid-Term|Dashboard page/);
  });
});
