import { fuzzRoutes } from './support/fuzz-harness';

// Courses, teachers, students, registrations, notices, messages and their exports.
fuzzRoutes('admin records', (key, access) => access === 'admin' && !key.includes('/api/admin/'));
