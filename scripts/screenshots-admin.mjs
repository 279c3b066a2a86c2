// Issue 12: full-page screenshots of every admin console screen, its main dialogs and one form's
// errors, in English, Punjabi and Hindi at a 375px phone and a 1280px desktop, to look at.
// Next to the PNGs, findings.json lists what can be measured: the page scrolling sideways,
// text cut off inside its box, and (in pa / hi) visible text with no letter of the script.
//
//   node scripts/screenshots-admin.mjs http://localhost:3000 [/tmp/look-admin] [en,pa,hi]
//
// Runs against a server started with DEMO_DATA=1 and ADMIN_PASSWORD=admin-pass-1234 (README).
// Each step is tried on its own: a step that fails is listed, and the walk goes on.
/* global document, getComputedStyle, NodeFilter, window, requestAnimationFrame */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, requireChromium } from './chromium.mjs';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const outDir = process.argv[3] ?? '/tmp/look-admin';
const languages = (process.argv[4] ?? 'en,pa,hi').split(',');
const admin = { username: 'admin', password: process.env.ADMIN_PASSWORD ?? 'admin-pass-1234' };
const sizes = { 1280: { width: 1280, height: 800 }, 375: { width: 375, height: 740 } };
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

const script = { en: /[A-Za-z]/, pa: /[\u0A00-\u0A7F]/, hi: /[\u0900-\u097F]/ };
const bundles = new Map();

/** The text of `ns:dotted.key` (namespace admin-school when none) with {{values}} filled. */
function tr(lang, key, values = {}) {
  const [ns, dotted] = key.includes(':') ? key.split(':') : ['admin-school', key];
  const file = path.join(root, 'src/client/locales', lang, `${ns}.json`);
  if (!bundles.has(file)) bundles.set(file, JSON.parse(readFileSync(file, 'utf8')));
  let node = bundles.get(file);
  for (const part of dotted.split('.')) node = node?.[part];
  if (typeof node !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (m, k) => (k in values ? String(values[k]) : m));
}

/** A name matcher for a key: {{values}} left unfilled match anything. */
function rx(lang, key, { start = false, values = {} } = {}) {
  const parts = tr(lang, key, values)
    .split(/\{\{[^}]+\}\}/)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}${start ? '' : '$'}`);
}

const findings = [];
const failures = [];

/** What a screenshot's page shows that can be measured. */
async function measure(page, lang) {
  return page.evaluate((scriptSource) => {
    const letters = new RegExp(scriptSource);
    const out = { sideways: false, cut: [], latin: [] };
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) out.sideways = doc.scrollWidth;
    const visible = (el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.opacity !== '0';
    };
    for (const el of document.querySelectorAll('body *')) {
      if (!visible(el) || el.children.length > 0 || !el.textContent?.trim()) continue;
      const s = getComputedStyle(el);
      if (
        ['hidden', 'clip'].includes(s.overflowX) &&
        el.scrollWidth > el.clientWidth + 1 &&
        !el.closest('.MuiTouchRipple-root')
      ) {
        out.cut.push(el.textContent.trim().slice(0, 80));
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent.trim();
      if (!/[A-Za-z]{2,}/.test(text) || letters.test(text)) continue;
      const el = n.parentElement;
      if (!el || !visible(el) || el.closest('script, style, noscript')) continue;
      out.latin.push(text.slice(0, 100));
    }
    for (const el of document.querySelectorAll('input[placeholder], [aria-label], [title]')) {
      if (!visible(el)) continue;
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const v = el.getAttribute(attr)?.trim();
        if (v && /[A-Za-z]{2,}/.test(v) && !letters.test(v)) out.latin.push(`@${attr}: ${v}`);
      }
    }
    out.latin = [...new Set(out.latin)];
    out.cut = [...new Set(out.cut)];
    return out;
  }, script[lang].source);
}

function walker(page, lang, width) {
  let n = 0;
  const shot = async (name, fullPage = true) => {
    n += 1;
    const file = `${lang}-${width}-${String(n).padStart(2, '0')}-${name}.png`;
    // A full page from its top (a page scrolled to an error otherwise shows its fixed top bar
    // in the middle of the picture).
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.screenshot({ path: path.join(outDir, file), fullPage });
    const m = await measure(page, lang);
    if (lang === 'en') m.latin = [];
    if (m.sideways || m.cut.length || m.latin.length) findings.push({ file, ...m });
  };
  const step = async (name, fn) => {
    try {
      await fn();
    } catch (error) {
      failures.push({ lang, width, step: name, error: String(error).split('\n')[0] });
      await page.keyboard.press('Escape').catch(() => {});
      await page.keyboard.press('Escape').catch(() => {});
    }
  };
  return { shot, step };
}

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.locator('main [role="progressbar"]').first().waitFor({ state: 'detached' });
}

async function visit(page, lang, pathname) {
  await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'load', timeout: 30_000 });
  const h1 = page.locator('main h1').first();
  await h1.waitFor({ timeout: 15_000 });
  for (let i = 0; i < 100 && !script[lang].test(await h1.innerText()); i++) {
    await page.waitForTimeout(100);
  }
  await settle(page);
}

/** The open dialog once it has faded in. */
async function dialog(page) {
  const d = page.getByRole('dialog').last();
  await d.waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-root, .MuiPopover-root')].every(
      (el) =>
        el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length === 0,
    ),
  );
  return d;
}

async function closeDialog(page) {
  await page.keyboard.press('Escape');
  await page.locator('.MuiDialog-root').first().waitFor({ state: 'detached' });
}

/** Submits an empty form and waits for its errors. */
async function submitEmpty(scope) {
  const submit = scope.locator('button[type="submit"]').first();
  if ((await submit.count()) && (await submit.isEnabled())) await submit.click();
  else await scope.getByRole('textbox').first().press('Enter');
  await scope.locator('[aria-invalid="true"], [role="alert"]').first().waitFor();
}

/** Opens a dialog, shoots it, optionally with its errors, and closes it. */
async function dialogShots(page, shot, name, trigger, withErrors) {
  await trigger.click();
  const d = await dialog(page);
  await shot(name, false);
  if (withErrors) {
    await submitEmpty(d);
    await page.waitForTimeout(300);
    await shot(`${name}-errors`, false);
  }
  await closeDialog(page);
}

async function walk(browser, lang, width) {
  const context = await browser.newContext({ viewport: sizes[width], baseURL: baseUrl });
  await context.addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
  const headers = { origin: baseUrl };
  const login = await context.request.post(`${baseUrl}/auth/login`, { data: admin, headers });
  if (login.status() !== 200) throw new Error(`admin login answered ${login.status()}`);
  await context.request.put(`${baseUrl}/api/account/language`, {
    data: { language: lang },
    headers,
  });
  const page = await context.newPage();
  const { shot, step } = walker(page, lang, width);
  const main = page.locator('main');
  const phone = width === 375;
  const P = (key, o) => rx(lang, `admin-people:${key}`, o);
  const S = (key, o) => rx(lang, `admin-school:${key}`, o);
  const T = (key, o) => rx(lang, `admin-tests:${key}`, o);
  const Q = (key, o) => rx(lang, `admin-questions:${key}`, o);

  await step('summary', async () => {
    await visit(page, lang, '/Sidebar');
    await shot('summary');
    await page.locator('.dash-profile').click();
    await page.getByRole('menu').waitFor();
    await shot('profile-menu', false);
    await page.keyboard.press('Escape');
    if (phone) {
      await page.getByRole('button', { name: /./ }).first().click();
      await page.waitForTimeout(400);
      await shot('sidebar-drawer', false);
      await page.keyboard.press('Escape');
    }
  });

  await step('students', async () => {
    await visit(page, lang, '/Sidebar/StudentData');
    await shot('students');
    const row = main.locator('tbody tr').first();
    await row.getByRole('button', { name: P('actions.edit') }).click();
    const d = await dialog(page);
    await shot('student-edit', false);
    await d.locator('input[required]').first().fill('');
    await submitEmpty(d);
    await shot('student-edit-errors', false);
    await closeDialog(page);
    await dialogShots(
      page,
      shot,
      'student-delete',
      row.getByRole('button', { name: P('actions.delete') }),
      false,
    );
  });

  await step('teachers', async () => {
    await visit(page, lang, '/Sidebar/TeacherData');
    await shot('teachers');
    await dialogShots(
      page,
      shot,
      'teacher-add',
      main.getByRole('button', { name: P('teachers.add') }),
      true,
    );
    const row = main.locator('tbody tr').first();
    await dialogShots(
      page,
      shot,
      'teacher-edit',
      row.getByRole('button', { name: P('teachers.editName') }),
      false,
    );
  });

  await step('courses', async () => {
    await visit(page, lang, '/Sidebar/Library');
    await main.locator('table').waitFor();
    await shot('courses');
    await dialogShots(
      page,
      shot,
      'course-add',
      main.getByRole('button', { name: S('courses.add') }),
      true,
    );
  });

  await step('enrollment', async () => {
    await visit(page, lang, '/Sidebar/StudentList');
    await shot('enrollment');
    const view = main.getByRole('button', { name: P('actions.view') }).first();
    if (await view.count()) await dialogShots(page, shot, 'enrollment-details', view, false);
    const reject = main.getByRole('button', { name: P('actions.reject') }).first();
    if (await reject.count()) await dialogShots(page, shot, 'enrollment-reject', reject, false);
  });

  await step('registration', async () => {
    await visit(page, lang, '/Sidebar/RegistrationForm');
    await shot('registration');
    await submitEmpty(main.locator('form').first());
    await page.waitForTimeout(300);
    await shot('registration-errors');
  });

  await step('notices', async () => {
    await visit(page, lang, '/Sidebar/Notice');
    await shot('notices');
  });

  await step('create-notice', async () => {
    await visit(page, lang, '/Sidebar/CreateNotice');
    await shot('create-notice');
    await submitEmpty(page.getByRole('form'));
    await page.waitForTimeout(300);
    await shot('create-notice-errors');
  });

  await step('exams', async () => {
    await visit(page, lang, '/Sidebar/Exams');
    await main.getByRole('combobox').first().click();
    await page.getByRole('option', { name: 'Full Stack Developer', exact: true }).click();
    await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
    await main.locator('tbody tr').first().waitFor();
    await settle(page);
    await shot('exams');
    await dialogShots(
      page,
      shot,
      'exam-schedule',
      main.getByRole('button', { name: S('exams.schedule') }),
      true,
    );
    await dialogShots(
      page,
      shot,
      'exam-grade-scale',
      main.getByRole('button', { name: S('exams.gradeScale', { start: true }) }),
      false,
    );
    const row = main.locator('tbody tr').first();
    await row.getByRole('button', { name: S('exams.table.marksButton') }).click();
    await page.locator('.marks-panel table').waitFor();
    await settle(page);
    await shot('exam-marks');
    // A file the server refuses as a whole, then one refused line by line.
    const file = page.locator('.marks-panel input[type=file]');
    const latin1 = Buffer.from([0x53, 0x74, 0xfc, 0x64, 0x0a, 0xff, 0xfe, 0x0a]);
    await file.setInputFiles({ name: 'latin1.csv', mimeType: 'text/csv', buffer: latin1 });
    await page.locator('.marks-panel__errors').waitFor();
    await shot('exam-marks-file-refused');
    const bad = 'Student ID,Marks\nnobody,12\nstudent,\nstudent,999\n';
    await file.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.locator('.marks-panel__errors').waitFor();
    await shot('exam-marks-csv-errors');
    await main.getByRole('link', { name: S('exams.reportCards') }).click();
    await page.locator('main[data-ready="true"]').waitFor({ timeout: 15_000 });
    await shot('report-cards');
  });

  await step('fees', async () => {
    await visit(page, lang, '/Sidebar/Fees');
    await main.locator('table').first().waitFor();
    await shot('fees');
    const row = main.locator('tbody tr').filter({ hasText: 'Full Stack Developer' }).first();
    const act = async (short, long) => {
      if (phone) {
        await row.getByRole('button', { name: S('fees.rowActions.actionsFor') }).click();
        await page.getByRole('menuitem', { name: S(short) }).click();
      } else {
        await row.getByRole('button', { name: S(long) }).click();
      }
    };
    await act('fees.rowActions.instalments', 'fees.rowActions.instalmentsOf');
    await dialog(page);
    await shot('fee-plan', false);
    await closeDialog(page);
    await act('fees.rowActions.recordPayment', 'fees.rowActions.recordPaymentFor');
    const pay = await dialog(page);
    await shot('fee-payment', false);
    await pay.getByRole('button', { name: S('fees.payment.submit') }).click();
    await pay.locator('[aria-invalid="true"], [role="alert"]').first().waitFor();
    await page.waitForTimeout(300);
    await shot('fee-payment-errors', false);
    await closeDialog(page);
    await act('fees.rowActions.account', 'fees.rowActions.accountOf');
    await dialog(page);
    await shot('fee-account', false);
    await closeDialog(page);
    await visit(page, lang, '/Sidebar/Fees/receipts/1');
    await shot('fee-receipt');
  });

  await step('mock-tests', async () => {
    await visit(page, lang, '/Sidebar/MockTests');
    await shot('mock-tests');
  });

  await step('questions', async () => {
    await visit(page, lang, '/Sidebar/MockTests/questions');
    await shot('questions');
    await main.getByRole('button', { name: Q('bank.add') }).click();
    const d = await dialog(page);
    await shot('question-add', false);
    await d.getByRole('button', { name: Q('dialog.save') }).click();
    await d.locator('.Mui-error').first().waitFor();
    await page.waitForTimeout(300);
    await shot('question-add-errors', false);
    await closeDialog(page);
    await main.getByRole('button', { name: Q('bank.importCsv') }).click();
    const imp = await dialog(page);
    const csv = [
      'Type,Question,Option A,Option B,Option C,Option D,Correct Option,Answer Min,Answer Max,Explanation,Subject,Topic,Difficulty',
      'mcq,What is 2+2?,3,4,,6,B,,,,Maths,,',
      'mcq,Pick one,a,b,c,d,E,,,,Maths,,tricky',
      'numerical,How many?,,,,,,x,,,Maths,,',
      'mcq,Which one?,a,b,c,d,,,,,Maths,,',
    ].join('\n');
    await imp
      .locator('input[type=file]')
      .setInputFiles({ name: 'q.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await imp.getByRole('button', { name: Q('import.import') }).click();
    await imp.getByRole('alert').first().waitFor();
    await page.waitForTimeout(300);
    await shot('question-import-errors', false);
    await closeDialog(page);
  });

  await step('builder', async () => {
    await visit(page, lang, '/Sidebar/MockTests/2');
    await shot('builder-test-2');
    await visit(page, lang, '/Sidebar/MockTests');
    await main.getByRole('link', { name: rx(lang, 'admin-questions:tests.new') }).click();
    await page.locator('main h1').waitFor();
    await settle(page);
    await shot('builder-new');
    await main.getByRole('button', { name: T('builder.save') }).click();
    await page.locator('.Mui-error').first().waitFor();
    await page.waitForTimeout(300);
    await shot('builder-new-errors');
  });

  await step('results', async () => {
    await visit(page, lang, '/Sidebar/MockTests/1/results');
    await main.locator('table').first().waitFor();
    await shot('results');
    await main
      .getByRole('button', { name: T('results.review') })
      .first()
      .click();
    await dialog(page);
    await shot('result-review', false);
    await closeDialog(page);
  });

  await step('messages', async () => {
    await visit(page, lang, '/Sidebar/Messages');
    await shot('messages');
  });

  await step('activity', async () => {
    await visit(page, lang, '/Sidebar/Activity');
    await shot('activity');
  });

  await step('settings', async () => {
    await visit(page, lang, '/Sidebar/Settings');
    await shot('settings');
    await submitEmpty(main.locator('form').first());
    await page.waitForTimeout(300);
    await shot('settings-errors');
  });

  await context.request.put(`${baseUrl}/api/account/language`, {
    data: { language: 'en' },
    headers,
  });
  await context.close();
}

requireChromium();
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const lang of languages) {
    for (const width of [1280, 375]) {
      console.log(`${lang} ${width}px`);
      await walk(browser, lang, width);
    }
  }
} finally {
  await browser.close();
}
writeFileSync(path.join(outDir, 'findings.json'), JSON.stringify({ findings, failures }, null, 2));
console.log(`${findings.length} screenshots with findings, ${failures.length} failed steps`);
for (const f of failures) console.log(`FAILED ${f.lang} ${f.width} ${f.step}: ${f.error}`);
