import type { BrowserContext, Page } from 'playwright-core';
import { logInThroughPage } from '../tests/e2e/student/portal-helpers';
import { screenshot } from '../tests/e2e/support/mock-tests';
import { payloads } from './xss-payloads';
import type { Kept } from './xss-seed-records';
import type { PortalLogin, XssCourse } from './xss-seed';
import type { XssWatch } from './xss-watch';

/** Payload numbers each screen showed, by screen, for the report and the checks. */
export type Shown = Map<string, number>;

async function go(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
}

/** Opens `path` and counts it as one view; `atLeast` payloads must be on screen. */
async function visit(w: XssWatch, page: Page, shown: Shown, path: string, atLeast: number) {
  await go(page, path);
  shown.set(path, (await w.view(page, atLeast)).size);
}

/** Opens `path` and walks every page of its table. */
async function visitPaged(w: XssWatch, page: Page, shown: Shown, path: string, atLeast: number) {
  await go(page, path);
  try {
    shown.set(path, (await w.everyPage(page, atLeast)).size);
  } catch (err) {
    await screenshot(page, `xss-${path.replace(/\W+/g, '-')}`);
    throw err;
  }
}

/** The public site: the grid after the catalogue changed, then every payload course's page. */
export async function publicPages(w: XssWatch, page: Page, courses: XssCourse[], shown: Shown) {
  await visit(w, page, shown, '/Courses', courses.length);
  await visit(w, page, shown, '/', 0);
  // Each group's first course page: its description holds the group's ten payloads.
  for (const c of courses.filter((x) => x.n % 10 === 1)) {
    await visit(w, page, shown, `/${c.slug}`, Math.min(5, courses.length - c.n));
  }
}

/** Every admin screen that lists or shows a stored field, with its dialogs and print window. */
export async function adminPages(
  w: XssWatch,
  context: BrowserContext,
  page: Page,
  courses: XssCourse[],
  kept: Kept,
  shown: Shown,
) {
  await visit(w, page, shown, '/Sidebar', 0);
  await visit(w, page, shown, '/Sidebar/Library', payloads.length);
  await visitPaged(w, page, shown, '/Sidebar/TeacherData', 20);
  await visitPaged(w, page, shown, '/Sidebar/StudentData', 20);
  await visitPaged(w, page, shown, '/Sidebar/StudentList', 20);
  await visit(w, page, shown, '/Sidebar/RegistrationForm', courses.length);
  await visit(w, page, shown, '/Sidebar/Notice', 20);
  await visit(w, page, shown, '/Sidebar/Messages', 40);
  await visit(w, page, shown, '/Sidebar/Activity', 0);
  await visitPaged(w, page, shown, '/Sidebar/Batches', 20);

  // Dialogs: a course's edit dialog and a student's details with its print window.
  await go(page, '/Sidebar/Library');
  await page
    .getByRole('button', { name: /^Edit X1 / })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  shown.set('course dialog', (await w.view(page, 1, 'course dialog')).size);

  await go(page, '/Sidebar/StudentList');
  const rows = page.getByRole('table', { name: 'Enrolled students' });
  await rows.locator('tbody tr').first().waitFor();
  await rows
    .getByRole('row')
    .filter({ hasText: '__xss(' })
    .first()
    .getByRole('button', { name: 'View' })
    .click();
  const details = page.getByRole('dialog', { name: 'Student Details' });
  shown.set('student dialog', (await w.view(page, 1, 'student dialog')).size);
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    details.getByRole('button', { name: 'Print' }).click(),
  ]);
  await popup.waitForLoadState('load');
  shown.set('student print window', (await w.view(popup, 1, 'student print window')).size);
  await popup.close();

  // Exams: one course's timetable (its subject), its marks (the students), its report cards.
  const first = courses[0]!;
  await go(page, '/Sidebar/Exams');
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: first.name, exact: true }).click();
  const exam = page.getByRole('table', { name: 'Exams' }).getByRole('row');
  await exam.filter({ hasText: payloads[0] }).getByRole('button', { name: 'Marks' }).click();
  await page.getByRole('table', { name: 'Marks' }).getByRole('row').nth(1).waitFor();
  shown.set('exams and marks', (await w.view(page, 2, 'exams and marks')).size);
  await visit(w, page, shown, `/print/report-cards/${first.id}`, 1);

  // Fees: the list, the account with its payments, and receipts.
  await visit(w, page, shown, '/Sidebar/Fees', 20);
  await page
    .getByRole('button', { name: /^Account of .*Xfee/ })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  shown.set('fee account dialog', (await w.view(page, 20, 'fee account dialog')).size);
  for (const id of kept.receiptIds.slice(0, 3)) {
    await visit(w, page, shown, `/Sidebar/Fees/receipts/${id}`, 1);
  }

  // Mock tests: the list, the bank, the builder and the results.
  await visit(w, page, shown, '/Sidebar/MockTests', 20);
  await visitPaged(w, page, shown, '/Sidebar/MockTests/questions', 20);
  await visit(w, page, shown, `/Sidebar/MockTests/${kept.mainTestId}`, 20);
  await visit(w, page, shown, `/Sidebar/MockTests/${kept.mainTestId}/results`, 1);
}

/** The portal of a student enrolled in payload courses: courses, exams, results, report card. */
export async function portalPages(
  w: XssWatch,
  page: Page,
  login: PortalLogin,
  shown: Shown,
  full: boolean,
) {
  await logInThroughPage(page, login.studentId, login.password);
  const tag = (p: string) => `${p} (${login.studentId})`;
  const at = async (path: string, atLeast: number) => {
    await go(page, path);
    shown.set(tag(path), (await w.view(page, atLeast, tag(path))).size);
  };
  const n = login.courseIds.length;
  await at('/Sdashboard/CoursesCards', n);
  await at('/Sdashboard/Result', n);
  await at(`/print/report-card/${login.courseIds[0]}`, 1);
  if (!full) return;
  await at('/Sdashboard/MidTerm', Math.floor(n / 2));
  await at('/Sdashboard/FinalExam', Math.floor(n / 2));
  await at('/Sdashboard', 0);
  await at('/Sdashboard/Notice', 10);
  await at('/Sdashboard/Profile', 1);
  const search = page.getByRole('searchbox', {
    name: 'Search your courses, exams, mock tests, receipts and notices',
  });
  await search.fill('xss');
  await page.getByRole('list', { name: 'Search results' }).waitFor();
  shown.set('student search', (await w.view(page, 3, 'student search')).size);
}

/** The student who paid and sat the mock test: fee, receipts, tests, instructions, review. */
export async function keptStudentPages(w: XssWatch, page: Page, kept: Kept, shown: Shown) {
  await logInThroughPage(page, kept.studentId, kept.password);
  await visit(w, page, shown, '/Sdashboard/fee', 20);
  for (const id of kept.receiptIds.slice(0, 3)) {
    await visit(w, page, shown, `/Sdashboard/receipts/${id}`, 1);
  }
  await visit(w, page, shown, '/Sdashboard/mocktest', 20);
  await visit(w, page, shown, `/Sdashboard/mocktest?test=${kept.mainTestId}`, 20);
  await visit(w, page, shown, `/Sdashboard/mocktest?result=${kept.attemptId}`, 20);
}
