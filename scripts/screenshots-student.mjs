// Full-page screenshots of every public, login and student page in English, Punjabi and Hindi, at
// a 375px phone and a 1280px desktop, for a person to look at (issue 12). Also writes, next to
// the PNGs, report.json: each page's title, meta description, horizontal overflow, elements that
// stick out of the viewport, and Latin-script text left on a Punjabi or Hindi screen.
//
//   node scripts/screenshots-student.mjs [BASE_URL] [OUT_DIR]
//
// Runs against a started product with demo data (student `student` / `12345`); it starts an
// attempt of the demo's first mock test and leaves it running (it never submits it).
/* global document, getComputedStyle, location, NodeFilter -- code run inside the page */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, requireChromium } from './chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const outDir = process.argv[3] ?? '/tmp/look-student';
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
const languages = (process.env.LANGS ?? 'en,pa,hi').split(',');
const viewports = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
].filter((v) => !process.env.WIDTHS || process.env.WIDTHS.split(',').includes(v.name));

requireChromium();
mkdirSync(outDir, { recursive: true });
const report = [];

/** What a person should look at besides the picture, found in the page. */
async function inspect(page, lang) {
  return page.evaluate((lang) => {
    const doc = document.documentElement;
    const vw = doc.clientWidth;
    const outside = [];
    const clipped = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      if (r.right > vw + 1 && !el.closest('[aria-hidden="true"]')) {
        outside.push(`${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80));
      }
      if (
        ['hidden', 'clip'].includes(style.overflowX) &&
        el.scrollWidth > el.clientWidth + 1 &&
        el.textContent.trim()
      ) {
        clipped.push(`${el.tagName.toLowerCase()}: ${el.textContent.trim().slice(0, 60)}`);
      }
    }
    const latin = new Set();
    if (lang !== 'en') {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const p = n.parentElement;
        if (!p || p.closest('script,style,[hidden]')) continue;
        const text = n.textContent.trim();
        if (/[A-Za-z]{3,}/.test(text)) latin.add(text.slice(0, 100));
      }
      for (const el of document.querySelectorAll('[placeholder],[aria-label],[title],[alt]')) {
        for (const a of ['placeholder', 'aria-label', 'title', 'alt']) {
          const v = el.getAttribute(a);
          if (v && /[A-Za-z]{3,}/.test(v)) latin.add(`@${a}: ${v.slice(0, 100)}`);
        }
      }
    }
    return {
      url: location.pathname + location.search,
      title: document.title,
      htmlLang: doc.lang,
      description: document.querySelector('meta[name="description"]')?.content ?? null,
      horizontalScroll: doc.scrollWidth > vw + 1 ? doc.scrollWidth : false,
      outside: [...new Set(outside)].slice(0, 15),
      clipped: [...new Set(clipped)].slice(0, 15),
      latin: [...latin].slice(0, 60),
    };
  }, lang);
}

async function settle(page) {
  await page.waitForLoadState('networkidle');
  // No progress indicator left, and the fonts in.
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  // Dialogs and drawers at rest, not mid-transition.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

async function shoot(page, lang, vp, name) {
  if (only && !only.test(name)) return;
  await settle(page);
  const file = `${lang}-${vp.name}-${name}.png`;
  await page.screenshot({ path: path.join(outDir, file), fullPage: true });
  report.push({ file, lang, width: vp.width, name, ...(await inspect(page, lang)) });
  process.stdout.write(`${file}\n`);
}

async function visit(page, lang, vp, name, url) {
  if (only && !only.test(name)) return;
  await page.goto(`${base}${url}`);
  await shoot(page, lang, vp, name);
}

/** Submits the page's main form empty, to show its errors. */
async function submitEmpty(page) {
  await page.locator('main form button[type="submit"]').last().click();
  await page.locator('[aria-invalid="true"]').first().waitFor({ timeout: 10_000 });
}

async function api(context, method, url, data) {
  const res = await context.request.fetch(`${base}${url}`, {
    method,
    data,
    headers: { origin: base },
  });
  if (!res.ok()) throw new Error(`${method} ${url} answered ${res.status()}`);
  return res.status() === 204 ? null : res.json();
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const lang of languages) {
    const prefix = lang === 'en' ? '' : `/${lang}`;
    for (const vp of viewports) {
      const context = await browser.newContext({
        viewport: { width: vp.width, height: vp.height },
      });
      const page = await context.newPage();
      await visit(page, lang, vp, 'home', `${prefix}/`);
      await visit(page, lang, vp, 'courses', `${prefix}/Courses`);
      await visit(page, lang, vp, 'course', `${prefix}/full-stack-developer`);
      await visit(page, lang, vp, 'about', `${prefix}/Aboutus`);
      await visit(page, lang, vp, 'contact', `${prefix}/contactus`);
      if (!only || only.test('contact-errors')) {
        await page.goto(`${base}${prefix}/contactus`);
        await settle(page);
        await submitEmpty(page);
        await shoot(page, lang, vp, 'contact-errors');
      }
      await visit(page, lang, vp, 'signup', `${prefix}/SignUp`);
      if (!only || only.test('signup-errors')) {
        await page.goto(`${base}${prefix}/SignUp`);
        await settle(page);
        await submitEmpty(page);
        await shoot(page, lang, vp, 'signup-errors');
      }
      await visit(page, lang, vp, 'privacy', `${prefix}/privacy`);
      await visit(page, lang, vp, 'login', `${prefix}/login`);
      await visit(page, lang, vp, 'admin-login', `${prefix}/Adminlogin`);
      await visit(page, lang, vp, 'forgot-password', `${prefix}/forgot-password`);
      await visit(page, lang, vp, 'reset-password', `${prefix}/reset-password#token=abc`);
      await visit(page, lang, vp, 'not-found', `${prefix}/no-such-page`);

      // The student portal: the stored language of the user wins over the cookie.
      await api(context, 'POST', '/auth/student/login', {
        studentId: 'student',
        password: '12345',
      });
      await api(context, 'PUT', '/api/account/language', { language: lang });
      await visit(page, lang, vp, 'student-home', '/Sdashboard');
      await visit(page, lang, vp, 'student-courses', '/Sdashboard/CoursesCards');
      await visit(page, lang, vp, 'student-mocktests', '/Sdashboard/mocktest');
      const tests = await api(context, 'GET', '/api/student/mock-tests');
      const fresh = tests.available.find(
        (t) => t.attemptsUsed < t.attemptsAllowed || t.activeAttemptId,
      );
      if (fresh) {
        await visit(
          page,
          lang,
          vp,
          'student-mock-instructions',
          `/Sdashboard/mocktest?test=${fresh.id}`,
        );
        let attemptId = fresh.activeAttemptId;
        if (!attemptId) {
          const started = await api(
            context,
            'POST',
            `/api/student/mock-tests/${fresh.id}/attempts`,
            {},
          );
          attemptId = started.attemptId ?? started.id;
        }
        await visit(
          page,
          lang,
          vp,
          'student-mock-exam',
          `/Sdashboard/mocktest?attempt=${attemptId}`,
        );
        if (!only || only.test('student-mock-submit')) {
          await page.goto(`${base}/Sdashboard/mocktest?attempt=${attemptId}`);
          await settle(page);
          // The palette (a drawer on a phone), then the submit summary.
          const palette = page.getByRole('button', { name: /palette|ਪੈਲੇਟ|पैलेट/i }).first();
          if (vp.name === 'phone' && (await palette.isVisible().catch(() => false))) {
            await palette.click();
            await page.locator('.MuiDrawer-paper').waitFor();
            await shoot(page, lang, vp, 'student-mock-palette');
            await page.keyboard.press('Escape');
            await page.locator('.MuiDrawer-paper').waitFor({ state: 'detached' });
          }
          await page
            .getByRole('button', { name: /^(Submit|ਜਮ੍ਹਾਂ ਕਰੋ|जमा करें)$/ })
            .first()
            .click();
          await page.getByRole('dialog').waitFor();
          await shoot(page, lang, vp, 'student-mock-submit');
          await page.keyboard.press('Escape');
        }
      }
      const done = tests.available.concat(tests.finished).find((t) => t.resultsAvailable);
      if (done) {
        await visit(
          page,
          lang,
          vp,
          'student-mock-result',
          `/Sdashboard/mocktest?result=${done.lastAttemptId}`,
        );
      }
      await visit(page, lang, vp, 'student-midterm', '/Sdashboard/MidTerm');
      await visit(page, lang, vp, 'student-final', '/Sdashboard/FinalExam');
      await visit(page, lang, vp, 'student-results', '/Sdashboard/Result');
      await visit(page, lang, vp, 'student-fee', '/Sdashboard/fee');
      const fee = await api(context, 'GET', '/api/student/fee');
      const receiptId = fee.accounts.flatMap((a) => a.payments).find((p) => p.receiptId)?.receiptId;
      if (receiptId) {
        await visit(page, lang, vp, 'student-receipt', `/Sdashboard/receipts/${receiptId}`);
      }
      await visit(page, lang, vp, 'student-notices', '/Sdashboard/Notice');
      await visit(page, lang, vp, 'student-profile', '/Sdashboard/Profile');
      await visit(page, lang, vp, 'student-settings', '/Sdashboard/Settings');
      await api(context, 'PUT', '/api/account/language', { language: 'en' });
      await context.close();
    }
  }
} finally {
  await browser.close();
  writeFileSync(path.join(outDir, 'report.json'), JSON.stringify(report, null, 2));
}
