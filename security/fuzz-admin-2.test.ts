import { fuzzRoutes } from './support/fuzz-harness';

// The admin side of mock tests: questions, pictures, CSV import, tests, results.
fuzzRoutes(
  'admin mock tests',
  (key, access) => access === 'admin' && key.includes('/api/admin/mock-'),
);
