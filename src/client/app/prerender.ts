import { seedCourses } from '../../shared/catalogue';

/**
 * Pages written to real HTML at build time; everything else is served by the SPA fallback.
 * Every course of the seed catalogue gets its own page; courses the admin adds later are
 * rendered in the browser from the API.
 */
export async function prerenderPaths(): Promise<string[]> {
  const coursePages = seedCourses().map((c) => `/${c.slug}`);
  return [
    '/',
    '/Aboutus',
    '/Courses',
    '/contactus',
    '/privacy',
    '/terms',
    '/login',
    '/Adminlogin',
    '/SignUp',
    ...coursePages,
  ];
}
