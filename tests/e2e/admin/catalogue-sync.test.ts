import { describe, expect, it } from 'vitest';
import { minimalPptx, pngImage } from '../../fixtures/uploads';
import { desktop, useBrowser } from '../support/browser';
import { logInAs } from '../support/session';

/** What the admin saves in Library is what visitors see, including courses added after the build. */
describe('the public catalogue follows the admin course screen', () => {
  const b = useBrowser(desktop);

  it('shows a course added by the admin on the Courses grid and on its own page', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const res = await b.context.request.post(`${b.baseUrl}/api/courses`, {
      headers: { origin: b.baseUrl },
      multipart: {
        name: 'Flutter App Development',
        code: 'FLT-101',
        price: '27500',
        category: 'Web Technologies',
        description: 'Build Android and iOS apps from one Dart code base.',
        duration: '4 months',
        timings: 'Mon–Fri, 5–7 pm',
        file: { name: 'flutter.pptx', mimeType: 'application/octet-stream', buffer: minimalPptx() },
        image: { name: 'flutter.png', mimeType: 'image/png', buffer: await pngImage() },
      },
    });
    expect(res.status()).toBe(201);
    const { slug } = (await res.json()) as { slug: string };

    const page = await b.open('/Courses');
    const card = page
      .getByRole('list', { name: 'Web Technologies courses' })
      .getByRole('link', { name: /Flutter App Development/ });
    await card.waitFor();
    await card.click();
    await page.waitForURL((url) => url.pathname === `/${slug}`);
    await page.getByRole('heading', { name: 'Flutter App Development', level: 1 }).waitFor();
    expect(await page.getByText('₹27,500').count()).toBeGreaterThan(0);

    // Opened directly: this page was never prerendered, the app shell loads it from the API.
    const direct = await b.open(`/${slug}`);
    await direct.getByRole('heading', { name: 'Flutter App Development', level: 1 }).waitFor();
    expect(await direct.getByText('4 months').count()).toBeGreaterThan(0);
  });
});
