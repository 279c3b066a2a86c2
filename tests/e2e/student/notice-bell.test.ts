// Issue 27.17: a notice for one course reaches only its students, and the bell counts the notices
// the student has not opened; opening the Notice page marks them (a PUT), the bell goes to zero.
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { adminApi, runTag } from '../support/mock-tests';
import { logInAs } from '../support/session';

describe('notices for one course, and the bell', () => {
  const b = useBrowser();

  it('shows the student their notices only, and the bell counts the unopened ones', async () => {
    const tag = runTag();
    const api = await adminApi(b.baseUrl);
    const courses = (await (await api.get('/get-courses')).json()) as {
      id: number;
      name: string;
    }[];
    const other = courses.find((c) => c.name === 'Punjab Police Constable')!;
    const post = async (title: string, courseId: number | null) => {
      const res = await api.post('/api/notices', {
        data: { title, details: 'Details.', postedBy: 'Office', date: '2026-11-27', courseId },
      });
      expect(res.status(), await res.text()).toBe(201);
    };
    await post(`For everyone ${tag}`, null);
    await post(`Police batch only ${tag}`, other.id);
    await api.dispose();

    const page = b.page;
    await b.context.addCookies([{ name: 'lang', value: 'en', url: b.baseUrl }]);
    await logInAs(b.context, b.baseUrl, 'student');
    const count = async () =>
      ((await (await page.request.get('/api/notices/count')).json()) as { count: number }).count;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await b.open('/Sdashboard');
    const bell = page.locator('a.dash-icon-button[href$="Notice"]');
    await expect
      .poll(() => bell.getAttribute('aria-label'))
      .toMatch(new RegExp(`^Notices: ${before} notices?$`));

    const marked = page.waitForResponse(
      (r) => r.url().endsWith('/api/notices/read') && r.request().method() === 'PUT',
    );
    await bell.click();
    await page.getByRole('heading', { name: `For everyone ${tag}` }).waitFor();
    expect(await page.getByText(`Police batch only ${tag}`).count()).toBe(0);
    expect((await marked).status()).toBe(204);
    await expect.poll(count).toBe(0);
    // No badge at zero (one fading out would still show the old number, not in the label).
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notices: 0 notices');
    await expect.poll(() => bell.locator('.MuiBadge-badge').count()).toBe(0);
  });
});
