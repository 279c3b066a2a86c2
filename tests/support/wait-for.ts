export type WaitForOptions = {
  /** Give up after this many milliseconds (default 5 s). */
  timeout?: number;
  /** Time between checks (default 50 ms). */
  interval?: number;
  /** What was awaited, for the error when it never happens. */
  message?: string;
};

/**
 * Polls `condition` until it returns something other than `undefined`, `null` or `false`, and
 * answers that value. A check that throws counts as "not yet"; when the deadline passes the error
 * names what was awaited and the last thrown error. Tests wait for a condition with this (or
 * Playwright's locator waits), never for a fixed time.
 */
export async function waitFor<T>(
  condition: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  { timeout = 5_000, interval = 50, message = 'the condition' }: WaitForOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await condition();
      if (value !== undefined && value !== null && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`Timed out after ${timeout} ms waiting for ${message}${cause}`, {
        cause: lastError,
      });
    }
    // The pause between two checks of the condition, not a wait for it.
    // eslint-disable-next-line no-restricted-syntax -- the one polling interval tests share
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
