import { fuzzRoutes } from './support/fuzz-harness';

// The endpoint fuzz, split over four files that vitest runs in parallel: the public website,
// login, accounts and the student portal here (anonymous or the demo student), the admin console
// in fuzz-admin-*.test.ts.
fuzzRoutes('public and student', (_key, access) => access !== 'admin');
