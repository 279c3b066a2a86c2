import { fuzzRoutes } from './support/fuzz-harness';

// The endpoint fuzz, split over four files that vitest runs in parallel: the public website,
// login, accounts, the student portal and the teacher portal here (anonymous, the demo student
// or the demo teacher), the admin console in fuzz-admin-*.test.ts.
fuzzRoutes('public, student and teacher', (_key, access) => access !== 'admin');
