import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { logInAs, waitForPath } from '../support/session';
import { field, fillRegistration, newApplicant, studentLogin } from './registration-helpers';

describe('admin Registration Form', () => {
  const b = useBrowser();
  beforeEach(() => logInAs(b.context, b.baseUrl, 'admin'));

  it('copies the address, reveals and resets education details, toggles courses, counts the reason', async () => {
    const page = await b.open('/Sidebar/RegistrationForm');
    await page.getByRole('heading', { name: 'Registration Form', level: 1 }).waitFor();
    for (const title of ['Personal Information', 'Educational Background', 'Course Information'])
      await page.getByRole('heading', { name: title }).waitFor();

    await field(page, 'Address').fill('Model Town, Ludhiana');
    const permanent = field(page, 'Permanent Address');
    expect(await permanent.isVisible()).toBe(true);
    const same = page.getByRole('checkbox', { name: 'Same as Permanent Address' });
    await same.check();
    expect(await permanent.count()).toBe(0);
    await same.uncheck();
    expect(await permanent.inputValue()).toBe('');

    const high = page.getByRole('group', { name: 'High School' });
    await high.getByRole('checkbox', { name: 'High School' }).check();
    await high.getByLabel('Institute Name').fill('Govt. School');
    await high.getByLabel('Board/University').fill('PSEB');
    await high.getByRole('checkbox', { name: 'High School' }).uncheck();
    expect(await high.getByLabel('Institute Name').count()).toBe(0);
    await high.getByRole('checkbox', { name: 'High School' }).check();
    expect(await high.getByLabel('Institute Name').inputValue()).toBe('');

    const course = page.getByRole('checkbox', { name: 'Web Designing' });
    await course.check();
    expect(await course.isChecked()).toBe(true);
    await course.uncheck();
    expect(await course.isChecked()).toBe(false);

    await field(page, 'Reason').fill('x'.repeat(250));
    await page.getByText('200/200 characters').waitFor();
  });

  it('shows field errors, registers a student, and the student logs in at /login at once', async () => {
    const page = await b.open('/Sidebar/RegistrationForm');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please enter the student name.').waitFor();
    await page.getByText('Please choose a gender.').waitFor();

    const a = newApplicant('Harleen Kaur Bains');
    await fillRegistration(page, a);
    await page.getByLabel('Transaction ID (optional)').fill('UPI-123');
    await page.getByRole('button', { name: 'Submit' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Registration successful!' });
    await alert.waitFor();
    const studentId = /ACA-\d{4}-\d{4,}/.exec((await alert.textContent()) ?? '')?.[0];
    expect(studentId).toBeTruthy();
    // The form starts over for the next student.
    expect(await field(page, 'Student Name').inputValue()).toBe('');

    // The same e-mail again is refused with the server's message.
    b.allowConsole(/status of 409/);
    await fillRegistration(page, { ...a, phone: newApplicant().phone });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: 'Registration failed: A student with this e-mail address is already registered.',
      })
      .waitFor();

    await b.context.clearCookies();
    await studentLogin(page, studentId!, a.password);
    await waitForPath(page, '/Sdashboard');
  });
});
