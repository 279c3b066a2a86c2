// bench/admin.mjs still imports bulkStudents from this path; every factory lives in factories.ts.
// Remove this file once the bench imports factories.ts.
export { bulkStudents } from './factories';
