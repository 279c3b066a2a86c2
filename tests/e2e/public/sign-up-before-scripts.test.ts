// The online admission form works before any script runs (decision 048, issue 24.1): with
// JavaScript off, and with it on but before the form's code has loaded, a bad application comes
// back from the server with its errors in Punjabi and what was typed kept; once the code loads on
// that page, the values and errors are still there (React keeps the server's fields) and the app
// takes over. A good one sent without JavaScript is stored pending, and the page says so.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '#scripts/chromium.mjs';
import { newApplicant } from '../admin/registration-helpers';
import { logInAs } from '../support/session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
});
afterAll(async () => browser?.close());
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function phonePage(javaScriptEnabled: boolean): Promise<Page> {
  context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
    javaScriptEnabled,
    locale: 'en-IN',
  });
  // The app and the form's code load at the first touch: slower on a busy machine.
  context.setDefaultTimeout(20_000);
  return context.newPage();
}

/** Holds the form's code back until `release()`: the page stays as the browser has it. */
async function holdFormCode(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/admission-fields-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);
const submit = (page: Page) => page.locator('form.admission-form button[type=submit]').tap();
const course = (page: Page) => page.locator('input[name=courses][value="Full Stack Developer"]');

/** What the page shows of a bad application: the values kept and the errors in Punjabi. */
async function expectKeptWithErrors(page: Page) {
  expect(await byId(page, 'emailAddress-error').innerText()).toBe('ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈ-ਮੇਲ ਪਤਾ ਦਿਓ।');
  expect(await byId(page, 'emailAddress').getAttribute('aria-invalid')).toBe('true');
  expect(await byId(page, 'gender-error').innerText()).toBe('ਕਿਰਪਾ ਕਰਕੇ ਲਿੰਗ ਚੁਣੋ।');
  expect(await byId(page, 'fatherName-error').innerText()).toMatch(/ਪਿਤਾ/);
  expect(await byId(page, 'studentName').inputValue()).toBe('ਹਰਪ੍ਰੀਤ ਕੌਰ');
  expect(await byId(page, 'emailAddress').inputValue()).toBe('not-an-email');
  expect(await byId(page, 'dateOfBirth').inputValue()).toBe('2004-08-15');
  expect(await byId(page, 'reason').inputValue()).toBe('ਸ਼ਾਮ ਦਾ ਬੈਚ');
  expect(await byId(page, 'intermediate.instituteName').inputValue()).toBe('ਖ਼ਾਲਸਾ ਸਕੂਲ');
  expect(await course(page).isChecked()).toBe(true);
  expect(await byId(page, 'reason-count').innerText()).toMatch(/^11\/200 /);
  expect(await page.getByRole('status').first().innerText()).toMatch(/^ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਨਹੀਂ ਹੋ ਸਕੀ/);
}

for (const javaScriptEnabled of [false, true]) {
  describe(`/pa/SignUp with JavaScript ${javaScriptEnabled ? 'on, before the form code loads' : 'off'}`, () => {
    it('a bad application comes back with its errors in Punjabi and what was typed kept', async () => {
      const page = await phonePage(javaScriptEnabled);
      const release = javaScriptEnabled ? await holdFormCode(page) : () => {};
      // A hydration mismatch would be reported here (and React would redraw the fields).
      const errors: string[] = [];
      page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('/pa/SignUp', { waitUntil: 'load' });
      await byId(page, 'studentName').fill('ਹਰਪ੍ਰੀਤ ਕੌਰ');
      await byId(page, 'emailAddress').fill('not-an-email');
      await byId(page, 'dateOfBirth').fill('2004-08-15');
      // An education level's details show once it is ticked (CSS alone).
      expect(await byId(page, 'intermediate.instituteName').isVisible()).toBe(false);
      await page.locator('input[name="intermediate.completed"]').check();
      await byId(page, 'intermediate.instituteName').fill('ਖ਼ਾਲਸਾ ਸਕੂਲ');
      await course(page).check();
      await byId(page, 'reason').fill('ਸ਼ਾਮ ਦਾ ਬੈਚ');
      await byId(page, 'password').fill('ludhiana-2026');
      await submit(page);
      await byId(page, 'emailAddress-error').waitFor();
      expect(new URL(page.url()).pathname).toBe('/pa/SignUp');
      await expectKeptWithErrors(page);
      // A password is never written back into a page.
      expect(await byId(page, 'password').inputValue()).toBe('');
      if (!javaScriptEnabled) return;

      // The form's code arrives at the first touch: the server's values and errors stay.
      release();
      await byId(page, 'studentName').focus();
      await page.locator('form.admission-form[data-enhanced]').waitFor();
      await expectKeptWithErrors(page);
      // The visitor's focus is left where it is (not moved to the first refused field).
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('studentName');
      // The app has the form now: a corrected field drops its error at once.
      await byId(page, 'emailAddress').fill('harpreet@example.in');
      await byId(page, 'emailAddress-error').waitFor({ state: 'detached' });
      expect(await byId(page, 'gender-error').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    });
  });
}

describe('/pa/SignUp with JavaScript off', () => {
  it('stores a good application (pending: no login yet) and says it was received', async () => {
    const page = await phonePage(false);
    const a = newApplicant('Jasmeet Kaur');
    await page.goto('/pa/SignUp', { waitUntil: 'load' });
    await byId(page, 'studentName').fill(a.name);
    await byId(page, 'fatherName').fill('Baldev Singh');
    await byId(page, 'motherName').fill('Gurmeet Kaur');
    await byId(page, 'dateOfBirth').fill('2004-08-15');
    await page.getByRole('radio', { name: 'ਔਰਤ' }).check();
    await byId(page, 'emailAddress').fill(a.email);
    await byId(page, 'phoneNumber').fill(a.phone);
    await byId(page, 'address').fill('12 Rani Jhansi Road, Ludhiana');
    await page.locator('input[name=sameAsPermanentAddress]').check();
    // Ticked, the permanent address is not asked for (CSS alone).
    expect(await byId(page, 'permanentAddress').isVisible()).toBe(false);
    await course(page).check();
    await page.getByRole('radio', { name: 'ਸ਼ਾਮ' }).check();
    await byId(page, 'password').fill(a.password);
    await byId(page, 'confirmPassword').fill(a.password);
    await submit(page);
    await page.waitForURL(/\/pa\/SignUp\?sent=1&id=APP-/);
    const status = page.locator('[data-form-status="success"]');
    expect(await status.innerText()).toMatch(/^ਅਰਜ਼ੀ ਮਿਲ ਗਈ ਹੈ/);
    const applicationId = /APP-\d{4}-\d{4,}/.exec(await status.innerText())![0];

    // The same page with the app: it keeps the server's line as it hydrates.
    const sentUrl = page.url();
    const live = await browser.newContext({ baseURL: baseUrl });
    try {
      const again = await live.newPage();
      const errors: string[] = [];
      again.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
      await again.goto(sentUrl);
      await again.locator('.site[data-ready]').waitFor();
      expect(await again.locator('[data-form-status="success"]').innerText()).toContain(
        applicationId,
      );
      expect(errors).toEqual([]);
    } finally {
      await live.close();
    }

    const admin = await browser.newContext({ baseURL: baseUrl });
    try {
      await logInAs(admin, baseUrl, 'admin');
      const res = await admin.request.get('/get-registrations');
      const { registrations } = (await res.json()) as {
        registrations: {
          student_id: string;
          status: string;
          studentName: string;
          courses: string[];
        }[];
      };
      expect(registrations.find((r) => r.student_id === applicationId)).toMatchObject({
        status: 'pending',
        studentName: a.name,
        courses: ['Full Stack Developer'],
      });
    } finally {
      await admin.close();
    }
  });
});
