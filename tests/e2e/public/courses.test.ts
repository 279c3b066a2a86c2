import { describe, expect, it } from 'vitest';
import { desktop, useBrowser } from '../support/browser';
import { openPage } from './open';

const counts: [string, number][] = [
  ['Web Technologies', 8],
  ['Accounts', 4],
  ['Competitive Coaching', 5],
  ['Coaching classes by grade band', 4],
  ['Cooking', 4],
  ['Others', 5],
  ['Monograph', 7],
  ['Language', 4],
];

describe('Courses and course pages (1280px)', () => {
  const b = useBrowser(desktop);

  it('shows every category with the spec number of cards, each linking to its own page', async () => {
    const page = await openPage(b, '/Courses');
    for (const [name, count] of counts) {
      const list = page.getByRole('list', { name: `${name} courses`, exact: true });
      expect(await list.getByRole('listitem').count(), name).toBe(count);
    }
    const web = page.getByRole('list', { name: 'Web Technologies courses' }).getByRole('link');
    const hrefs = await web.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual([
      '/graphic-design',
      '/full-stack-developer',
      '/web-designing',
      '/python-crash-course',
      '/video-editing',
      '/seo-management',
      '/digital-marketing',
      '/content-writing',
    ]);
    // The spec's 41 courses, each with a page of its own (other suites may add more courses,
    // which the grid lists after these groups).
    const all: (string | null)[] = [];
    for (const [name] of counts) {
      const list = page.getByRole('list', { name: `${name} courses`, exact: true });
      all.push(
        ...(await list
          .getByRole('link')
          .evaluateAll((els) => els.map((e) => e.getAttribute('href')))),
      );
    }
    expect(new Set(all).size).toBe(41);
  });

  it("has a 'Start for free' banner whose Log in goes to /Login", async () => {
    const page = await openPage(b, '/Courses');
    const banner = page.getByRole('region', { name: 'Start for free' });
    const login = banner.getByRole('link', { name: 'Log in' });
    expect(await login.getAttribute('href')).toBe('/Login');
    await login.click();
    await page.waitForURL((u) => u.pathname.toLowerCase() === '/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
  });

  it('opens a course page with what it covers, duration, fee in rupees and timings', async () => {
    const page = await openPage(b, '/Courses');
    await page.getByRole('link', { name: 'Full Stack Developer' }).click();
    await page.waitForURL((u) => u.pathname === '/full-stack-developer');
    await page.getByRole('heading', { level: 1, name: 'Full Stack Developer' }).waitFor();
    const covers = page
      .getByRole('region', { name: 'What the course covers' })
      .getByRole('listitem');
    expect(await covers.count()).toBeGreaterThan(4);
    const facts = page.getByRole('complementary', { name: 'Course details' });
    const text = await facts.innerText();
    expect(text).toContain('6 months');
    expect(text).toContain('₹45,000');
    expect(text).toContain('Mon–Fri, 9:00–11:00 am or 6:00–8:00 pm');
  });

  it('formats a fee with Indian digit grouping', async () => {
    const page = await openPage(b, '/ppsc-pcs-foundation');
    expect(await page.locator('.course__fee').innerText()).toBe('₹55,000');
  });

  it('Enquire opens the contact form with the course category chosen', async () => {
    const page = await openPage(b, '/ielts-preparation');
    await page.getByRole('link', { name: 'Enquire now' }).click();
    await page.waitForURL((u) => u.pathname === '/contactus');
    const select = page.getByLabel('Course');
    await expect.poll(() => select.inputValue()).toBe('Languages Courses');
    expect(await page.getByLabel('Message').inputValue()).toContain('IELTS Preparation');
  });

  it('shows the course as the database holds it, not only as it was built', async () => {
    await b.page.route('**/api/catalogue/graphic-design', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.course.price = 21500;
      body.course.duration = '14 weeks';
      await route.fulfill({ response: res, json: body });
    });
    const page = await openPage(b, '/graphic-design');
    await expect.poll(() => page.locator('.course__fee').innerText()).toBe('₹21,500');
    expect(await page.getByRole('complementary').innerText()).toContain('14 weeks');
  });

  it('sends an unknown course path home', async () => {
    b.allowConsole(/status of 404/);
    const page = await b.open('/no-such-course');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Ambar Academy' }).waitFor();
  });
});
