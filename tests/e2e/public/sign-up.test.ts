import { describe, it } from 'vitest';
import { field, fillRegistration, newApplicant, studentLogin } from '../admin/registration-helpers';
import { phone, useBrowser } from '../support/browser';

describe('/SignUp online admission', () => {
  const b = useBrowser(phone);

  it('shows field errors, takes an application, and the applicant cannot log in before approval', async () => {
    const page = await b.open('/SignUp');
    await page.getByRole('heading', { name: 'Online Admission' }).waitFor();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Please enter the student name.').waitFor();
    await page.getByText('Please enter the permanent address.').waitFor();

    const a = newApplicant('Gurnoor Kaur');
    await fillRegistration(page, a);
    await field(page, 'Confirm Password').fill('something-else');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('The passwords do not match.').waitFor();
    await field(page, 'Confirm Password').fill(a.password);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Application received' });
    await done.waitFor();
    const applicationId = /APP-\d{4}-\d{4,}/.exec((await done.textContent()) ?? '')![0];

    b.allowConsole(/status of 401/);
    await studentLogin(page, applicationId, a.password);
    await page.getByRole('alert').filter({ hasText: 'Invalid ID or password' }).waitFor();
  });
});
