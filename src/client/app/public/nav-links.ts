import type { Role } from '#shared/roles.ts';
import { adminPaths, studentPaths, teacherPaths } from '#client/lib/paths.ts';
/**
 * The header's links (and the drawer's): the spec's order and the route table's casing. `label`
 * is the English text; `labelKey` its key in the `layout` namespace, which the chrome shows.
 */
export const headerLinks = [
  { to: '/Courses', label: 'Courses', labelKey: 'nav.courses' },
  { to: '/Aboutus', label: 'About Us', labelKey: 'nav.aboutUs' },
  { to: '/contactus', label: 'Contact Us', labelKey: 'nav.contactUs' },
] as const;

export type NavLabelKey =
  | 'nav.courses'
  | 'nav.aboutUs'
  | 'nav.contactUs'
  | 'nav.login'
  | 'nav.adminLogin'
  | 'nav.myDashboard'
  | 'nav.adminDashboard'
  | 'nav.home'
  | 'nav.studentLogin'
  | 'nav.onlineAdmission';

export type AccountLink = {
  to: string;
  label: string;
  labelKey: NavLabelKey;
  variant: 'primary' | 'outline';
};

export const accountLinks: readonly AccountLink[] = [
  { to: '/login', label: 'Login', labelKey: 'nav.login', variant: 'primary' },
  { to: '/Adminlogin', label: 'Admin Login', labelKey: 'nav.adminLogin', variant: 'outline' },
];

/** In place of the login links for someone logged in: their own dashboard. */
export const dashboardLinks: Record<Role, readonly AccountLink[]> = {
  teacher: [
    {
      to: teacherPaths.home,
      label: 'My Dashboard',
      labelKey: 'nav.myDashboard',
      variant: 'primary',
    },
  ],
  student: [
    {
      to: studentPaths.home,
      label: 'My Dashboard',
      labelKey: 'nav.myDashboard',
      variant: 'primary',
    },
  ],
  admin: [
    {
      to: adminPaths.home,
      label: 'Admin Dashboard',
      labelKey: 'nav.adminDashboard',
      variant: 'primary',
    },
  ],
};

/** The footer's quick links use the other casing the spec links (/courses, /AboutUs). */
export const footerLinks: readonly { to: string; label: string; labelKey: NavLabelKey }[] = [
  { to: '/', label: 'Home', labelKey: 'nav.home' },
  { to: '/AboutUs', label: 'About Us', labelKey: 'nav.aboutUs' },
  { to: '/courses', label: 'Courses', labelKey: 'nav.courses' },
  { to: '/contactus', label: 'Contact Us', labelKey: 'nav.contactUs' },
  { to: '/login', label: 'Student Login', labelKey: 'nav.studentLogin' },
  { to: '/SignUp', label: 'Online Admission', labelKey: 'nav.onlineAdmission' },
];
