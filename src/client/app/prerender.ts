/** Pages written to real HTML at build time; everything else is served by the SPA fallback. */
export async function prerenderPaths(): Promise<string[]> {
  return ['/', '/Aboutus', '/Courses', '/contactus', '/privacy', '/terms', '/login', '/Adminlogin', '/SignUp'];
}
