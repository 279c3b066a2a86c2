import { describe, expect, it } from 'vitest';
import { desktop, phone, useBrowser } from '../support/browser';
import { demoStudent, e2eAdmin, waitForPath } from '../support/session';
import { logInThroughPage } from '../student/portal-helpers';
import { openPage } from './open';

/** Issue "Student portal": wherever the public site offers Log in, a logged-in user gets their dashboard. */
describe('public pages for someone logged in (1280px)', () => {
  const b = useBrowser(desktop);

  it("the Courses banner, the footer and Online Admission offer a student's dashboard", async () => {
    await logInThroughPage(b.page, demoStudent.studentId, demoStudent.password);
    const page = await openPage(b, '/Courses');
    const banner = page.getByRole('region', { name: 'Start for free' });
    const dashboard = banner.getByRole('link', { name: 'My Dashboard' });
    await dashboard.waitFor();
    expect(await banner.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    expect(await dashboard.getAttribute('href')).toBe('/Sdashboard');

    const quick = page.getByRole('navigation', { name: 'Quick links' });
    await quick.getByRole('link', { name: 'My Dashboard' }).waitFor();
    expect(await quick.getByRole('link', { name: 'Student Login' }).count()).toBe(0);

    await dashboard.click();
    await waitForPath(page, '/Sdashboard');

    await openPage(b, '/SignUp');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'My Dashboard' }).waitFor();
    expect(await main.getByRole('link', { name: 'log in', exact: true }).count()).toBe(0);
  });

  it('an admin is offered the Admin Dashboard in the banner', async () => {
    const page = await b.open('/Adminlogin');
    await page.getByLabel('Admin ID', { exact: true }).fill(e2eAdmin.username);
    await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await waitForPath(page, '/Sidebar');

    await openPage(b, '/Courses');
    const banner = page.getByRole('region', { name: 'Start for free' });
    await banner.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
    expect(await banner.getByRole('link', { name: 'Log in' }).count()).toBe(0);
  });
});

describe('public pages for someone logged in (375px)', () => {
  const b = useBrowser(phone);

  it('the menu drawer and the banner offer the dashboard, not Login', async () => {
    await logInThroughPage(b.page, demoStudent.studentId, demoStudent.password);
    const page = await openPage(b, '/Courses');
    const banner = page.getByRole('region', { name: 'Start for free' });
    await banner.getByRole('link', { name: 'My Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'My Dashboard' }).waitFor();
    expect(await drawer.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
  });
});
