import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { educationLevels } from '#shared/registration.ts';
import { listRegistrations } from '#server/data/student-json.ts';
import { listStudents } from '#server/data/students.ts';
import { toCsv } from '#server/lib/csv.ts';
import { sendDatedCsv as sendCsv } from '#server/lib/csv-reply.ts';
import { csvDownload } from '#server/lib/route-schemas.ts';

const csv = (what: string) => ({ schema: csvDownload(what) });

/** CSV downloads of students and registrations (never a password). */
export const studentExportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/exports/students.csv', csv('Active students'), async (_request, reply) => {
    const rows = await listStudents(app.db);
    const body = toCsv(
      ['ID', 'First Name', 'Last Name', 'Student ID', 'Phone Number'],
      rows.map((s) => [s.id, s.firstName, s.lastName, s.student_id, s.contactNumber]),
    );
    return sendCsv(reply, 'students', body);
  });

  const registrations = csv('Students and pending applications, every field but the password,');
  app.get('/api/exports/registrations.csv', registrations, async (_request, reply) => {
    const rows = await listRegistrations(app.db);
    const eduHeader = educationLevels.flatMap(({ label }) => [
      `${label} Completed`,
      `${label} Institute Name`,
      `${label} Board/University`,
      `${label} Year of Passing`,
      `${label} Percentage/Grade`,
    ]);
    const header = [
      'ID',
      'Student ID',
      'Status',
      'Student Name',
      "Father's Name",
      "Mother's Name",
      'Date of Birth',
      'Gender',
      'Email Address',
      'Phone Number',
      'Address',
      'Permanent Address',
      ...eduHeader,
      'Additional Certifications',
      'Courses',
      'Preferred Timing',
      'Reason',
      'Payment Method',
      'Transaction ID',
      'Registered At',
    ];
    const body = toCsv(
      header,
      rows.map((r) => [
        r.id,
        r.student_id,
        r.status,
        r.studentName,
        r.fatherName,
        r.motherName,
        r.dateOfBirth,
        r.gender,
        r.emailAddress,
        r.phoneNumber,
        r.address,
        r.permanentAddress,
        ...educationLevels.flatMap(({ key }) => {
          const l = r[key];
          return [
            l.completed ? 'Yes' : 'No',
            l.instituteName,
            l.boardUniversity,
            l.yearOfPassing,
            l.percentageGrade,
          ];
        }),
        r.additionalCertifications,
        r.courses.join(', '),
        r.preferredTiming,
        r.reason,
        r.paymentMethod,
        r.transactionId,
        r.createdAt,
      ]),
    );
    return sendCsv(reply, 'registrations', body);
  });
};
