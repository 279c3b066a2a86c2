import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

// The docs page runs Swagger UI under the site's Content-Security-Policy: any blocked script,
// style or request shows as a console error, which fails the test.
describe('API docs (/api/docs)', () => {
  const b = useBrowser();

  it('lists the calls with their schemas, under the site CSP', async () => {
    const page = await b.open('/api/docs/');
    await page.getByRole('heading', { name: /Academy API/ }).waitFor();
    // Swagger UI draws only the calls near the view (there are over a hundred): scroll as a
    // reader does until the call is drawn.
    const call = page.locator('.opblock').filter({ hasText: '/get-teachers' }).first();
    await expect
      .poll(async () => (await call.count()) > 0 || (await page.mouse.wheel(0, 500), false), {
        timeout: 30_000,
      })
      .toBe(true);
    await call.locator('.opblock-summary').click();
    await call.getByText('first_name').first().waitFor();
    const csp = (await page.request.get(`${b.baseUrl}/api/docs/`)).headers()[
      'content-security-policy'
    ];
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
