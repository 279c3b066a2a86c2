/**
 * Paths the server answers itself; every other GET is a page of the web app.
 * The spec's calls live at the root (`/get-students`, `/add-teacher`, ...), so they are listed here.
 */
const apiPrefixes = ['/api/', '/auth/', '/uploads/', '/get-', '/add-', '/update-', '/delete-'];
const apiExact = new Set(['/healthz', '/robots.txt', '/sitemap.xml']);

export function isApiPath(pathname: string): boolean {
  return apiExact.has(pathname) || apiPrefixes.some((p) => pathname.startsWith(p));
}
