import { describe, expect, it } from 'vitest';
import { phone, useBrowser } from '../support/browser';
import { logInAs } from '../support/session';

describe('dashboards on a 375px phone', () => {
  const b = useBrowser(phone);

  it('narrows the student sidebar to 70px of icons with named links', async () => {
    await logInAs(b.context, b.baseUrl, 'student');
    const page = await b.open('/Sdashboard');
    const nav = page.getByRole('navigation', { name: 'Student dashboard' });
    expect((await nav.boundingBox())?.width).toBe(70);

    const courses = nav.getByRole('link', { name: 'Courses', exact: true });
    expect(await courses.getAttribute('href')).toBe('/Sdashboard/CoursesCards');
    expect(
      await nav.getByText('Courses', { exact: true }).evaluate((el) => el.clientWidth),
    ).toBeLessThanOrEqual(1);
    expect(await page.getByPlaceholder('Search...').isVisible()).toBe(true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    await courses.click();
    await page.getByRole('heading', { name: 'Courses' }).waitFor();
  });

  it('narrows the admin sidebar the same way', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const page = await b.open('/Sidebar');
    const nav = page.getByRole('navigation', { name: 'Admin dashboard' });
    expect((await nav.boundingBox())?.width).toBe(70);
    await nav.getByRole('link', { name: 'Teachers', exact: true }).click();
    await page.getByRole('heading', { name: 'All Teachers Data' }).waitFor();
  });

  it('fits the login form on the screen', async () => {
    const page = await b.open('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
