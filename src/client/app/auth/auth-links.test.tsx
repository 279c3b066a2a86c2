// Issue 12: a reader of the Punjabi or Hindi logins stays in their language: the logo, the
// forgot/reset password links, Sign Up, the error page's home link and an unknown path's
// landing all keep the /pa or /hi prefix; the reset page's own messages are translated.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { accountMessages } from '#shared/account.ts';
import { i18n, loadLanguage } from '#client/lib/i18n.ts';
import { notFoundHome } from '../not-found';
import { ErrorBoundary } from '../root';
import AdminLogin from './admin-login';
import ForgotPassword from './forgot-password';
import ResetPassword from './reset-password';
import StudentLogin from './student-login';

const script = { pa: /[\u0A00-\u0A7F]/, hi: /[\u0900-\u097F]/ } as const;

/**
 * The hrefs of the rendered page's links, but the language switch's (they leave the language on
 * purpose, each to the same page in another; `src/client/components/language-switch.tsx`).
 */
function hrefs(pathname: string, page: React.ReactElement): string[] {
  const html = renderToString(<MemoryRouter initialEntries={[pathname]}>{page}</MemoryRouter>);
  return [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>/g)]
    .filter((m) => !m[0].includes('lang-switch__link'))
    .map((m) => m[1]!);
}

const Boundary = ErrorBoundary as unknown as ComponentType<{ error: unknown }>;

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('links of the login pages', () => {
  it('in English, the bare paths', async () => {
    await i18n.changeLanguage('en');
    expect(hrefs('/login', <StudentLogin />)).toEqual(['/', '/forgot-password', '/SignUp']);
    expect(hrefs('/forgot-password', <ForgotPassword />)).toEqual(['/', '/login']);
    expect(hrefs('/reset-password', <ResetPassword />)).toEqual(['/', '/forgot-password']);
    expect(hrefs('/x', <Boundary error={new Error('boom')} />)).toEqual(['/']);
    expect(notFoundHome('/no-such-page')).toBe('/');
  });

  for (const language of ['pa', 'hi'] as const) {
    it(`in ${language}, under /${language}`, async () => {
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      const home = `/${language}`;
      expect(hrefs(`${home}/login`, <StudentLogin />)).toEqual([
        home,
        `${home}/forgot-password`,
        `${home}/SignUp`,
      ]);
      expect(hrefs(`${home}/Adminlogin`, <AdminLogin />)).toEqual([home]);
      expect(hrefs(`${home}/forgot-password`, <ForgotPassword />)).toEqual([home, `${home}/login`]);
      expect(hrefs(`${home}/reset-password`, <ResetPassword />)).toEqual([
        home,
        `${home}/forgot-password`,
      ]);
      expect(hrefs(`${home}/Courses`, <Boundary error={new Error('boom')} />)).toEqual([home]);
      // An unknown path lands on the home page of its language, or of the one being read.
      expect(notFoundHome(`${home}/no/such/page`)).toBe(home);
      expect(notFoundHome('/no-such-page')).toBe(home);
    });

    it(`in ${language}, the reset page's message without a link token`, async () => {
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      const html = renderToString(
        <MemoryRouter initialEntries={[`/${language}/reset-password`]}>
          <ResetPassword />
        </MemoryRouter>,
      );
      const alert = /<p class="auth__error" role="alert">(.*?)<a /s.exec(html)?.[1] ?? '';
      expect(alert).toMatch(script[language]);
      expect(html).not.toContain(accountMessages.resetLinkInvalid);
    });
  }
});
