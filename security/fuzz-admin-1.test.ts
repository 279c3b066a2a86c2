import { fuzzRoutes } from './support/fuzz-harness';

// The admin console's exams, grades, fees, activity and summary.
fuzzRoutes(
  'admin console',
  (key, access) => access === 'admin' && key.includes('/api/admin/') && !key.includes('/mock-'),
);
