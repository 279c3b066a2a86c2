import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';

let seq = 0;
/** A person with a unique e-mail and phone for one test. */
export function newApplicant(name = 'Simran Kaur') {
  const id = `${Date.now().toString(36)}${(seq++).toString(36)}`;
  const digits = `${Date.now()}${seq}`.slice(-9);
  return {
    name,
    email: `e2e.${id}@example.in`,
    phone: `7${digits}`,
    password: `pass-${id}`,
  };
}

export type Applicant = ReturnType<typeof newApplicant>;

/** A form field by its label, which for a required field ends in MUI's ' *' mark. */
export function field(scope: Pick<Page, 'getByLabel'>, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

/** Fills the required fields of the registration sections (admin form and /SignUp alike). */
export async function fillRegistration(page: Page, a: Applicant) {
  await field(page, 'Student Name').fill(a.name);
  await field(page, "Father's Name").fill('Baldev Singh');
  await field(page, "Mother's Name").fill('Gurmeet Kaur');
  await field(page, 'Date of Birth').fill('2004-08-15');
  await page.getByRole('radio', { name: 'Female' }).check();
  await field(page, 'Email Address').fill(a.email);
  await field(page, 'Phone Number').fill(a.phone);
  await field(page, 'Address').fill('12 Rani Jhansi Road, Ludhiana');
  await page.getByRole('checkbox', { name: 'Same as Permanent Address' }).check();
  await page.getByRole('checkbox', { name: 'Full Stack Developer' }).check();
  await page.getByRole('radio', { name: 'Evening' }).check();
  await field(page, 'Password').fill(a.password);
}

/** Logs in at /login through the page, as a student would. */
export async function studentLogin(page: Page, studentId: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('ID', { exact: true }).fill(studentId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Registers a student through the API; returns the student ID and password. */
export async function registerViaApi(request: APIRequestContext, baseUrl: string, name: string) {
  const a = newApplicant(name);
  const res = await request.post(`${baseUrl}/api/register-student`, {
    headers: { origin: baseUrl },
    data: {
      studentName: a.name,
      fatherName: 'Baldev Singh',
      motherName: 'Gurmeet Kaur',
      dateOfBirth: '2003-01-26',
      gender: 'male',
      emailAddress: a.email,
      phoneNumber: a.phone,
      address: 'Sarabha Nagar, Ludhiana',
      sameAsPermanentAddress: true,
      courses: ['Web Designing', 'SEO Management'],
      password: a.password,
    },
  });
  expect(res.status()).toBe(201);
  const { studentId } = (await res.json()) as { studentId: string };
  return { ...a, studentId };
}
