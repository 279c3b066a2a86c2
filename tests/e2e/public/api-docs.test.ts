import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

// The docs page runs Swagger UI under the site's Content-Security-Policy: any blocked script,
// style or request shows as a console error, which fails the test.
describe('API docs (/api/docs)', () => {
  const b = useBrowser();

  it('lists the calls with their schemas, under the site CSP', async () => {
    const page = await b.open('/api/docs/');
    await page.getByRole('heading', { name: /Academy API/ }).waitFor();
    const call = page.locator('.opblock').filter({ hasText: '/get-teachers' }).first();
    await call.waitFor();
    await call.locator('.opblock-summary').click();
    await call.getByText('first_name').first().waitFor();
    const csp = (await page.request.get(`${b.baseUrl}/api/docs/`)).headers()[
      'content-security-policy'
    ];
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
