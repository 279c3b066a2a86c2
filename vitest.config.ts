import { defineConfig } from 'vitest/config';
import { hashedImages } from './scripts/vite-hashed-images.ts';

// A console.error or an unhandled rejection during a test fails it.
const failOnConsole = 'tests/support/fail-on-console.ts';

/**
 * The browser tests `npm test` runs: one journey through each role and area, in about four
 * minutes. `npm run test:browser` runs all the others (about 15 minutes on two quiet cores); CI
 * runs both (`.ci/run`). `npm run test:e2e` runs every browser test at once.
 */
export const browserSmoke = [
  'tests/e2e/public/courses.test.ts',
  'tests/e2e/public/contact.test.ts',
  'tests/e2e/public/fonts.test.ts',
  'tests/e2e/public/quiet-pages.test.ts',
  'tests/e2e/auth/student-login.test.ts',
  'tests/e2e/auth/admin-login.test.ts',
  'tests/e2e/auth/guards.test.ts',
  'tests/e2e/student/portal.test.ts',
  'tests/e2e/student/mock-test.test.ts',
  'tests/e2e/admin/students.test.ts',
  'tests/e2e/admin/mock-tests.test.ts',
  'tests/e2e/i18n/shell.test.ts',
];
const browserAll = ['tests/e2e/**/*.test.ts', 'security/**/*.browser.test.ts'];
// BROWSER_SET=smoke: the files above; BROWSER_SET=rest: every other one; unset: all.
const browserSet = process.env.BROWSER_SET;
// The axe walk over every dashboard page and dialog in three languages runs on its own (about 6
// minutes on two quiet cores, 25 on shared ones): `npm run test:axe-walk`.
const axeWalk = process.env.AXE_WALK ? [] : ['tests/e2e/i18n/axe-walk-*.test.ts'];

const apiProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: ['tests/api/**/*.test.ts'],
    globalSetup: [`tests/support/global-${db}.ts`],
    setupFiles: [failOnConsole],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        // Pages import `virtual:hashed-images` (empty outside a build: pictures keep their paths).
        plugins: [hashedImages()],
        test: {
          name: 'unit',
          // bench/: the load generators' own pieces (bench/http-client.test.ts).
          include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
          setupFiles: [failOnConsole],
        },
      },
      {
        // Lints code against the real eslint.config.js to prove the boundaries bite.
        test: {
          name: 'lint',
          include: ['tests/lint/**/*.test.ts'],
          setupFiles: [failOnConsole],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      apiProject('pglite'),
      apiProject('postgres'),
      {
        test: {
          name: 'e2e',
          // The stored-XSS corpus renders in Chromium against the same server.
          include: browserSet === 'smoke' ? browserSmoke : browserAll,
          exclude: browserSet === 'rest' ? [...axeWalk, ...browserSmoke] : axeWalk,
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The security suites (docs: README "Security"): authorization matrix, fuzzing, hostile
        // uploads and sessions, through app.inject on PGlite. Each prints its figure.
        test: {
          name: 'security',
          include: ['security/**/*.test.ts'],
          exclude: ['security/**/*.browser.test.ts'],
          globalSetup: ['tests/support/global-pglite.ts'],
          setupFiles: [failOnConsole],
          env: { TEST_DB: 'pglite' },
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          globalSetup: ['tests/support/global-test-postgres.ts'],
          setupFiles: [failOnConsole],
          testTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
