import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

/**
 * Set up for the unit, lint, API and process projects: a test fails when it writes
 * `console.error` or when a promise rejection goes unhandled while it runs. Both mean something
 * broke that the test's own assertions did not look at.
 *
 * A test that expects an error to be logged opts out in the test itself by silencing it, which
 * also lets it assert on what was logged:
 *   const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
 *   ...
 *   expect(logged).toHaveBeenCalledWith(...);
 *
 * Vitest also reports unhandled rejections that surface after a test has finished, and fails the
 * run for them; this names the test when the rejection happens during it.
 */

let errors: string[] = [];
let rejections: unknown[] = [];
let previous: typeof console.error = console.error;

const onRejection = (reason: unknown) => {
  rejections.push(reason);
};

beforeEach(() => {
  errors = [];
  rejections = [];
  previous = console.error;
  const write = previous;
  console.error = (...args: unknown[]) => {
    errors.push(format(...args));
    write.apply(console, args);
  };
  process.on('unhandledRejection', onRejection);
});

afterEach(() => {
  console.error = previous;
  process.off('unhandledRejection', onRejection);
  const problems = [
    ...errors.map((text) => `console.error: ${text}`),
    ...rejections.map(
      (reason) =>
        `unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : format(reason)}`,
    ),
  ];
  errors = [];
  rejections = [];
  if (problems.length > 0) {
    throw new Error(
      `The test logged an error or left a rejection unhandled (silence an expected one with ` +
        `vi.spyOn(console, 'error').mockImplementation(...) in the test):\n${problems.join('\n')}`,
    );
  }
});
