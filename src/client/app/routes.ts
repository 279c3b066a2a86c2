import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The public site and the logins, in one language: English at the bare paths, Punjabi under
 * /pa and Hindi under /hi (issue 12). The same modules serve each, under distinct route ids.
 */
function localizedPages(language?: 'pa' | 'hi') {
  const id = (file: string) => (language ? { id: `${language}/${file}` } : {});
  const pages = [
    layout('public/layout.tsx', id('public/layout'), [
      index('public/home.tsx', id('public/home')),
      route('Aboutus', 'public/about.tsx', id('public/about')),
      route('Courses', 'public/courses.tsx', id('public/courses')),
      route('contactus', 'public/contact.tsx', id('public/contact')),
      route('privacy', 'public/privacy.tsx', id('public/privacy')),
      route('terms', 'public/terms.tsx', id('public/terms')),
      route('SignUp', 'public/sign-up.tsx', id('public/sign-up')),
      // Course detail pages (the spec's /graphic-design, /full-stack-developer, ... and every other card).
      route(':slug', 'public/course.tsx', id('public/course')),
    ]),
    route('login', 'auth/student-login.tsx', id('auth/student-login')),
    route('Adminlogin', 'auth/admin-login.tsx', id('auth/admin-login')),
    route('Teacherlogin', 'auth/teacher-login.tsx', id('auth/teacher-login')),
    route('forgot-password', 'auth/forgot-password.tsx', id('auth/forgot-password')),
    route('reset-password', 'auth/reset-password.tsx', id('auth/reset-password')),
  ];
  return language ? prefix(language, pages) : pages;
}

// React Router matches paths case-insensitively, so /courses, /Courses and /AboutUs all resolve here.
export default [
  ...localizedPages(),
  ...localizedPages('pa'),
  ...localizedPages('hi'),
  // Dashboards and print pages: their strings load before they render (dashboard-strings.tsx).
  layout('dashboard-strings.tsx', [
    route('Sdashboard', 'student/layout.tsx', [
      index('student/home.tsx'),
      route('CoursesCards', 'student/courses.tsx'),
      route('mocktest', 'student/mock-test.tsx'),
      route('MidTerm', 'student/mid-term.tsx'),
      route('FinalExam', 'student/final-exam.tsx'),
      route('Result', 'student/result.tsx'),
      route('fee', 'student/fee.tsx'),
      route('Attendance', 'student/attendance.tsx'),
      route('receipts/:id', 'student/fee-receipt.tsx'),
      route('Notice', 'student/notice.tsx'),
      route('Timetable', 'student/timetable.tsx'),
      route('Profile', 'student/profile.tsx'),
      route('Settings', 'student/settings.tsx'),
    ]),
    // The teacher portal (issue 21.1): their batches, a batch's students, the notices.
    route('Tdashboard', 'teacher/layout.tsx', [
      index('teacher/home.tsx'),
      route('Batches', 'teacher/batches.tsx'),
      route('Batches/:id', 'teacher/batch.tsx'),
      route('Timetable', 'teacher/timetable.tsx'),
      route('Notice', 'teacher/notice.tsx'),
      route('Attendance', 'teacher/attendance.tsx'),
      route('Attendance/:slotId/:on', 'teacher/attendance-sheet.tsx'),
      route('Exams', 'teacher/exams.tsx'),
    ]),
    route('Sidebar', 'admin/layout.tsx', [
      index('admin/home.tsx'),
      route('StudentData', 'admin/student-data.tsx'),
      route('TeacherData', 'admin/teacher-data.tsx'),
      route('Library', 'admin/library.tsx'),
      route('Batches', 'admin/batches.tsx'),
      route('Attendance', 'admin/attendance.tsx'),
      route('Timetable', 'admin/timetable.tsx'),
      route('Timetable/Slots', 'admin/timetable-slots.tsx'),
      route('Timetable/Holidays', 'admin/timetable-holidays.tsx'),
      route('RegistrationForm', 'admin/registration-form.tsx'),
      route('StudentList', 'admin/student-list.tsx'),
      route('Notice', 'admin/notice.tsx'),
      route('CreateNotice', 'admin/create-notice.tsx'),
      route('Messages', 'admin/messages.tsx'),
      route('Exams', 'admin/exams.tsx'),
      route('Fees', 'admin/fees.tsx'),
      route('Fees/receipts/:id', 'admin/fee-receipt.tsx'),
      route('MockTests', 'admin/mock-tests.tsx'),
      route('MockTests/questions', 'admin/mock-questions.tsx'),
      route('MockTests/:testId', 'admin/mock-test-builder.tsx'),
      route('MockTests/:testId/results', 'admin/mock-test-results.tsx'),
      route('Settings', 'admin/settings.tsx'),
      route('Activity', 'admin/activity.tsx'),
      route('Attendance/:slotId/:on', 'admin/attendance-sheet.tsx'),
    ]),
    // Print layouts (no dashboard around them): report cards.
    route('print/report-card/:courseId', 'print/report-card.tsx'),
    route('print/report-cards/:courseId', 'print/report-cards.tsx'),
  ]),
  route('*', 'not-found.tsx'),
] satisfies RouteConfig;
