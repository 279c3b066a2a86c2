import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { logInAs } from '../support/session';
import { wakePage } from './open';

// Finding (Low): the CSP allowed script-src 'unsafe-inline'. Each page now carries the hashes of
// its own inline scripts; any blocked script shows as a console error (fails the harness) and as
// a securitypolicyviolation event, counted here.
describe('Content-Security-Policy without unsafe-inline scripts', () => {
  const b = useBrowser();

  const publicPages = ['/', '/Aboutus', '/Courses', '/contactus', '/privacy', '/terms', '/SignUp'];

  async function visit(path: string, ready: string) {
    const page = b.page;
    await page.addInitScript(() => {
      (window as unknown as { __violations: string[] }).__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __violations: string[] }).__violations.push(
          `${e.violatedDirective} ${e.blockedURI}`,
        ),
      );
    });
    const res = await page.goto(path);
    const csp = res?.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '';
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    if (ready === '.site[data-ready]') await wakePage(page);
    else await page.locator(ready).first().waitFor();
    const violations = await page.evaluate(
      () => (window as unknown as { __violations: string[] }).__violations,
    );
    expect(violations, path).toEqual([]);
    return scriptSrc;
  }

  it('public pages, a course page, the logins: hydrated, no violations', async () => {
    let hashed = 0;
    for (const path of [...publicPages, '/full-stack-developer']) {
      const src = await visit(path, '.site[data-ready]');
      if (src.includes("'sha256-")) hashed += 1;
    }
    expect(hashed).toBeGreaterThan(0);
    for (const path of ['/login', '/Adminlogin']) await visit(path, 'form');
  });

  it('the student and admin dashboards render under the policy', async () => {
    await logInAs(b.context, b.baseUrl, 'student');
    await visit('/Sdashboard', 'nav');
    await logInAs(b.context, b.baseUrl, 'admin');
    await visit('/Sidebar', 'nav');
    await visit('/Sidebar/StudentList', 'nav');
  });

  it('a revalidated page (304 on reload) keeps its hashes', async () => {
    const first = await b.page.request.get(`${b.baseUrl}/Courses`);
    const etag = first.headers()['etag'];
    const again = await b.page.request.get(`${b.baseUrl}/Courses`, {
      headers: etag ? { 'if-none-match': etag } : {},
    });
    expect(again.headers()['content-security-policy']).toBe(
      first.headers()['content-security-policy'],
    );
    await visit('/Courses', '.site[data-ready]');
    await b.page.reload();
    await wakePage(b.page);
  });

  it('the API docs run under the policy', async () => {
    await visit('/api/docs/', '.opblock');
  });
});
