import { registrationPayload } from '../src/server/seed/factories';
import { studentCells, studentsCsv } from '../tests/support/student-import-csv';
import { csvFile, get, json, next, type Row } from './authz-rows';
import { courseParts, today } from './authz-spares';

const teacher = (courses: string) => ({
  first_name: 'Ravi',
  last_name: 'Kumar',
  gender: 'Male',
  courses,
});

/** The admin console's rows about courses, teachers, students, notices, messages and fees. */
export function adminPeopleRows(): Record<string, Row> {
  return {
    'GET /api/courses': get('admin', '/api/courses'),
    'POST /api/courses': {
      who: 'admin',
      req: async () => ({ url: '/api/courses', form: await courseParts() }),
    },
    'PUT /api/courses/:id': {
      who: 'admin',
      req: async (w) => ({
        url: `/api/courses/${await w.spare.course()}`,
        form: { fields: (await courseParts()).fields, files: {} },
      }),
    },
    'DELETE /api/courses/:id': {
      who: 'admin',
      req: async (w) => ({ url: `/api/courses/${await w.spare.course()}` }),
    },

    'GET /get-teachers': get('admin', '/get-teachers'),
    'GET /get-courses': get('admin', '/get-courses'),
    'POST /add-teacher': { who: 'admin', req: (w) => json('/add-teacher', teacher(w.course.name)) },
    'PUT /update-teacher/:id': {
      who: 'admin',
      req: async (w) => json(`/update-teacher/${await w.spare.teacher()}`, teacher(w.course.name)),
    },
    'DELETE /delete-teacher/:id': {
      who: 'admin',
      req: async (w) => ({ url: `/delete-teacher/${await w.spare.teacher()}` }),
    },
    'GET /api/exports/teachers.csv': get('admin', '/api/exports/teachers.csv'),

    'GET /get-students': get('admin', '/get-students'),
    'GET /get-registrations': get('admin', '/get-registrations'),
    'POST /api/register-student': {
      who: 'admin',
      req: (w) => json('/api/register-student', registrationPayload({ courses: [w.course.name] })),
    },
    'GET /api/admin/students/import-template.csv': get(
      'admin',
      '/api/admin/students/import-template.csv',
    ),
    'POST /api/admin/students/import': {
      who: 'admin',
      req: (w) => ({
        url: '/api/admin/students/import',
        form: csvFile(studentsCsv([studentCells({ courses: w.course.name })])),
      }),
    },
    'GET /api/students/:id': get('admin', (w) => `/api/students/${w.t.studentA.student.id}`),
    'PUT /api/students/:id': {
      who: 'admin',
      req: async (w) =>
        json(`/api/students/${(await w.spare.student()).id}`, {
          firstName: 'Edited',
          lastName: 'Name',
          contactNumber: `8${String(700000000 + next()).padStart(9, '0')}`,
          emailAddress: `edited${next()}@example.in`,
        }),
    },
    'DELETE /api/students/:id': {
      who: 'admin',
      req: async (w) => ({ url: `/api/students/${(await w.spare.student()).id}` }),
    },
    'POST /api/students/:id/approve': {
      who: 'admin',
      req: async (w) => ({ url: `/api/students/${await w.spare.application()}/approve` }),
    },
    'GET /api/students/:id/approval-batches': get(
      'admin',
      (w) => `/api/students/${w.t.studentA.student.id}/approval-batches`,
    ),
    'POST /api/students/:id/reject': {
      who: 'admin',
      req: async (w) => ({ url: `/api/students/${await w.spare.application()}/reject` }),
    },
    'POST /api/students/:id/reset-password': {
      who: 'admin',
      req: async (w) => ({ url: `/api/students/${(await w.spare.student()).id}/reset-password` }),
    },
    'POST /api/students/:id/end-sessions': {
      who: 'admin',
      req: async (w) => ({ url: `/api/students/${(await w.spare.student()).id}/end-sessions` }),
    },
    'GET /api/students/:id/enrolments': get(
      'admin',
      (w) => `/api/students/${w.t.studentA.student.id}/enrolments`,
    ),
    'POST /api/students/:id/enrolments': {
      who: 'admin',
      req: async (w) =>
        json(`/api/students/${(await w.spare.student()).id}/enrolments`, { courseId: w.course.id }),
    },
    'POST /api/enrolments/:id/end': {
      who: 'admin',
      req: async (w) =>
        json(`/api/enrolments/${(await w.spare.student()).enrolmentId}/end`, {
          status: 'completed',
          endedOn: today,
        }),
    },
    'GET /api/exports/students.csv': get('admin', '/api/exports/students.csv'),
    'GET /api/exports/registrations.csv': get('admin', '/api/exports/registrations.csv'),

    'POST /api/notices': {
      who: 'admin',
      req: () =>
        json('/api/notices', {
          title: 'Diwali holidays',
          details: 'Classes resume on Monday.',
          postedBy: 'Office',
          date: today,
        }),
    },
    'DELETE /api/notices/:id': {
      who: 'admin',
      req: async (w) => ({ url: `/api/notices/${await w.spare.notice()}` }),
    },
    'GET /api/messages': get('admin', '/api/messages'),
    'PATCH /api/messages/:id': {
      who: 'admin',
      req: async (w) => json(`/api/messages/${await w.spare.message()}`, { read: true }),
    },
    'DELETE /api/messages/:id': {
      who: 'admin',
      req: async (w) => ({ url: `/api/messages/${await w.spare.message()}` }),
    },

    'GET /api/admin/fees/accounts': get('admin', '/api/admin/fees/accounts'),
    'GET /api/admin/fees/accounts/:enrolmentId': get(
      'admin',
      (w) => `/api/admin/fees/accounts/${w.enrolmentA}`,
    ),
    'PUT /api/admin/fees/accounts/:enrolmentId/plan': {
      who: 'admin',
      req: async (w) =>
        json(`/api/admin/fees/accounts/${(await w.spare.student()).enrolmentId}/plan`, {
          totalPaise: 4_000_000,
        }),
    },
    'POST /api/admin/fees/accounts/:enrolmentId/payments': {
      who: 'admin',
      req: async (w) =>
        json(`/api/admin/fees/accounts/${(await w.spare.student()).enrolmentId}/payments`, {
          amountPaise: 50_000,
          paidOn: today,
          method: 'cash',
        }),
    },
    'POST /api/admin/fees/payments/:id/reverse': {
      who: 'admin',
      req: async (w) =>
        json(`/api/admin/fees/payments/${await w.spare.payment()}/reverse`, {
          reason: 'Cheque bounced',
        }),
    },
    'GET /api/admin/fees/receipts/:id': get(
      'admin',
      (w) => `/api/admin/fees/receipts/${w.receipt.id}`,
    ),
    'GET /api/admin/fees/accounts.csv': get('admin', '/api/admin/fees/accounts.csv'),
  };
}
