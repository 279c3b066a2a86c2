import { registrationPayload } from '../src/server/seed/factories';
import type { RegistrationInput } from '../src/shared/registration';
import { minimalPptx, pngImage } from '../tests/fixtures/uploads';
import { inBatches, type Multipart, type XssApi } from './xss-api';
import { fitting, packed, payloads, range, type FieldTally } from './xss-payloads';

export type XssCourse = { id: number; slug: string; name: string; n: number };
export type PortalLogin = { studentId: string; password: string; courseIds: number[] };

/** What the corpus run stored, and what afterAll deletes. */
export type Stored = {
  tag: string;
  courses: XssCourse[];
  teacherIds: number[];
  noticeIds: number[];
  /** Student ids (ACA-...) to delete afterwards: every student of this run without payments. */
  deletable: string[];
  /** Logins that see the payload courses in the portal (30 courses at most each). */
  portals: PortalLogin[];
};

const today = () => new Date().toISOString().slice(0, 10);
let phoneSeq = 0;
const phone = () => `9${String(Date.now()).slice(-7)}${String(phoneSeq++ % 100).padStart(2, '0')}`;

/** The files a new course needs: a presentation and a picture. */
export async function courseFiles(): Promise<Multipart> {
  return {
    file: { name: 'intro.pptx', mimeType: 'application/octet-stream', buffer: minimalPptx() },
    image: { name: 'cover.png', mimeType: 'image/png', buffer: await pngImage() },
  };
}

/**
 * One course per payload in its name, duration and timings; its description holds the ten
 * payloads of its group, so a few course pages show them all. Filed under no category: the grid
 * lists such courses after the spec's groups, which other suites count.
 */
export async function seedCourses(api: XssApi, tag: string, t: FieldTally): Promise<XssCourse[]> {
  const files = await courseFiles();
  return inBatches(range(1, payloads.length), 4, async ({ text, n }) => {
    const short = text.length <= 100;
    const group = range(Math.floor((n - 1) / 10) * 10 + 1, Math.floor((n - 1) / 10) * 10 + 10);
    const course = await api.send<{ id: number; slug: string; name: string }>(
      'POST',
      '/api/courses',
      undefined,
      201,
      {
        name: `X${n} ${text}`,
        code: `XSS-${tag}-${n}`,
        price: String(1000 + n),
        category: '',
        description: packed(group, 4000, n % 10 === 1 ? t : undefined, 'course description'),
        duration: short ? text : `${n} months`,
        timings: short ? text : '5 to 7 pm',
        ...files,
      },
    );
    t.add('course name');
    if (short) t.add('course duration');
    if (short) t.add('course timings');
    return { ...course, n };
  });
}

/** One teacher per payload, first and last name, teaching the course of the same payload. */
export async function seedTeachers(api: XssApi, courses: XssCourse[], t: FieldTally) {
  const byN = new Map(courses.map((c) => [c.n, c]));
  return inBatches(fitting(80), 4, async ({ n, text }) => {
    const teacher = await api.send<{ id: number }>(
      'POST',
      '/add-teacher',
      { first_name: text, last_name: text, gender: 'Other', courses: byN.get(n)!.name },
      201,
    );
    t.add('teacher first name');
    t.add('teacher last name');
    return teacher.id;
  });
}

/** One notice per payload: title, details and who posted it. */
export async function seedNotices(api: XssApi, t: FieldTally): Promise<number[]> {
  return inBatches(
    payloads.map((text, i) => ({ text, n: i + 1 })),
    4,
    async ({ text }) => {
      const notice = await api.send<{ id: number }>(
        'POST',
        '/api/notices',
        { title: text, details: text, postedBy: text.slice(0, 100), date: today() },
        201,
      );
      t.add('notice title');
      t.add('notice details');
      if (text.length <= 100) t.add('notice posted by');
      return notice.id;
    },
  );
}

/** Every free-text field of a registration holding as many of `list` as fit. */
export function studentFields(
  list: { text: string }[],
  t?: FieldTally,
  who = 'student',
): Partial<RegistrationInput> {
  const fit = (field: string, max: number) => packed(list, max, t, `${who} ${field}`);
  const level = (name: string) => ({
    completed: true,
    instituteName: fit(`${name} institute`, 150),
    boardUniversity: fit(`${name} board`, 150),
    yearOfPassing: '2020',
    percentageGrade: fit(`${name} grade`, 20),
  });
  return {
    studentName: fit('name', 100) || 'Simran Kaur',
    fatherName: fit("father's name", 100) || 'Baldev Singh',
    motherName: fit("mother's name", 100) || 'Gurmeet Kaur',
    address: fit('address', 500),
    sameAsPermanentAddress: false,
    permanentAddress: fit('permanent address', 500),
    highSchool: level('high school'),
    intermediate: level('intermediate'),
    bachelorDegree: level('bachelor'),
    masterDegree: level('master'),
    additionalCertifications: fit('certifications', 1000),
    reason: fit('reason', 200),
    paymentMethod: fit('payment method', 50),
    transactionId: fit('transaction id', 100),
  };
}

const perStudent = 6;

/**
 * Students holding six payloads each in every text field (a password hash costs ~2 s on this
 * machine, so not one student per payload); the first three are enrolled in the payload courses,
 * 30 at most each, and are the portal logins.
 */
export async function seedStudents(
  api: XssApi,
  tag: string,
  courses: XssCourse[],
  t: FieldTally,
): Promise<{ deletable: string[]; portals: PortalLogin[] }> {
  const count = Math.ceil(payloads.length / perStudent);
  const password = `xss-portal-${tag}`;
  const made = await inBatches(
    Array.from({ length: count }, (_, k) => k),
    3,
    async (k) => {
      const enrolled = courses.slice(k * 30, k * 30 + 30);
      const body = registrationPayload({
        ...studentFields(range(k * perStudent + 1, (k + 1) * perStudent), t),
        emailAddress: `xss.${tag}.${k}@example.in`,
        phoneNumber: phone(),
        courses: enrolled.map((c) => c.name),
        password,
      });
      const { studentId } = await api.send<{ studentId: string }>(
        'POST',
        '/api/register-student',
        body,
        201,
      );
      return { studentId, password, courseIds: enrolled.map((c) => c.id) };
    },
  );
  return {
    deletable: made.map((m) => m.studentId),
    portals: made.filter((m) => m.courseIds.length > 0),
  };
}

/** A visitor's contact message and admission application, each holding the whole corpus. */
export async function seedVisitor(visitor: XssApi, tag: string, t: FieldTally): Promise<string> {
  const all = payloads.join(' ');
  await visitor.send(
    'POST',
    '/api/contact',
    {
      from_name: payloads[0],
      from_email: `xss.${tag}@example.in`,
      course: 'Web Technologies Courses',
      message: all.slice(0, 2000),
    },
    201,
  );
  t.add('contact name');
  t.add('contact message', payloads.filter((p) => all.slice(0, 2000).includes(p)).length);
  const password = `xss-apply-${tag}`;
  const { applicationId } = await visitor.send<{ applicationId: string }>(
    'POST',
    '/api/admissions',
    {
      ...registrationPayload({
        ...studentFields(range(1, payloads.length), t, 'application'),
        emailAddress: `xss.apply.${tag}@example.in`,
        phoneNumber: phone(),
        courses: [],
        password,
      }),
      confirmPassword: password,
    },
    201,
  );
  return applicationId;
}
