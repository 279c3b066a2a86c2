// Every table of the database, for the Drizzle client. The core tables live in `schema.ts`; each
// area of the product keeps its own in `schema-<area>.ts` (which may import the core tables for
// its foreign keys) and adds one line here.
export * from './schema';
export * from './schema-security';
export * from './schema-accounts';
export * from './schema-exams';
export * from './schema-fees';
export * from './schema-mock-tests';
export * from './schema-course-texts';
export * from './schema-outbox';
export * from './schema-batches';
export * from './schema-timetable';
