/**
 * The countdown shows the server's remaining time, never the device clock's idea of the end: a
 * wrong phone clock cannot add or remove time. On each reply the server's `remainingMs` is
 * pinned to the monotonic clock (`performance.now()`), and the display counts down from there.
 */
export type Deadline = { remainingMs: number; receivedAt: number };

export function deadlineFrom(remainingMs: number, receivedAt: number): Deadline {
  return { remainingMs: Math.max(0, remainingMs), receivedAt };
}

/** Milliseconds left at monotonic time `now`; never below zero. */
export function remainingAt(deadline: Deadline, now: number): number {
  return Math.max(0, deadline.remainingMs - (now - deadline.receivedAt));
}

/** '02:59:58' as NTA shows it (hours always shown); rounds up so 0.4 s left still reads 00:00:01. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** The last five minutes are shown in warning colours. */
export const warnBelowMs = 5 * 60_000;
