/** Who may call a route: anyone, anyone logged in, only students, or only admins. */
export type Access = 'public' | 'any-user' | 'student' | 'admin';

/**
 * Every route the server registers, by method and path as registered, with who may call it.
 * The route-access test fails when a route has no row here, and when a row names no route.
 */
export const routeAccess: Record<string, Access> = {
  'GET /healthz': 'public',
  'POST /auth/login': 'public',
  'POST /auth/student/login': 'public',
  'GET /auth/me': 'public',
  'POST /auth/logout': 'public',

  // The public website
  'GET /api/catalogue': 'public',
  'GET /api/catalogue/:slug': 'public',
  'POST /api/contact': 'public',
  'POST /api/admissions': 'public',
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  // Course pictures are public; a presentation is checked for an admin inside (its own test).
  'GET /uploads/:name': 'public',

  // The API docs (docs/decisions/005-typed-routes-and-openapi.md)
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': 'public',

  // Anyone logged in
  'GET /api/notices': 'any-user',
  'GET /api/notices/count': 'any-user',

  // The student portal
  'GET /api/student/profile': 'student',

  // The admin console
  'GET /api/admin/summary': 'admin',
  'GET /api/courses': 'admin',
  'POST /api/courses': 'admin',
  'PUT /api/courses/:id': 'admin',
  'DELETE /api/courses/:id': 'admin',
  'GET /get-teachers': 'admin',
  'GET /get-courses': 'admin',
  'POST /add-teacher': 'admin',
  'PUT /update-teacher/:id': 'admin',
  'DELETE /delete-teacher/:id': 'admin',
  'GET /api/exports/teachers.csv': 'admin',
  'GET /get-students': 'admin',
  'GET /get-registrations': 'admin',
  'POST /api/register-student': 'admin',
  'GET /api/students/:id': 'admin',
  'PUT /api/students/:id': 'admin',
  'DELETE /api/students/:id': 'admin',
  'POST /api/students/:id/approve': 'admin',
  'POST /api/students/:id/reject': 'admin',
  'POST /api/students/:id/reset-password': 'admin',
  'GET /api/exports/students.csv': 'admin',
  'GET /api/exports/registrations.csv': 'admin',
  'POST /api/notices': 'admin',
  'DELETE /api/notices/:id': 'admin',
  'GET /api/messages': 'admin',
  'PATCH /api/messages/:id': 'admin',
  'DELETE /api/messages/:id': 'admin',
};
