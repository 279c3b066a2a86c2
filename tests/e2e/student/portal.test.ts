import { describe, expect, it } from 'vitest';
import { academy } from '#shared/academy.ts';
import { accountMessages } from '#shared/account.ts';
import { desktop, phone, useBrowser } from '../support/browser';
import { demoStudent } from '../support/session';
import { logInThroughPage, newPortalStudent } from './portal-helpers';

const shots = process.env.E2E_SCREENSHOTS;

describe('student portal: layout, search, profile, courses, notices', () => {
  const b = useBrowser(desktop);

  it('walks the demo student through the layout, search, profile and notices', async () => {
    const page = b.page;
    await logInThroughPage(page, demoStudent.studentId, demoStudent.password);

    // Layout: sidebar with the academy's name, top bar, bell with the server's count.
    const nav = page.getByRole('navigation', { name: 'Student dashboard' });
    expect(await nav.getByText(academy.name).isVisible()).toBe(true);
    const box = await nav.boundingBox();
    expect(box?.width).toBe(240);
    await page.getByText('Student Dashboard', { exact: true }).waitFor();
    const count = (
      (await (await page.request.get('/api/notices/count')).json()) as { count: number }
    ).count;
    await page.getByRole('link', { name: `Notices: ${count} notices` }).waitFor();

    // Search: a course of the student's, then a notice.
    const search = page.getByRole('searchbox', {
      name: 'Search your courses, exams, mock tests, receipts and notices',
    });
    await search.fill('full stack');
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('link', { name: /Course\s*Full Stack Developer/ }).click();
    await page.waitForURL((u) => u.pathname === '/Sdashboard/CoursesCards');
    await page.getByRole('heading', { name: 'My Courses', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe(`My Courses · ${academy.name}`);
    const card = page.getByRole('article').filter({ hasText: 'Full Stack Developer' });
    await card.getByText('Amandeep Sharma').waitFor();
    expect(await page.getByRole('article').count()).toBe(2);

    await search.fill('fee deposit');
    await results.getByRole('link', { name: /Notice\s*Fee deposit reminder/ }).click();
    await page.waitForURL((u) => u.pathname === '/Sdashboard/Notice');
    await page.getByRole('heading', { name: 'Fee deposit reminder' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await expect.poll(() => page.title()).toBe(`Notice Board · ${academy.name}`);

    // Nothing found.
    await search.fill('zzqx nothing');
    await page.getByText('Nothing found.').first().waitFor();
    await search.press('Escape');

    // Notice board: search by title and by date, day-month-year, posted by and time.
    await page.getByRole('button', { name: 'Clear search' }).click();
    const articles = page.getByRole('article');
    await expect.poll(() => articles.count()).toBeGreaterThanOrEqual(3);
    const first = await articles.first().innerText();
    expect(first).toMatch(/\d{2}-\d{2}-\d{4}/);
    expect(first).toMatch(/Posted by /);
    expect(first).toMatch(/Posted at \d{2}-\d{2}-\d{4}, \d{2}:\d{2} (am|pm) IST/);
    await page.getByLabel('Search by title').fill('no such notice title');
    await page.getByText('No notices found.').waitFor();
    await page.getByLabel('Search by title').fill('');
    await page.getByLabel('Search by date').fill('2001-01-01');
    await page.getByText('No notices found.').waitFor();

    // Profile (read-only) from the profile menu.
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: /Profile/ }).click();
    await page.waitForURL((u) => u.pathname === '/Sdashboard/Profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('Gurleen Dhillon').waitFor();
    await main.getByText('gurleen.dhillon@example.in').waitFor();
    // Read-only: no field to edit on the page.
    expect(await main.getByRole('textbox').count()).toBe(0);
    await expect.poll(() => page.title()).toBe(`Profile · ${academy.name}`);
    if (shots) await page.screenshot({ path: `${shots}/profile-1280.png`, fullPage: true });
  });

  it('without e-mail set up, Forgot password? says to ask the office', async () => {
    const page = await b.open('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByText(accountMessages.resetUnavailable).waitFor();
    await expect.poll(() => page.title()).toBe(`Forgot password · ${academy.name}`);
  });

  it('downloads the presentation of an enrolled course', async () => {
    const s = await newPortalStudent(b.baseUrl);
    const page = b.page;
    await logInThroughPage(page, s.studentId, s.password);
    await page
      .getByRole('navigation', { name: 'Student dashboard' })
      .getByRole('link', { name: 'Courses' })
      .click();
    const card = page.getByRole('article').filter({ hasText: s.courseName });
    await card.getByText(s.teacher).waitFor();
    await card.getByText('6 months').waitFor();
    await card.getByText('5 PM to 7 PM').waitFor();
    await card.getByText(s.courseCode).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: `Download the presentation of ${s.courseName}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${s.courseCode}.pptx`);
    if (shots) await page.screenshot({ path: `${shots}/courses-1280.png`, fullPage: true });
  });

  it('changes the password in Settings; the old one stops working', async () => {
    b.allowConsole(/status of 400|status of 401/);
    const s = await newPortalStudent(b.baseUrl);
    const page = b.page;
    await logInThroughPage(page, s.studentId, s.password);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: /Settings/ }).click();
    await page.waitForURL((u) => u.pathname === '/Sdashboard/Settings');
    await expect.poll(() => page.title()).toBe(`Settings · ${academy.name}`);
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: false }).first().fill('a-better-pass-1');
    await form.getByLabel('Confirm new password').fill('a-better-pass-1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('The current password is not correct.').waitFor();

    await form.getByLabel('Current password').fill(s.password);
    await form.getByLabel('Confirm new password').fill('different');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('The passwords do not match.').waitFor();

    await form.getByLabel('Confirm new password').fill('a-better-pass-1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByRole('status').filter({ hasText: 'Password changed.' }).waitFor();

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    const old = await page.request.post('/auth/student/login', {
      data: { studentId: s.studentId, password: s.password },
      headers: { origin: b.baseUrl },
    });
    expect(old.status()).toBe(401);
    await logInThroughPage(page, s.studentId, 'a-better-pass-1');
  });
});

describe('student portal on a 375px phone', () => {
  const b = useBrowser(phone);

  it('has a 70px icon sidebar and a working search', async () => {
    const page = b.page;
    await logInThroughPage(page, demoStudent.studentId, demoStudent.password);
    const nav = page.getByRole('navigation', { name: 'Student dashboard' });
    expect((await nav.boundingBox())?.width).toBe(70);
    // The name stays for screen readers only.
    expect((await nav.getByText(academy.name).boundingBox())?.width).toBeLessThanOrEqual(1);
    await page
      .getByRole('navigation', { name: 'Student dashboard' })
      .getByRole('link', { name: 'Courses' })
      .click();
    await page.getByRole('article').first().waitFor();
    // Nothing sticks out sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/courses-375.png`, fullPage: true });
    await page
      .getByRole('searchbox', {
        name: 'Search your courses, exams, mock tests, receipts and notices',
      })
      .fill('digital');
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: /^Course Digital Marketing/ })
      .waitFor();
    if (shots) await page.screenshot({ path: `${shots}/search-375.png` });
  });
});
