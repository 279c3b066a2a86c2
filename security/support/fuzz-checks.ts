import type { LightMyRequestResponse } from 'fastify';

/** What a fuzz file counted. */
export type Tally = {
  routes: number;
  requests: number;
  fiveHundreds: number;
  stackTraces: number;
  /** Replies that refused the route's own role (401/403): the payload never reached the handler. */
  refused: number;
  rejections: number;
  /** Replies that took the payload (2xx): proof that input got past validation too. */
  accepted: number;
};

// A stack frame ("    at fn (file:12:3)"), a TypeScript source position, or a server path.
const leaks = [
  /^\s*at .+:\d+:\d+\)?$/m,
  /\.ts:\d/,
  /\/src\/(server|shared|client)\//,
  /node_modules/,
];

/** The problems of one reply (counted into `tally`), empty when it is a proper answer. */
export function problemsOf(
  reply: LightMyRequestResponse,
  tally: Tally,
  serverError?: Error,
): string[] {
  const problems: string[] = [];
  if (reply.statusCode < 300) tally.accepted += 1;
  const text = `${JSON.stringify(reply.headers)}\n${reply.body}`;
  if (reply.statusCode >= 500) {
    tally.fiveHundreds += 1;
    const cause = serverError?.stack?.split('\n').slice(0, 3).join(' | ') ?? 'no error seen';
    problems.push(`${reply.statusCode} (${cause})`);
  }
  const leak = leaks.find((re) => re.test(text));
  if (leak) {
    tally.stackTraces += 1;
    problems.push(`reply matches ${leak}: ${reply.body.slice(0, 200)}`);
  }
  if (/"code":"(UNAUTHENTICATED|FORBIDDEN)"/.test(reply.body)) {
    tally.refused += 1;
    problems.push(`refused its own role: ${reply.body.slice(0, 200)}`);
  }
  return problems;
}

const n = (x: number) => x.toLocaleString('en-US');

/** The figure a fuzz file prints. */
export function summary(label: string, seed: number, runs: number, t: Tally): string {
  return (
    `fuzz ${label}: ${t.routes} routes × ≥${n(runs)} payloads = ${n(t.requests)}, ` +
    `${t.fiveHundreds} × 5xx, ${t.stackTraces} stack traces, ${t.rejections} unhandled rejections, ` +
    `${t.refused} refused as the wrong role; ${n(t.accepted)} answered 2xx (seed ${seed})`
  );
}
