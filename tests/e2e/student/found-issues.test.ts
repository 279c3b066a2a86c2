import { request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { field, fillRegistration, newApplicant } from '../admin/registration-helpers';
import { desktop, phone, useBrowser } from '../support/browser';
import { demoStudent, e2eAdmin, logInAs } from '../support/session';
import { logInThroughPage } from './portal-helpers';

/** Issue 8, item 10: what a new user ran into, each checked the way they met it. */

/** Whether the element's top is below `y` and its bottom inside the window. */
async function isClearBelow(
  box: { y: number; height: number } | null,
  y: number,
  viewportHeight: number,
) {
  return !!box && box.y >= y - 1 && box.y + Math.min(box.height, 60) <= viewportHeight;
}

describe('found as a new user (1280px)', () => {
  const b = useBrowser(desktop);

  it('a logged-in student on the public site is offered their dashboard, not Login', async () => {
    const page = b.page;
    await logInThroughPage(page, demoStudent.studentId, demoStudent.password);
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'My Dashboard' }).waitFor();
    expect(await header.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    await header.getByRole('link', { name: 'My Dashboard' }).click();
    await page.waitForURL((u) => u.pathname === '/Sdashboard');

    // After Logout the public site offers Login again.
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.goto('/Aboutus');
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'My Dashboard' }).count()).toBe(
      0,
    );
  });

  it('a course saved without its optional details shows no empty box or bare labels', async () => {
    const api = await request.newContext({
      baseURL: b.baseUrl,
      extraHTTPHeaders: { origin: b.baseUrl },
    });
    await api.post('/auth/login', { data: e2eAdmin });
    const { minimalPptx, pngImage } = await import('../../fixtures/uploads');
    const name = `Bare Course ${Date.now().toString(36)}`;
    const res = await api.post('/api/courses', {
      multipart: {
        name,
        code: `BARE-${Date.now().toString(36)}`.toUpperCase(),
        price: '1000',
        file: { name: 'a.pptx', mimeType: 'application/octet-stream', buffer: minimalPptx() },
        image: { name: 'a.png', mimeType: 'image/png', buffer: await pngImage() },
      },
    });
    expect(res.status()).toBe(201);
    const { slug } = (await res.json()) as { slug: string };
    await api.dispose();

    const page = await b.open(`/${slug}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await page.getByText('What the course covers').count()).toBe(0);
    const facts = await page.getByRole('complementary').innerText();
    expect(facts).not.toMatch(/Duration|Timings/);
    expect(facts).toContain('Fee');

    // On /Courses it sits in its own group whose link leads to that group, not to "Others".
    await page.goto('/Courses');
    const chip = page.getByRole('link', { name: 'More courses' });
    await chip.waitFor();
    expect(await chip.getAttribute('href')).toBe('#more-courses');
    await page.locator('#more-courses').getByText(name).waitFor();
    expect(await page.locator('#others').getByText(name).count()).toBe(0);
  });

  it('the admin sees the new Student ID below the top bar after registering', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const page = await b.open('/Sidebar/RegistrationForm');
    await fillRegistration(page, newApplicant('Ekam Singh'));
    await page.getByRole('button', { name: 'Submit' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Registration successful!' });
    await alert.waitFor();
    const bar = await page.locator('.dash-topbar').boundingBox();
    await expect
      .poll(async () => isClearBelow(await alert.boundingBox(), bar!.y + bar!.height, 800))
      .toBe(true);
    expect(await alert.evaluate((el) => el === document.activeElement)).toBe(true);
    await page
      .getByRole('status')
      .filter({ hasText: /Student ID: ACA-/ })
      .waitFor();
  });
});

describe('found as a new user (375px phone)', () => {
  const b = useBrowser(phone);

  it('the /SignUp confirmation is on screen, not under the header', async () => {
    const page = await b.open('/SignUp');
    const a = newApplicant('Jasleen Kaur');
    await fillRegistration(page, a);
    await field(page, 'Confirm Password').fill(a.password);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Application received' });
    await done.waitFor();
    await expect
      .poll(async () => {
        const header = await page.getByRole('banner').boundingBox();
        const headerBottom = header && header.y + header.height > 0 ? header.y + header.height : 0;
        return isClearBelow(await done.boundingBox(), headerBottom, 740);
      })
      .toBe(true);
  });
});
