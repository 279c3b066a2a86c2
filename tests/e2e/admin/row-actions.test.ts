// The admin tables' row actions (DataTable and RowActions, issue 20): on a wide screen each
// action is a button named after the row; on a phone the row has one ⋮ button, named after the
// row, that opens a menu of the same actions, and the actions do what the buttons did.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, phone, useBrowser } from '../support/browser';
import { screenshotDir as shots } from '../support/i18n-page';
import { logInAs } from '../support/session';

/** The first teacher's row and the name its actions carry. */
async function firstTeacher(page: Page) {
  await page.getByRole('heading', { name: 'All Teachers Data', level: 1 }).waitFor();
  const row = page.getByRole('table', { name: 'Teachers' }).locator('tbody tr').first();
  await row.waitFor();
  const cells = row.getByRole('cell');
  const first = await cells.nth(1).innerText();
  return { row, first, name: `${first} ${await cells.nth(2).innerText()}` };
}

describe('row actions on a wide screen (1280px)', () => {
  const b = useBrowser(desktop);

  it('TeacherData: Edit and Delete buttons named after the teacher, and no menu', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    // Two cores shared by every run: a first page of a cold server can take a while.
    b.context.setDefaultNavigationTimeout(30_000);
    const page = await b.open('/Sidebar/TeacherData');
    const { row, name } = await firstTeacher(page);
    await row.getByRole('button', { name: `Edit ${name}`, exact: true }).waitFor();
    await row.getByRole('button', { name: `Delete ${name}`, exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /^Actions for / }).count()).toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/row-actions-teachers-1280.png` });
  });
});

describe('row actions on a 375px phone', () => {
  const b = useBrowser(phone);

  it('TeacherData: one ⋮ per row, in view, opens a menu whose Edit and Delete work', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    // Two cores shared by every run: a first page of a cold server can take a while.
    b.context.setDefaultNavigationTimeout(30_000);
    const page = await b.open('/Sidebar/TeacherData');
    const { row, first, name } = await firstTeacher(page);
    const more = row.getByRole('button', { name: `Actions for ${name}`, exact: true });
    expect(await more.getAttribute('aria-haspopup')).toBe('menu');
    expect(await row.getByRole('button', { name: `Edit ${name}` }).count()).toBe(0);
    // Pinned to the right of the scrolling table, inside the screen.
    const box = await more.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);

    await more.click();
    const menu = page.getByRole('menu');
    // The rest of the page is hidden from the accessibility tree while the menu is open.
    const opened = page.locator('button[aria-haspopup="menu"][aria-expanded="true"]');
    expect(await opened.getAttribute('aria-label')).toBe(`Actions for ${name}`);
    // The login action says Give login, or Reset password once the teacher has one (issue 21.1).
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'Edit',
      expect.stringMatching(/^(Give login|Reset password)$/),
      'Delete',
    ]);
    if (shots) await page.screenshot({ path: `${shots}/row-actions-teachers-375-menu.png` });
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    await menu.waitFor({ state: 'detached' });
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    await confirm.getByText('Are you sure you want to delete this teacher?').waitFor();
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'hidden' });

    await more.click();
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Teacher' });
    expect(await dialog.getByLabel('First Name').inputValue()).toBe(first);
  });

  it('Library: the menu holds Edit, the presentation download and Delete; Escape closes it', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    // Two cores shared by every run: a first page of a cold server can take a while.
    b.context.setDefaultNavigationTimeout(30_000);
    const page = await b.open('/Sidebar/Library');
    const row = page.getByRole('table', { name: 'Courses' }).locator('tbody tr').first();
    await row.waitFor();
    await row.getByRole('button', { name: /^Actions for / }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'Edit',
      'Download presentation',
      'Delete',
    ]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  });
});
