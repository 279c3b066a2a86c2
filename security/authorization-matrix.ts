import { eq } from 'drizzle-orm';
import { factoryHash, registrationPayload } from '../src/server/seed/factories';
import { users } from '../src/server/db/schema';
import { attendanceRows } from './authz-matrix-attendance';
import { attendanceReportRows } from './authz-matrix-attendance-report';
import { adminBatchRows } from './authz-matrix-batches';
import { adminMockRows } from './authz-matrix-mock';
import { adminPeopleRows } from './authz-matrix-people';
import { teacherRows } from './authz-matrix-teacher';
import { timetableWeekRows } from './authz-matrix-timetable-week';
import { adminTimetableRows } from './authz-matrix-timetable';
import { csvFile, get, json, newPassword, next, passwordOf, type Row } from './authz-rows';
import { examBody } from './authz-spares';

/** The online admission form as the browser posts it without the app (decision 058). */
const signUpForm = (url: string): Row => ({
  who: 'public',
  req: (w) => {
    const b = registrationPayload({ courses: [w.course.name] });
    const { studentName, fatherName, motherName, dateOfBirth, address, password } = b;
    return {
      url,
      urlencoded: {
        ...{ studentName, fatherName, motherName, dateOfBirth, address, password },
        ...{ gender: 'female', emailAddress: b.emailAddress, phoneNumber: b.phoneNumber },
        ...{ sameAsPermanentAddress: 'on', courses: w.course.name, confirmPassword: password },
      },
    };
  },
});

/**
 * Every registered route (method and path as registered) with who may call it and a request
 * with real ids. The suite fails when a route has no row here, and when a row names no route.
 */
export const matrix: Record<string, Row> = {
  'GET /healthz': get('public', '/healthz'),
  // Served to this machine (a loopback peer) or with METRICS_TOKEN: these callers are elsewhere.
  'GET /metrics': get(
    { anonymous: 403, studentA: 403, studentB: 403, admin: 403, teacher: 403 },
    '/metrics',
  ),
  'POST /auth/login': {
    who: 'public',
    req: (w) =>
      json('/auth/login', { username: w.t.admin.user.username, password: 'admin-password' }),
  },
  'POST /auth/student/login': {
    who: 'public',
    req: (w) =>
      json('/auth/student/login', {
        studentId: w.t.studentA.student.studentId,
        password: 'student-password',
      }),
  },
  'GET /auth/me': get('public', '/auth/me'),
  'POST /auth/logout': get('public', '/auth/logout'),
  'GET /auth/password-reset': get('public', '/auth/password-reset'),
  'POST /auth/forgot-password': {
    who: 'public',
    req: async (w) =>
      json('/auth/forgot-password', { identifier: (await w.spare.student()).studentId }),
  },
  'POST /auth/reset-password': {
    who: 'public',
    req: async (w) =>
      json('/auth/reset-password', { token: await w.spare.resetToken(), newPassword }),
  },

  'GET /api/catalogue': get('public', '/api/catalogue'),
  'GET /api/catalogue/:slug': get('public', (w) => `/api/catalogue/${w.slug}`),
  'POST /contactus': {
    who: 'public',
    req: () => ({
      url: '/contactus',
      urlencoded: {
        from_name: 'Visitor',
        from_email: `visitor${next()}@example.in`,
        course: 'Accounts Courses',
        message: 'Is there an evening batch?',
      },
    }),
  },
  'POST /pa/contactus': {
    who: 'public',
    req: () => ({
      url: '/pa/contactus',
      urlencoded: {
        from_name: 'Visitor',
        from_email: `visitor${next()}@example.in`,
        course: 'Accounts Courses',
        message: 'Is there an evening batch?',
      },
    }),
  },
  'POST /hi/contactus': {
    who: 'public',
    req: () => ({
      url: '/hi/contactus',
      urlencoded: {
        from_name: 'Visitor',
        from_email: `visitor${next()}@example.in`,
        course: 'Accounts Courses',
        message: 'Is there an evening batch?',
      },
    }),
  },
  'POST /api/contact': {
    who: 'public',
    req: () =>
      json('/api/contact', {
        from_name: 'Visitor',
        from_email: `visitor${next()}@example.in`,
        course: 'Accounts Courses',
        message: 'Is there an evening batch?',
      }),
  },
  'POST /SignUp': signUpForm('/SignUp'),
  'POST /pa/SignUp': signUpForm('/pa/SignUp'),
  'POST /hi/SignUp': signUpForm('/hi/SignUp'),
  'POST /api/admissions': {
    who: 'public',
    req: (w) => {
      const body = registrationPayload({ courses: [w.course.name] });
      return json('/api/admissions', { ...body, confirmPassword: body.password });
    },
  },
  'GET /robots.txt': get('public', '/robots.txt'),
  'GET /sitemap.xml': get('public', '/sitemap.xml'),
  // A presentation: admins and the course's students; another student is refused.
  'GET /uploads/:name': get(
    { anonymous: 401, studentA: 'ok', studentB: 403, admin: 'ok', teacher: 403 },
    (w) => w.course.presentation,
  ),

  'GET /api/docs': get('public', '/api/docs'),
  'GET /api/docs/json': get('public', '/api/docs/json'),
  'GET /api/docs/yaml': get('public', '/api/docs/yaml'),
  'GET /api/docs/static/index.html': get('public', '/api/docs/static/index.html'),
  'GET /api/docs/static/swagger-initializer.js': get(
    'public',
    '/api/docs/static/swagger-initializer.js',
  ),
  'GET /api/docs/static/*': get('public', '/api/docs/static/swagger-ui.css'),

  'GET /api/notices': get('user', '/api/notices'),
  'GET /api/notices/count': get('user', '/api/notices/count'),
  'PUT /api/notices/read': { who: 'user', req: () => json('/api/notices/read', { ids: [] }) },
  'GET /api/course-names': get('user', '/api/course-names?lang=pa'),
  'POST /api/account/password': {
    who: 'user',
    req: (w, role) => ({
      ...json('/api/account/password', { currentPassword: passwordOf(role), newPassword }),
      // The user's password goes back, so later calls log in as before.
      after: async () => {
        const id = w.client.userOf[role];
        if (id === null) return;
        const passwordHash = await factoryHash(passwordOf(role));
        await w.t.db.update(users).set({ passwordHash }).where(eq(users.id, id));
      },
    }),
  },
  // English: what the interface shows anyway, so later calls see no change.
  'PUT /api/account/language': {
    who: 'user',
    req: () => json('/api/account/language', { language: 'en' }),
  },
  // Reaches the handler, which answers 409: no change of a generated password is pending.
  'POST /api/account/first-password': {
    who: { anonymous: 401, studentA: 409, studentB: 409, admin: 409, teacher: 409 },
    req: (_w, role) =>
      json('/api/account/first-password', {
        currentPassword: passwordOf(role),
        newPassword,
        confirmPassword: newPassword,
      }),
  },

  'GET /api/student/profile': get('student', '/api/student/profile'),
  'GET /api/student/details': get('student', '/api/student/details'),
  'GET /api/student/courses': get('student', '/api/student/courses'),
  'GET /api/student/search': get('student', '/api/student/search?q=course'),
  'GET /api/student/exams': get('student', '/api/student/exams?type=mid_term'),
  'GET /api/student/results': get('student', '/api/student/results'),
  'GET /api/student/results/:id': get('own', (w) => `/api/student/results/${w.course.id}`),
  'GET /api/student/fee': get('student', '/api/student/fee'),
  'GET /api/student/receipts/:id': get('own', (w) => `/api/student/receipts/${w.receipt.id}`),

  'GET /api/student/mock-tests': get('student', '/api/student/mock-tests'),
  'GET /api/student/mock-tests/scores': get('student', '/api/student/mock-tests/scores'),
  'GET /api/student/mock-tests/:id': get('own', (w) => `/api/student/mock-tests/${w.testOpen}`),
  'POST /api/student/mock-tests/:id/attempts': {
    who: 'own',
    // A has one attempt at a time: the one in progress is submitted first.
    req: async (w) => {
      await w.spare.closeAttempts();
      return {
        url: `/api/student/mock-tests/${await w.spare.mockTest({ publish: true })}/attempts`,
      };
    },
  },
  'GET /api/student/mock-attempts/:id': {
    who: 'own',
    req: async (w) => ({ url: `/api/student/mock-attempts/${await w.spare.openAttempt()}` }),
  },
  'PUT /api/student/mock-attempts/:id/answers/:questionId': {
    who: 'own',
    req: async (w) =>
      json(`/api/student/mock-attempts/${await w.spare.openAttempt()}/answers/${w.question.id}`, {
        state: 'answered',
        answer: 'C',
        seq: next(),
      }),
  },
  'PUT /api/student/mock-attempts/:id/position': {
    who: 'own',
    req: async (w) =>
      json(`/api/student/mock-attempts/${await w.spare.openAttempt()}/position`, {
        questionId: w.question.id,
        seq: next(),
      }),
  },
  'POST /api/student/mock-attempts/:id/tab-switches': {
    who: 'own',
    req: async (w) =>
      json(`/api/student/mock-attempts/${await w.spare.openAttempt()}/tab-switches`, {
        count: next(),
      }),
  },
  'POST /api/student/mock-attempts/:id/submit': {
    who: 'own',
    req: async (w) => ({ url: `/api/student/mock-attempts/${await w.spare.attempt()}/submit` }),
  },
  'GET /api/student/mock-attempts/:id/result': get(
    'own',
    (w) => `/api/student/mock-attempts/${w.attemptDone}/result`,
  ),

  'GET /api/admin/activity': get('admin', '/api/admin/activity'),
  'GET /api/admin/activity.csv': get('admin', '/api/admin/activity.csv'),
  'GET /api/admin/summary': get('admin', '/api/admin/summary'),
  // Charts (issue 21.5, decision 066).
  'GET /api/admin/exams/:id/marks/distribution': get(
    'admin',
    (w) => `/api/admin/exams/${w.exam.id}/marks/distribution`,
  ),
  'GET /api/admin/fees/by-month': get('admin', '/api/admin/fees/by-month?year=2026'),
  'GET /api/admin/exams': get('admin', '/api/admin/exams'),
  'POST /api/admin/exams': {
    who: 'admin',
    req: (w) => json('/api/admin/exams', examBody(w.course.id)),
  },
  'PUT /api/admin/exams/:id': {
    who: 'admin',
    req: async (w) => json(`/api/admin/exams/${await w.spare.exam()}`, examBody(w.course.id)),
  },
  'DELETE /api/admin/exams/:id': {
    who: 'admin',
    req: async (w) => ({ url: `/api/admin/exams/${await w.spare.exam()}` }),
  },
  'GET /api/admin/exams/:id/marks': get('admin', (w) => `/api/admin/exams/${w.exam.id}/marks`),
  'PUT /api/admin/exams/:id/marks': {
    who: 'admin',
    req: async (w) =>
      json(`/api/admin/exams/${await w.spare.exam()}/marks`, {
        marks: [{ enrolmentId: w.enrolmentA, obtained: 31 }],
      }),
  },
  'GET /api/admin/exams/:id/marks.csv': get(
    'admin',
    (w) => `/api/admin/exams/${w.exam.id}/marks.csv`,
  ),
  'POST /api/admin/exams/:id/marks.csv': {
    who: 'admin',
    req: async (w) => ({
      url: `/api/admin/exams/${await w.spare.exam()}/marks.csv`,
      form: csvFile(`Student ID,Marks\r\n${w.t.studentA.student.studentId},32\r\n`),
    }),
  },
  'POST /api/admin/exams/:id/publish': {
    who: 'admin',
    req: async (w) => ({
      url: `/api/admin/exams/${await w.spare.exam()}/publish`,
      // The spare exam is dated after today (27.10): publishing it confirms the early paper.
      json: { beforeExamDate: true },
    }),
  },
  'POST /api/admin/exams/:id/unpublish': {
    who: 'admin',
    req: async (w) => ({ url: `/api/admin/exams/${await w.spare.exam(true)}/unpublish` }),
  },
  'GET /api/admin/grade-scale': get('admin', '/api/admin/grade-scale'),
  'GET /api/admin/exam-settings/teachers-publish': get(
    'admin',
    '/api/admin/exam-settings/teachers-publish',
  ),
  'PUT /api/admin/exam-settings/teachers-publish': {
    who: 'admin',
    req: () => json('/api/admin/exam-settings/teachers-publish', { teachersPublish: false }),
  },
  'PUT /api/admin/grade-scale': {
    who: 'admin',
    req: () => json('/api/admin/grade-scale', { selected: 'cbse' }),
  },
  'GET /api/admin/courses/:id/report-cards': get(
    'admin',
    (w) => `/api/admin/courses/${w.course.id}/report-cards`,
  ),

  ...adminMockRows(),
  ...adminPeopleRows(),
  ...adminBatchRows(),
  ...attendanceReportRows(),
  ...adminTimetableRows(),
  ...teacherRows(),
  ...attendanceRows(),
  ...timetableWeekRows(),
};
