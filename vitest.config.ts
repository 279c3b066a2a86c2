import { defineConfig } from 'vitest/config';

const apiProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: ['tests/api/**/*.test.ts'],
    globalSetup: [`tests/support/global-${db}.ts`],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'] } },
      apiProject('pglite'),
      apiProject('postgres'),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          testTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
