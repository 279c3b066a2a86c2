/** The header's links (and the drawer's): the spec's order and the route table's casing. */
export const headerLinks = [
  { to: '/Courses', label: 'Courses' },
  { to: '/Aboutus', label: 'About Us' },
  { to: '/contactus', label: 'Contact Us' },
] as const;

export type AccountLink = { to: string; label: string; variant: 'primary' | 'outline' };

export const accountLinks: readonly AccountLink[] = [
  { to: '/login', label: 'Login', variant: 'primary' },
  { to: '/Adminlogin', label: 'Admin Login', variant: 'outline' },
];

/** In place of the login links for someone logged in: their own dashboard. */
export const dashboardLinks: Record<'student' | 'admin', readonly AccountLink[]> = {
  student: [{ to: '/Sdashboard', label: 'My Dashboard', variant: 'primary' }],
  admin: [{ to: '/Sidebar', label: 'Admin Dashboard', variant: 'primary' }],
};

/** The footer's quick links use the other casing the spec links (/courses, /AboutUs). */
export const footerLinks = [
  { to: '/', label: 'Home' },
  { to: '/AboutUs', label: 'About Us' },
  { to: '/courses', label: 'Courses' },
  { to: '/contactus', label: 'Contact Us' },
  { to: '/login', label: 'Student Login' },
  { to: '/SignUp', label: 'Online Admission' },
] as const;
