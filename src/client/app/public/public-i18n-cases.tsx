// The public pages and logins as the build renders them, for the language tests
// (public-i18n.test.tsx): each route's element with its loader data, the string of its chrome that
// must show translated, and its meta().
import type { ComponentType } from 'react';
import { seedCatalogueView, seedCourseView } from '#shared/catalogue-seed-view.ts';
import { i18n, type Language } from '#client/lib/i18n.ts';
import AdminLogin, { meta as adminLoginMeta } from '../auth/admin-login';
import ForgotPassword, { meta as forgotMeta } from '../auth/forgot-password';
import ResetPassword, { meta as resetMeta } from '../auth/reset-password';
import StudentLogin, { meta as studentLoginMeta } from '../auth/student-login';
import About, { meta as aboutMeta } from './about';
import Contact, { meta as contactMeta } from './contact';
import Course, { meta as courseMeta } from './course';
import Courses, { meta as coursesMeta } from './courses';
import Home, { meta as homeMeta } from './home';
import Privacy, { meta as privacyMeta } from './privacy';
import SignUp, { meta as signUpMeta } from './sign-up';
import { courseChoices } from '#client/features/registration/course-choices.ts';
import Terms, { meta as termsMeta } from './terms';

// What each page's loader gives at build time: the seed catalogue in the page's language.
const pageLanguage = () => i18n.language as Language;
const course = () => seedCourseView('graphic-design', pageLanguage())!;
const categories = () => seedCatalogueView(pageLanguage());
// Route components get their loader data and params as props.
export const anyProps = (C: unknown) => C as ComponentType<Record<string, unknown>>;
export const pages: [string, () => React.ReactElement][] = [
  ['/', () => <Home />],
  ['/Aboutus', () => <About />],
  [
    '/Courses',
    () => {
      const C = anyProps(Courses);
      return <C loaderData={{ categories: categories(), fromBuild: true }} />;
    },
  ],
  [
    '/graphic-design',
    () => {
      const C = anyProps(Course);
      return (
        <C loaderData={{ course: course(), fromBuild: true }} params={{ slug: 'graphic-design' }} />
      );
    },
  ],
  ['/contactus', () => <Contact />],
  ['/privacy', () => <Privacy />],
  ['/terms', () => <Terms />],
  [
    '/SignUp',
    () => {
      const C = anyProps(SignUp);
      const en = seedCatalogueView('en');
      return <C loaderData={{ courses: courseChoices(en, categories()), fromBuild: true }} />;
    },
  ],
  ['/login', () => <StudentLogin />],
  ['/Adminlogin', () => <AdminLogin />],
  ['/forgot-password', () => <ForgotPassword />],
  ['/reset-password', () => <ResetPassword />],
];

/** A string of each page's chrome (beyond its heading) that must show translated. */
export const shows: Record<string, string> = {
  '/': 'public:home.findCourse',
  '/Aboutus': 'public:about.offers.faculty.title',
  '/Courses': 'public:courses.startBanner.title',
  '/graphic-design': 'public:course.detailsTitle',
  '/contactus': 'public:contact.office.hours',
  '/privacy': 'public:privacy.rightsTitle',
  '/terms': 'public:terms.refunds.before',
  '/SignUp': 'public:signUp.title',
  '/login': 'auth:student.forgot',
  '/Adminlogin': 'auth:admin.id',
  '/forgot-password': 'auth:forgot.loading',
  '/reset-password': 'auth:reset.askNewLink',
};

export const metas: [string, () => unknown[]][] = [
  ['home', () => homeMeta()],
  ['about', () => aboutMeta()],
  ['courses', () => coursesMeta()],
  [
    'course',
    () =>
      courseMeta({ loaderData: { course: course(), fromBuild: true } } as Parameters<
        typeof courseMeta
      >[0]),
  ],
  ['contact', () => contactMeta()],
  ['privacy', () => privacyMeta()],
  ['terms', () => termsMeta()],
  ['signUp', () => signUpMeta()],
  ['studentLogin', () => studentLoginMeta()],
  ['adminLogin', () => adminLoginMeta()],
  ['forgot', () => forgotMeta()],
  ['reset', () => resetMeta()],
];
