// Issue 21.2: approving an application puts the applicant in a batch of each course with batches.
// The batch of the applicant's timing is chosen already; the office picks another, approves, and
// Student Details shows it (English, 1280 px).
import { describe, expect, it } from 'vitest';
import { settledDialog, useBrowser } from '../support/browser';
import { logInAs } from '../support/session';
import { newApplicant } from './registration-helpers';

describe('admin approves an application into a batch (1280px)', () => {
  const b = useBrowser();

  it('chooses the morning batch instead of the evening one, and Student Details shows it', async () => {
    const a = newApplicant('Harleen Kaur Brar');
    const sent = await b.context.request.post(`${b.baseUrl}/api/admissions`, {
      headers: { origin: b.baseUrl },
      data: {
        studentName: a.name,
        fatherName: 'Baldev Singh',
        motherName: 'Gurmeet Kaur',
        dateOfBirth: '2004-08-15',
        gender: 'female',
        emailAddress: a.email,
        phoneNumber: a.phone,
        address: 'Sarabha Nagar, Ludhiana',
        sameAsPermanentAddress: true,
        courses: ['Full Stack Developer'],
        preferredTiming: 'evening',
        password: a.password,
        confirmPassword: a.password,
      },
    });
    expect(sent.status()).toBe(201);
    await logInAs(b.context, b.baseUrl, 'admin');

    const page = await b.open('/Sidebar/StudentList');
    const table = page.getByRole('table', { name: 'Enrolled students' });
    const row = table.getByRole('row').filter({ hasText: a.name });
    await row.getByText('Pending').waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();

    const choose = await settledDialog(page, `Approve ${a.name}`);
    const batch = choose.getByRole('combobox', { name: 'Batch for Full Stack Developer' });
    expect(await batch.innerText()).toMatch(/^Evening A · Evening · \d+ seats? left$/);
    await batch.click();
    await page.getByRole('option', { name: /^Morning A · Morning · \d+ seats? left$/ }).click();
    await choose.getByRole('button', { name: 'Approve' }).click();
    const approved = page.getByRole('dialog', { name: 'Application approved' });
    const idLine = await approved.getByText(/Student ID: ACA-\d{4}-\d{4,}/).textContent();
    const studentId = /ACA-\d{4}-\d{4,}/.exec(idLine ?? '')![0];
    await approved.getByRole('button', { name: 'Done' }).click();
    await approved.waitFor({ state: 'hidden' });

    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '100' }).click();
    await table
      .getByRole('row')
      .filter({ hasText: studentId })
      .getByRole('button', { name: 'View' })
      .click();
    const details = page.getByRole('dialog', { name: 'Student Details' });
    const history = details.getByRole('table', { name: 'Enrolments' });
    const course = history.getByRole('row').filter({ hasText: 'Full Stack Developer' });
    await course.getByRole('cell', { name: 'Morning A' }).waitFor();
  });
});
