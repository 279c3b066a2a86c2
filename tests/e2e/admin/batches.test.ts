// Issue 21.2: the office's Batches screen (add, list, edit, a refusal in the dialog, delete) and a
// student's enrolment put in a batch and moved, the history kept, in English at 1280 px; axe
// finds nothing on the screen or its dialog.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { batchMessages } from '#shared/batches.ts';
import { newPortalStudent } from '../student/portal-helpers';
import { settledDialog, useBrowser } from '../support/browser';
import { axeViolations, screenshotDir as shots } from '../support/i18n-page';
import { logInAs } from '../support/session';
import { field } from './registration-helpers';

/** Fills the Add/Edit Batch dialog's fields given (dates as dd-mm-yyyy). */
async function fillBatch(
  page: Page,
  v: {
    name?: string;
    timing?: string;
    room?: string;
    capacity?: string;
    starts?: string;
    ends?: string;
  },
) {
  const dialog = page.getByRole('dialog');
  if (v.name !== undefined) await field(dialog, 'Batch Name').fill(v.name);
  if (v.timing) {
    await dialog.getByRole('combobox', { name: /^Timing/ }).click();
    await page.getByRole('option', { name: v.timing }).click();
  }
  if (v.room !== undefined) await field(dialog, 'Room').fill(v.room);
  if (v.capacity !== undefined) await field(dialog, 'Capacity').fill(v.capacity);
  if (v.starts !== undefined) await field(dialog, 'Starts On').fill(v.starts);
  if (v.ends !== undefined) await field(dialog, 'Ends On').fill(v.ends);
}

/** A course's id, from the course list the console reads. */
async function courseIdOf(page: Page, name: string): Promise<number> {
  const res = await page.request.get('/get-courses');
  const course = ((await res.json()) as { id: number; name: string }[]).find(
    (c) => c.name === name,
  );
  if (!course) throw new Error(`no course ${name}`);
  return course.id;
}

describe('admin Batches (1280px)', () => {
  const b = useBrowser();

  it('adds, lists, edits and deletes batches; a student is put in one and moved', async () => {
    const s = await newPortalStudent(b.baseUrl);
    await logInAs(b.context, b.baseUrl, 'admin');
    b.context.setDefaultNavigationTimeout(30_000);
    const page = await b.open('/Sidebar/Batches');
    await page.getByRole('heading', { name: 'Batches', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Batches' }).first().waitFor();

    // The course filter: only the new course's batches, none yet.
    await page.getByRole('combobox', { name: 'Course' }).click();
    await page.getByRole('option', { name: s.courseName }).click();
    const table = page.getByRole('table', { name: 'Batches' });
    await table.getByText('No batches yet. Add one with Add batch.').waitFor();
    expect(await axeViolations(page, { where: 'Batches' })).toEqual([]);

    // Add batch: the course is the filter's; an end before the start is refused in the dialog.
    await page.getByRole('button', { name: 'Add batch' }).click();
    const add = await settledDialog(page, 'Add Batch');
    expect(await add.getByRole('combobox', { name: /^Course/ }).innerText()).toBe(s.courseName);
    await fillBatch(page, {
      name: 'Morning A',
      timing: 'Morning',
      room: 'Room 4',
      capacity: '1',
      starts: '01-12-2026',
      ends: '30-11-2026',
    });
    await add.getByRole('combobox', { name: /^Teachers/ }).click();
    await page.getByRole('option', { name: s.teacher }).click();
    await page.keyboard.press('Escape');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await add.getByText(batchMessages.endBeforeStart).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/batches-dialog-1280.png` });
    expect(await axeViolations(page, { where: 'Add Batch' })).toEqual([]);
    await fillBatch(page, { ends: '' });
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await add.waitFor({ state: 'detached' });
    const morning = table.getByRole('row').filter({ hasText: 'Morning A' });
    await morning.getByRole('cell', { name: s.teacher }).waitFor();
    expect(await morning.innerText()).toMatch(/Room 4\s+0 \/ 1\s+01-12-2026/);

    await page.getByRole('button', { name: 'Add batch' }).click();
    await settledDialog(page, 'Add Batch');
    await fillBatch(page, {
      name: 'Evening B',
      timing: 'Evening',
      capacity: '2',
      starts: '01-12-2026',
    });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await table.getByRole('row').filter({ hasText: 'Evening B' }).waitFor();

    // The server's refusal (a name the course already has) is shown in the dialog.
    b.allowConsole(/status of 409|status of 400/);
    await page.getByRole('button', { name: 'Add batch' }).click();
    const again = await settledDialog(page, 'Add Batch');
    await fillBatch(page, {
      name: 'Morning A',
      timing: 'Afternoon',
      capacity: '5',
      starts: '02-12-2026',
    });
    await again.getByRole('button', { name: 'Add', exact: true }).click();
    await again.getByText(batchMessages.nameTaken).waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'detached' });

    // Edit: the course stays; the room changes.
    const who = `Morning A · ${s.courseName}`;
    await morning.getByRole('button', { name: `Edit ${who}` }).click();
    const edit = await settledDialog(page, 'Edit Batch');
    expect(
      await edit.getByRole('combobox', { name: /^Course/ }).getAttribute('aria-disabled'),
    ).toBe('true');
    await fillBatch(page, { room: 'Room 7' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await morning.getByRole('cell', { name: 'Room 7' }).waitFor();

    // Student Details: no batch yet; choose Morning A, then move to Evening B with a reason.
    await page.goto('/Sidebar/StudentList');
    const students = page.getByRole('table', { name: 'Enrolled students' });
    await students.locator('tbody tr').first().waitFor();
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '100' }).click();
    await students
      .getByRole('row')
      .filter({ hasText: s.studentId })
      .getByRole('button', { name: 'View' })
      .click();
    const details = page.getByRole('dialog', { name: 'Student Details' });
    const enrolment = details
      .getByRole('table', { name: 'Enrolments' })
      .getByRole('row')
      .filter({ hasText: s.courseName });
    await enrolment.getByRole('cell', { name: 'No batch yet' }).waitFor();
    await enrolment.getByRole('button', { name: `Choose a batch for ${s.courseName}` }).click();
    const choose = await settledDialog(page, `Choose a batch · ${s.courseName}`);
    await choose.getByRole('radio', { name: /Morning A · Morning\s*1 seat left/ }).check();
    await choose.getByRole('button', { name: 'Save' }).click();
    await choose.waitFor({ state: 'detached' });
    await enrolment.getByRole('cell', { name: 'Morning A' }).waitFor();

    await enrolment.getByRole('button', { name: `Change the batch of ${s.courseName}` }).click();
    const change = await settledDialog(page, `Change batch · ${s.courseName}`);
    // Its own batch, now full, cannot be chosen.
    expect(await change.getByRole('radio', { name: /Morning A/ }).isDisabled()).toBe(true);
    await change.getByRole('radio', { name: /Evening B · Evening\s*2 seats left/ }).check();
    await change.getByLabel('Reason (optional)').fill('School hours changed');
    await change.getByRole('button', { name: 'Save' }).click();
    await change.waitFor({ state: 'detached' });
    await enrolment.getByRole('cell', { name: 'Evening B' }).waitFor();

    await enrolment.getByRole('button', { name: `Change the batch of ${s.courseName}` }).click();
    const history = await settledDialog(page, `Change batch · ${s.courseName}`);
    const moves = history.getByRole('list', { name: 'Batch history' });
    await moves.getByText(/^Morning A → Evening B, /).waitFor();
    await moves.getByText('School hours changed').waitFor();
    await history.getByText('Now in: Evening B').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/batches-move-1280.png` });
    expect(await axeViolations(page, { where: 'Change batch' })).toEqual([]);
    await history.getByRole('button', { name: 'Cancel' }).click();
    await history.waitFor({ state: 'detached' });

    // Add course: a course with batches asks for one of them, in the same dialog.
    const other = await newPortalStudent(b.baseUrl);
    const created = await b.context.request.post(`${b.baseUrl}/api/batches`, {
      headers: { origin: b.baseUrl },
      data: {
        courseId: await courseIdOf(page, other.courseName),
        name: 'Weekend',
        timing: 'afternoon',
        capacity: 10,
        startsOn: '2026-12-05',
      },
    });
    expect(created.status()).toBe(201);
    await details.getByRole('button', { name: 'Add course' }).click();
    const addCourse = await settledDialog(page, 'Add a course');
    await addCourse.getByRole('combobox', { name: 'Course' }).click();
    await page.getByRole('option', { name: other.courseName }).click();
    const save = addCourse.getByRole('button', { name: 'Add', exact: true });
    await addCourse.getByRole('radio', { name: /Weekend · Afternoon\s*10 seats left/ }).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await addCourse.getByRole('radio', { name: /Weekend/ }).check();
    await save.click();
    await addCourse.waitFor({ state: 'detached' });
    await details
      .getByRole('row')
      .filter({ hasText: other.courseName })
      .getByRole('cell', { name: 'Weekend' })
      .waitFor();

    // Back on Batches: the seats follow; a batch with a student is not deleted, an empty one is.
    await page.goto('/Sidebar/Batches');
    await page.getByRole('combobox', { name: 'Course' }).click();
    await page.getByRole('option', { name: s.courseName }).click();
    const evening = table.getByRole('row').filter({ hasText: 'Evening B' });
    await evening.getByText('1 / 2').waitFor();
    await morning.getByText('0 / 1').waitFor();
    await evening.getByRole('button', { name: `Delete Evening B · ${s.courseName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(batchMessages.hasStudents).waitFor();
    await evening.waitFor();
    await morning.getByRole('button', { name: `Delete ${who}` }).click();
    await confirm.getByText('Are you sure you want to delete the batch “Morning A”?').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await morning.waitFor({ state: 'detached' });
    if (shots) await page.screenshot({ path: `${shots}/batches-1280.png` });
  }, 120_000);
});
