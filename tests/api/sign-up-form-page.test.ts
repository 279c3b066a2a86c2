// The online admission form without the app (decision 048, issue 24.1): posted as a form to
// /SignUp (or /pa/SignUp, /hi/SignUp) it is answered with the sign-up page, every field as sent
// (passwords excepted) and each refusal beside its field in the page's language, or stored
// exactly as `POST /api/admissions` stores it and redirected to the page saying it was received.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '#server/db/schema.ts';
import { createCourse } from '#server/seed/factories.ts';
import { admissionWordKeys, admissionWords } from '#server/routes/admissions/admission-words.ts';
import { createTestApp, type TestApp } from '../support/test-app';

// The admission form as React renders it (FieldFrame, Tick, Choices), in the build's own markup.
const field = (name: string, control: string) =>
  `<div class="field"><label for="${name}" class="field__label">${name}</label>${control}</div>`;
const input = (name: string, type = 'text') =>
  field(name, `<input type="${type}" name="${name}" id="${name}" class="field__control"/>`);
const textarea = (name: string) =>
  field(name, `<textarea rows="2" name="${name}" id="${name}" class="field__control"></textarea>`);
const tick = (name: string, type = 'checkbox', value?: string) =>
  `<label class="choice"><input type="${type}"${value ? ` value="${value}"` : ''} name="${name}"/><span>${value ?? name}</span></label>`;
const choices = (legend: string, ticks: string) =>
  `<fieldset class="choices"><legend class="field__label">${legend}</legend><div class="choices__list">${ticks}</div></fieldset>`;
const signUpPage = (action: string) =>
  '<!DOCTYPE html><html><head><title>Online Admission</title></head><body><main>' +
  `<form class="admission-form" method="post" action="${action}" noValidate="" aria-label="Online admission form">` +
  '<div tabindex="-1" class="admission-form__top"></div>' +
  '<p class="contact-form__status" role="status" data-form-status=""></p><!--$-->' +
  ['studentName', 'fatherName', 'motherName'].map((n) => input(n)).join('') +
  input('dateOfBirth', 'date') +
  input('emailAddress', 'email') +
  input('phoneNumber', 'tel') +
  input('guardianPhone', 'tel') +
  choices('Gender', ['male', 'female', 'other'].map((g) => tick('gender', 'radio', g)).join('')) +
  textarea('address') +
  tick('sameAsPermanentAddress') +
  textarea('permanentAddress') +
  '<div role="group" aria-label="Intermediate" class="admission-level">' +
  tick('intermediate.completed') +
  '<div class="admission-level__details">' +
  input('intermediate.instituteName') +
  input('intermediate.yearOfPassing') +
  '</div></div>' +
  choices(
    'Courses',
    ['Full Stack Developer', 'Tally ERP &amp; GST']
      .map((c) => tick('courses', 'checkbox', c))
      .join(''),
  ) +
  choices('Preferred Timing', tick('preferredTiming', 'radio', 'evening')) +
  '<div>' +
  textarea('reason') +
  '<p id="reason-count" class="field__hint">0/200 characters</p></div>' +
  field(
    'paymentMethod',
    '<select name="paymentMethod" id="paymentMethod" class="field__control"><option value="">Not chosen</option>' +
      '<option value="Cash">Cash</option><option value="UPI">UPI</option></select>',
  ) +
  input('password', 'password') +
  input('confirmPassword', 'password') +
  '<button type="submit">Submit Application</button><!--/$--></form></main></body></html>';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'academy-sign-up-'));
  for (const [page, html] of [
    ['SignUp', signUpPage('/SignUp')],
    ['pa/SignUp', signUpPage('/pa/SignUp')],
  ] as const) {
    await mkdir(path.join(dir, page), { recursive: true });
    await writeFile(path.join(dir, page, 'index.html'), html);
  }
  await writeFile(path.join(dir, '__spa-fallback.html'), '<div id="app">shell</div>');
  t = await createTestApp({ clientDir: dir });
  for (const name of ['Full Stack Developer', 'Tally Prime with GST']) {
    await createCourse(t.db, { name, price: 9000 });
  }
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const origin = 'http://localhost:80';
const postForm = (url: string, fields: [string, string][], headers = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:80',
      origin,
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });

let n = 0;
/** A whole application as the browser posts it (ticked boxes are 'on'). */
const good = (): [string, string][] => {
  n += 1;
  return [
    ['studentName', 'Harpreet Kaur'],
    ['fatherName', 'Baldev Singh'],
    ['motherName', 'Gurmeet Kaur'],
    ['dateOfBirth', '2004-08-15'],
    ['emailAddress', `harpreet.form${n}@example.in`],
    ['phoneNumber', `98140 1234${n}`],
    ['guardianPhone', ''],
    ['gender', 'female'],
    ['address', '12 Rani Jhansi Road, Ludhiana'],
    ['sameAsPermanentAddress', 'on'],
    ['permanentAddress', ''],
    ['intermediate.completed', 'on'],
    ['intermediate.instituteName', 'Govt. Senior Secondary School'],
    ['intermediate.yearOfPassing', '2022'],
    // A level left unticked: its details do not count.
    ['highSchool.instituteName', 'typed, then unticked'],
    ['courses', 'Full Stack Developer'],
    ['courses', 'Tally Prime with GST'],
    ['preferredTiming', 'evening'],
    ['reason', 'ਨੌਕਰੀ ਲਈ'],
    ['paymentMethod', 'UPI'],
    ['transactionId', ''],
    ['password', 'ludhiana-2026'],
    ['confirmPassword', 'ludhiana-2026'],
  ];
};

describe('the online admission form posted without the app', () => {
  it('answers a bad form with the page: errors in Punjabi beside their fields, what was typed kept', async () => {
    const sent = good().filter(
      ([name]) => !['gender', 'emailAddress', 'sameAsPermanentAddress'].includes(name),
    );
    sent.push(['emailAddress', 'not-an-email <b>'], ['courses', 'Tally ERP & GST']);
    const res = await postForm('/pa/SignUp', sent);
    // A page like any other (a browser would log a 4xx page as an error).
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain(
      'name="studentName" id="studentName" class="field__control" value="Harpreet Kaur"/>',
    );
    expect(html).toContain(
      'name="dateOfBirth" id="dateOfBirth" class="field__control" value="2004-08-15"/>',
    );
    expect(html).toContain(
      '<div class="field field--invalid"><label for="emailAddress" class="field__label">emailAddress</label>' +
        '<input type="email" name="emailAddress" id="emailAddress" class="field__control" value="not-an-email &lt;b&gt;" autofocus="" aria-invalid="true" aria-describedby="emailAddress-error"/>' +
        '<p id="emailAddress-error" class="field__error">ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈ-ਮੇਲ ਪਤਾ ਦਿਓ।</p>',
    );
    // The permanent address is asked for on the first submit, with the rest (the app does so too).
    expect(html).toContain('<p id="permanentAddress-error" class="field__error">');
    // A group's message closes its fieldset, which it describes.
    expect(html).toContain('<fieldset class="choices" aria-describedby="gender-error"><legend');
    expect(html).toMatch(
      /<p id="gender-error" class="field__error">[^<]*ਲਿੰਗ[^<]*<\/p><\/fieldset>/,
    );
    expect(html).toContain(
      'type="checkbox" value="Full Stack Developer" name="courses" checked=""/>',
    );
    expect(html).toContain(
      'type="checkbox" value="Tally ERP &amp; GST" name="courses" checked=""/>',
    );
    expect(html).toContain('name="preferredTiming" checked=""/>');
    expect(html).toContain('name="intermediate.completed" checked=""/>');
    expect(html).toContain('value="Govt. Senior Secondary School"/>');
    expect(html).not.toContain('typed, then unticked"');
    expect(html).toContain('<option value="UPI" selected="">');
    expect(html).toContain('>\nਨੌਕਰੀ ਲਈ</textarea>');
    expect(html).toMatch(/<p id="reason-count" class="field__hint">8\/200 [^<]+<\/p>/);
    // Passwords are never written back into a page.
    expect(html).not.toContain('ludhiana-2026');
    expect(html).toMatch(/data-form-status="error">ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਨਹੀਂ ਹੋ ਸਕੀ: /);
    const stored = await t.db.select().from(students).where(eq(students.firstName, 'Harpreet'));
    expect(stored).toEqual([]);
  });

  it('refuses passwords that differ, beside the confirmation', async () => {
    const sent = good().map(([k, v]): [string, string] =>
      k === 'confirmPassword' ? [k, 'something-else'] : [k, v],
    );
    const res = await postForm('/SignUp', sent);
    expect(res.body).toContain(
      '<p id="confirmPassword-error" class="field__error">The passwords do not match.</p>',
    );
  });

  it('stores a good one as the API does, and redirects (303) to the page saying it was received', async () => {
    const form = good();
    const res = await postForm('/pa/SignUp', form);
    expect(res.statusCode).toBe(303);
    const location = res.headers.location as string;
    expect(location).toMatch(/^\/pa\/SignUp\?sent=1&id=APP-\d{4}-\d{4,}$/);
    const applicationId = new URL(location, origin).searchParams.get('id')!;
    const email = form.find(([k]) => k === 'emailAddress')![1];
    const [row] = await t.db.select().from(students).where(eq(students.email, email));
    expect(row).toMatchObject({ studentId: applicationId, status: 'pending' });

    // The same application through the API: stored alike, but for who it is.
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/admissions',
      headers: { host: 'localhost:80', origin },
      payload: {
        studentName: 'Harpreet Kaur',
        fatherName: 'Baldev Singh',
        motherName: 'Gurmeet Kaur',
        dateOfBirth: '2004-08-15',
        gender: 'female',
        emailAddress: 'harpreet.api@example.in',
        phoneNumber: '98140 55555',
        address: '12 Rani Jhansi Road, Ludhiana',
        sameAsPermanentAddress: true,
        intermediate: {
          completed: true,
          instituteName: 'Govt. Senior Secondary School',
          yearOfPassing: '2022',
        },
        courses: ['Full Stack Developer', 'Tally Prime with GST'],
        preferredTiming: 'evening',
        reason: 'ਨੌਕਰੀ ਲਈ',
        paymentMethod: 'UPI',
        password: 'ludhiana-2026',
        confirmPassword: 'ludhiana-2026',
      },
    });
    expect(api.statusCode).toBe(201);
    const [fromApi] = await t.db
      .select()
      .from(students)
      .where(eq(students.email, 'harpreet.api@example.in'));
    const same = (r: typeof row) => {
      const {
        id: _i,
        studentId: _s,
        email: _e,
        phone: _p,
        userId: _u,
        createdAt: _c,
        ...rest
      } = r!;
      return rest;
    };
    expect(same(row)).toEqual(same(fromApi));

    const page = await t.app.inject({ url: location });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const title = admissionWords['Application received']!.pa;
    expect(page.body).toContain(`data-form-status="success"><strong>${title}</strong>`);
    expect(page.body).toContain(`<strong>${applicationId}</strong>`);
    expect(page.body).toContain('<a href="/pa/login">');
  });

  it('takes a form only from its own page', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      expect((await postForm('/SignUp', good(), headers)).statusCode).toBe(403);
    }
  });

  it('keeps the API on JSON: a URL-encoded body is refused there', async () => {
    expect((await postForm('/api/admissions', good())).statusCode).toBe(415);
  });

  it("says the form's messages as the web app's locale files do", () => {
    const file = (language: string, ns: string) =>
      JSON.parse(
        readFileSync(path.join('src/client/locales', language, `${ns}.json`), 'utf8'),
      ) as Record<string, unknown>;
    const at = (language: 'en' | 'pa' | 'hi', [ns, key]: [string, string]) =>
      key
        .split('.')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], file(language, ns));
    expect(Object.keys(admissionWords)).toEqual(admissionWordKeys.map((k) => at('en', k)));
    for (const key of admissionWordKeys) {
      expect(admissionWords[at('en', key) as string]).toEqual({
        pa: at('pa', key),
        hi: at('hi', key),
      });
    }
  });
});
