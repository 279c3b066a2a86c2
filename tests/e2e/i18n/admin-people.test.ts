// Issue 12, admin console part A: the admin home, sidebar, students, enrollment, teachers,
// registration form, messages, settings and activity in Punjabi and Hindi (lang cookie), with
// axe-core on each screen and dialog, and the tables usable on a 375px phone.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { newApplicant, registerViaApi } from '../admin/registration-helpers';
import { desktop, phone, settledDialog, useBrowser, type BrowserHarness } from '../support/browser';
import {
  axeViolations,
  englishAfterEach,
  logInIn,
  screenshotDir as shots,
  scripts as indicScripts,
  type Indic,
} from '../support/i18n-page';

/**
 * For screenshots only: the Noto faces from node_modules, so that a machine without Indic system
 * fonts shows shaped text rather than empty boxes (the app's own font loading is the shell's).
 */
function notoFaces(): string {
  const require = createRequire(import.meta.url);
  const face = (family: string, pkg: string, subset: string, weight: number) => {
    const file = require.resolve(
      `@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff2`,
    );
    const data = readFileSync(file).toString('base64');
    return `@font-face{font-family:'${family} Shot';font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2');}`;
  };
  return [
    face('Noto Sans Gurmukhi', 'noto-sans-gurmukhi', 'gurmukhi', 400),
    face('Noto Sans Gurmukhi', 'noto-sans-gurmukhi', 'gurmukhi', 700),
    face('Noto Sans Devanagari', 'noto-sans-devanagari', 'devanagari', 400),
    face('Noto Sans Devanagari', 'noto-sans-devanagari', 'devanagari', 700),
    "*{font-family:'Noto Sans Gurmukhi Shot','Noto Sans Devanagari Shot',system-ui,sans-serif !important}",
  ].join('');
}

async function shoot(page: Page, name: string, fullPage = true) {
  if (!shots) return;
  await page.addStyleTag({ content: notoFaces() });
  await page.evaluate(async () => {
    const faces = ['Noto Sans Gurmukhi Shot', 'Noto Sans Devanagari Shot'];
    await Promise.all(
      faces.flatMap((f) => [400, 700].map((w) => document.fonts.load(`${w} 16px '${f}'`, 'ਕक'))),
    );
  });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
}

const scripts = { pa: indicScripts.pa.letters, hi: indicScripts.hi.letters } as const;
type Lang = Indic;

// Each screen, and the headings and buttons it shows in each language (from the locale files).
const screens = [
  { path: '/Sidebar', heading: { pa: 'ਸੰਖੇਪ ਜਾਣਕਾਰੀ', hi: 'सारांश' } },
  {
    path: '/Sidebar/StudentData',
    heading: { pa: 'ਸਾਰੇ ਵਿਦਿਆਰਥੀਆਂ ਦਾ ਡਾਟਾ', hi: 'सभी छात्रों का डेटा' },
    link: { pa: 'CSV ਡਾਊਨਲੋਡ ਕਰੋ', hi: 'CSV डाउनलोड करें' },
  },
  {
    path: '/Sidebar/StudentList',
    heading: { pa: 'ਸਾਰੇ ਵਿਦਿਆਰਥੀਆਂ ਦਾ ਡਾਟਾ', hi: 'सभी छात्रों का डेटा' },
    button: { pa: 'ਨਵਾਂ ਵਿਦਿਆਰਥੀ ਰਜਿਸਟਰ ਕਰੋ', hi: 'नया छात्र रजिस्टर करें' },
  },
  {
    path: '/Sidebar/TeacherData',
    heading: { pa: 'ਸਾਰੇ ਅਧਿਆਪਕਾਂ ਦਾ ਡਾਟਾ', hi: 'सभी शिक्षकों का डेटा' },
    button: { pa: 'ਅਧਿਆਪਕ ਜੋੜੋ', hi: 'शिक्षक जोड़ें' },
  },
  {
    path: '/Sidebar/RegistrationForm',
    heading: { pa: 'ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਫ਼ਾਰਮ', hi: 'रजिस्ट्रेशन फ़ॉर्म' },
    button: { pa: 'ਜਮ੍ਹਾਂ ਕਰੋ', hi: 'जमा करें' },
  },
  {
    path: '/Sidebar/Messages',
    heading: { pa: 'ਸੁਨੇਹੇ', hi: 'संदेश' },
    button: { pa: 'ਅਣਪੜ੍ਹੇ', hi: 'अपठित' },
  },
  {
    path: '/Sidebar/Settings',
    heading: { pa: 'ਸੈਟਿੰਗਾਂ', hi: 'सेटिंग्स' },
    button: { pa: 'ਪਾਸਵਰਡ ਬਦਲੋ', hi: 'पासवर्ड बदलें' },
  },
  {
    path: '/Sidebar/Activity',
    heading: { pa: 'ਗਤੀਵਿਧੀ', hi: 'गतिविधि' },
    link: { pa: 'CSV ਐਕਸਪੋਰਟ ਕਰੋ', hi: 'CSV एक्सपोर्ट करें' },
  },
] as const;

// A key of this area's namespaces shown instead of its text ('columns.actions').
const rawKey =
  /\b(?:admin(?:-people)?:|(?:titles|headings|layout|nav|sidebar|summary|table|confirmDelete|loadError|areaError|actions|columns|status|gender|timing|education|details|confirm|toasts|secret|edit|students|enrollment|teachers|messages|activity|registration|changePassword)\.[a-z][A-Za-z]+)/;

// axe with '.toast' left out; unlike the other admin files this one has always checked open menus
// too (its dialogs and tables are checked with no select just used), so they stay in.
const violations = (page: Page, where: string) =>
  axeViolations(page, { where, exclude: ['.toast'], menus: true });

/** The admin, logged in and stored in the language (put back to English by `englishAfterEach`). */
const inLanguage = (b: BrowserHarness, lang: Lang) => logInIn(b, 'admin', lang);

async function noRawKeys(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  expect(rawKey.exec(text)?.[0], `${where}: a raw key is shown`).toBeUndefined();
}

for (const lang of ['pa', 'hi'] as const) {
  const script = scripts[lang];

  describe(`the admin console (part A) in ${lang}`, () => {
    const b = useBrowser(desktop);
    englishAfterEach(b);
    beforeEach(() => inLanguage(b, lang));

    it('every screen: translated heading, buttons, sidebar and title; no raw keys; axe clean', async () => {
      await registerViaApi(b.context.request, b.baseUrl, 'Harleen Kaur Bains');
      for (const screen of screens) {
        const page = await b.open(screen.path);
        const heading = page.getByRole('heading', { level: 1, name: screen.heading[lang] });
        await heading.waitFor();
        expect(await heading.innerText()).toMatch(script);
        if ('button' in screen) {
          await page.getByRole('button', { name: screen.button[lang] }).first().waitFor();
        }
        if ('link' in screen) {
          await page.getByRole('link', { name: screen.link[lang] }).first().waitFor();
        }
        const nav = page.getByRole('navigation').first();
        expect(await nav.innerText()).toMatch(script);
        await expect.poll(() => page.title()).toMatch(script);
        await page.waitForLoadState('networkidle');
        await noRawKeys(page, screen.path);
        expect(await violations(page, screen.path)).toEqual([]);
        await shoot(page, `admin-${screen.path.split('/').pop()!.toLowerCase()}-${lang}-1280`);
      }
    }, 180_000);

    it('the dialogs: student details, confirmations, the teacher dialog, all translated and axe clean', async () => {
      const s = await registerViaApi(b.context.request, b.baseUrl, 'Manpreet Singh Sandhu');
      const page = await b.open('/Sidebar/StudentList');
      const table = page.getByRole('table').first();
      await table.locator('tbody tr').first().waitFor();
      // The pager's rows-per-page (the top bar's language menu is a combobox too).
      await page.locator('.MuiTablePagination-root').getByRole('combobox').click();
      await page.getByRole('option', { name: '100' }).click();
      const row = table.getByRole('row').filter({ hasText: s.studentId });
      await row.getByRole('button').first().click();
      const details = await settledDialog(page, lang === 'pa' ? 'ਵਿਦਿਆਰਥੀ ਦੇ ਵੇਰਵੇ' : 'छात्र का विवरण');
      expect(await details.innerText()).toMatch(script);
      // The date of birth, dd-mm-yyyy as everywhere else.
      expect(await details.innerText()).toContain('26-01-2003');
      await noRawKeys(page, 'student details');
      expect(await violations(page, 'student details')).toEqual([]);
      await shoot(page, `admin-details-${lang}-1280`, false);

      await details
        .getByRole('button', { name: lang === 'pa' ? 'ਸੈਸ਼ਨ ਖ਼ਤਮ ਕਰੋ' : 'सेशन ख़त्म करें' })
        .click();
      const confirm = await settledDialog(page, lang === 'pa' ? 'ਸੈਸ਼ਨ ਖ਼ਤਮ ਕਰੋ' : 'सेशन ख़त्म करें');
      expect(await confirm.innerText()).toContain(s.name);
      expect(await violations(page, 'end sessions')).toEqual([]);
      await confirm.getByRole('button', { name: lang === 'pa' ? 'ਰੱਦ ਕਰੋ' : 'रद्द करें' }).click();
      await confirm.waitFor({ state: 'detached' });

      await page.goto('/Sidebar/TeacherData');
      await page.getByRole('button', { name: lang === 'pa' ? 'ਅਧਿਆਪਕ ਜੋੜੋ' : 'शिक्षक जोड़ें' }).click();
      const dialog = await settledDialog(page, lang === 'pa' ? 'ਨਵਾਂ ਅਧਿਆਪਕ ਜੋੜੋ' : 'नया शिक्षक जोड़ें');
      expect(await dialog.innerText()).toMatch(script);
      await noRawKeys(page, 'teacher dialog');
      expect(await violations(page, 'teacher dialog')).toEqual([]);
      await shoot(page, `admin-teacher-dialog-${lang}-1280`, false);
    });
  });
}

const phoneWords = {
  pa: {
    hint: /ਸਾਰੇ ਕਾਲਮ ਦੇਖਣ ਲਈ/,
    search: 'ID ਨਾਲ ਖੋਜੋ',
    edit: 'ਸੋਧੋ',
    delete: 'ਮਿਟਾਓ',
    approve: 'ਮਨਜ਼ੂਰ ਕਰੋ',
    reject: 'ਨਾਮਨਜ਼ੂਰ ਕਰੋ',
    view: 'ਵੇਖੋ',
    actionsFor: /ਲਈ ਕਾਰਵਾਈਆਂ$/,
  },
  hi: {
    hint: /सभी कॉलम देखने के लिए/,
    search: 'ID से खोजें',
    edit: 'बदलें',
    delete: 'हटाएँ',
    approve: 'मंज़ूर करें',
    reject: 'अस्वीकार करें',
    view: 'देखें',
    actionsFor: /के लिए कार्रवाइयाँ$/,
  },
} as const;

for (const lang of ['pa', 'hi'] as const)
  describe(`the admin tables on a 375px phone (${lang})`, () => {
    const b = useBrowser(phone);
    englishAfterEach(b);
    const w = phoneWords[lang];
    beforeEach(() => inLanguage(b, lang));

    /** The button lies wholly inside the 375px screen, without scrolling the table. */
    async function onScreen(page: Page, name: string | RegExp, scope = page.locator('body')) {
      const box = await scope
        .getByRole('button', { name, exact: typeof name === 'string' })
        .first()
        .boundingBox();
      expect(box, `${String(name)} is laid out`).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }

    /** The row's actions sit in its ⋮ menu ("Actions for …"): the button and each item in view. */
    async function menuOnScreen(page: Page, row: Locator, items: string[]) {
      await onScreen(page, w.actionsFor, row);
      await row.getByRole('button', { name: w.actionsFor }).click();
      const menu = page.getByRole('menu');
      for (const item of items) {
        const box = await menu.getByRole('menuitem', { name: item, exact: true }).boundingBox();
        expect(box, `${item} is in the menu`).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      }
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
    }

    it('StudentData, StudentList and TeacherData: a scroll hint, Edit/Delete and Approve/Reject in view', async () => {
      const s = await registerViaApi(b.context.request, b.baseUrl, 'Gurpreet Singh Grewal');
      const applicant = newApplicant(`Navneet Kaur Brar ${Date.now() % 100_000}`);
      const sent = await b.context.request.post(`${b.baseUrl}/api/admissions`, {
        headers: { origin: b.baseUrl },
        data: {
          studentName: applicant.name,
          fatherName: 'Jaswant Singh',
          motherName: 'Kulwinder Kaur',
          dateOfBirth: '2005-03-14',
          gender: 'female',
          emailAddress: applicant.email,
          phoneNumber: applicant.phone,
          address: 'Model Town, Ludhiana',
          sameAsPermanentAddress: true,
          // Not Web Designing: the exams test counts that course's students.
          courses: ['Advanced Excel'],
          password: applicant.password,
          confirmPassword: applicant.password,
        },
      });
      expect(sent.status()).toBe(201);

      let page = await b.open('/Sidebar/StudentData');
      await page.getByLabel(w.search).fill(s.studentId);
      const table = page.getByRole('table').first();
      const row = table.getByRole('row').filter({ hasText: s.studentId });
      await row.waitFor();
      await page.getByText(w.hint).waitFor();
      await menuOnScreen(page, row, [w.edit, w.delete]);
      // The region scrolls from the keyboard too, and the page itself does not.
      expect(await page.getByRole('region').first().getAttribute('tabindex')).toBe('0');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      expect(await violations(page, 'StudentData 375px')).toEqual([]);
      await shoot(page, `admin-studentdata-${lang}-375`);

      page = await b.open('/Sidebar/StudentList');
      const pending = page.getByRole('row').filter({ hasText: applicant.name });
      await pending.waitFor();
      await page.getByText(w.hint).waitFor();
      await menuOnScreen(page, pending, [w.view, w.approve, w.reject]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      expect(await violations(page, 'StudentList 375px')).toEqual([]);
      await shoot(page, `admin-studentlist-${lang}-375`);

      const courses = (await (await b.context.request.get(`${b.baseUrl}/get-courses`)).json()) as {
        name: string;
      }[];
      const added = await b.context.request.post(`${b.baseUrl}/add-teacher`, {
        headers: { origin: b.baseUrl },
        data: {
          id: '',
          first_name: 'Amrit',
          last_name: 'Pal',
          gender: 'Male',
          courses: courses[0]!.name,
        },
      });
      expect(added.status()).toBeLessThan(300);
      page = await b.open('/Sidebar/TeacherData');
      const firstTeacher = page.getByRole('table').first().locator('tbody tr').first();
      await firstTeacher.waitFor();
      await menuOnScreen(page, firstTeacher, [w.edit, w.delete]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      expect(await violations(page, 'TeacherData 375px')).toEqual([]);
      await shoot(page, `admin-teacherdata-${lang}-375`);

      for (const path of [
        '/Sidebar',
        '/Sidebar/Messages',
        '/Sidebar/Activity',
        '/Sidebar/Settings',
      ]) {
        page = await b.open(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        );
        expect(await violations(page, `${path} 375px`)).toEqual([]);
        await shoot(page, `admin-${path.split('/').pop()!.toLowerCase()}-${lang}-375`);
      }
    }, 180_000);
  });
