import type { BrowserContext, Page } from 'playwright-core';

export const demoStudent = { studentId: 'student', password: '12345' } as const;
/** The demo teacher (Amandeep Sharma, of the demo's Full Stack Developer batches). */
export const demoTeacher = { loginId: 'teacher', password: '12345' } as const;
/** The first admin the e2e server is started with. */
export const e2eAdmin = { username: 'admin', password: 'admin-pass-1234' } as const;

/** Logs the context in through the API (same cookie jar as its pages), for tests about guards. */
export async function logInAs(
  context: BrowserContext,
  baseUrl: string,
  role: 'student' | 'admin' | 'teacher',
): Promise<void> {
  const [path, data] = {
    student: ['/auth/student/login', demoStudent],
    teacher: ['/auth/teacher/login', demoTeacher],
    admin: ['/auth/login', e2eAdmin],
  }[role];
  const res = await context.request.post(`${baseUrl}${path}`, {
    data,
    headers: { origin: baseUrl },
  });
  if (res.status() !== 200) throw new Error(`${role} login answered ${res.status()}`);
}

/** The path of the page's URL once it has settled on `expected` (case-sensitive). */
export async function waitForPath(page: Page, expected: string, timeout = 10_000): Promise<string> {
  await page.waitForURL((url) => url.pathname === expected, { timeout });
  return new URL(page.url()).pathname;
}

/**
 * Stores the interface language of the context's logged-in user. A user's stored language wins
 * over the `lang` cookie at login and when a dashboard loads, and the e2e users are shared by
 * every file: a test that shows them in Punjabi or Hindi stores it, and puts English back after.
 */
export async function storeLanguage(
  context: BrowserContext,
  baseUrl: string,
  language: 'en' | 'pa' | 'hi',
): Promise<boolean> {
  const res = await context.request.put(`${baseUrl}/api/account/language`, {
    data: { language },
    headers: { origin: baseUrl },
  });
  return res.status() === 204;
}
