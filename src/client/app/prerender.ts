import { seedCourses } from '#shared/catalogue.ts';

/**
 * The public pages and logins at their English paths. Every course of the seed catalogue gets
 * its own page; courses the admin adds later are rendered in the browser from the API.
 */
function englishPublicPaths(): string[] {
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
    '/Teacherlogin',
    '/SignUp',
    ...coursePages,
  ];
}

/**
 * Pages written to real HTML at build time, in English and under /pa and /hi (each rendered in
 * its language: entry.server.tsx); everything else is served by the SPA fallback.
 */
export async function prerenderPaths(): Promise<string[]> {
  const english = englishPublicPaths();
  const inLanguage = (language: 'pa' | 'hi') =>
    english.map((p) => (p === '/' ? `/${language}` : `/${language}${p}`));
  return [...english, ...inLanguage('pa'), ...inLanguage('hi')];
}
