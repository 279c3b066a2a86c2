import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// React Router matches paths case-insensitively, so /courses, /Courses and /AboutUs all resolve here.
export default [
  layout('public/layout.tsx', [
    index('public/home.tsx'),
    route('Aboutus', 'public/about.tsx'),
    route('Courses', 'public/courses.tsx'),
    route('contactus', 'public/contact.tsx'),
    route('privacy', 'public/privacy.tsx'),
    route('terms', 'public/terms.tsx'),
    route('SignUp', 'public/sign-up.tsx'),
    // Course detail pages (the spec's /graphic-design, /full-stack-developer, ... and every other card).
    route(':slug', 'public/course.tsx'),
  ]),
  route('login', 'auth/student-login.tsx'),
  route('Adminlogin', 'auth/admin-login.tsx'),
  route('Sdashboard', 'student/layout.tsx', [
    index('student/home.tsx'),
    route('CoursesCards', 'student/courses.tsx'),
    route('mocktest', 'student/mock-test.tsx'),
    route('MidTerm', 'student/mid-term.tsx'),
    route('FinalExam', 'student/final-exam.tsx'),
    route('Result', 'student/result.tsx'),
    route('fee', 'student/fee.tsx'),
    route('Notice', 'student/notice.tsx'),
  ]),
  route('Sidebar', 'admin/layout.tsx', [
    index('admin/home.tsx'),
    route('StudentData', 'admin/student-data.tsx'),
    route('TeacherData', 'admin/teacher-data.tsx'),
    route('Library', 'admin/library.tsx'),
    route('RegistrationForm', 'admin/registration-form.tsx'),
    route('StudentList', 'admin/student-list.tsx'),
    route('Notice', 'admin/notice.tsx'),
    route('CreateNotice', 'admin/create-notice.tsx'),
    route('Messages', 'admin/messages.tsx'),
  ]),
  route('*', 'not-found.tsx'),
] satisfies RouteConfig;
