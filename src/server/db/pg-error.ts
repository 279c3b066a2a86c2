/** What PostgreSQL said about a failed statement, on either driver. */
export type PgError = {
  /** The SQLSTATE, e.g. `23505` (unique violation), `23503` (foreign key), `40P01` (deadlock). */
  code: string;
  /** The constraint or unique index that refused the row, when there is one. */
  constraint: string | undefined;
};

export const pgCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  deadlock: '40P01',
} as const;

type Raw = { code?: unknown; constraint?: unknown; severity?: unknown; cause?: unknown };

/**
 * The SQLSTATE and constraint of a database error, or null for any other error. Drizzle wraps
 * the driver's error (node-postgres' and PGlite's both carry `code` and `constraint`) in its own,
 * with the driver's as `cause`; either is accepted.
 */
export function pgError(err: unknown): PgError | null {
  for (let e = err as Raw | undefined, depth = 0; e && depth < 3; e = e.cause as Raw, depth++) {
    // The server's errors carry a severity; a socket's (EPIPE, ECONNRESET) do not.
    if (typeof e.code === 'string' && typeof e.severity === 'string') {
      return {
        code: e.code,
        constraint: typeof e.constraint === 'string' ? e.constraint : undefined,
      };
    }
  }
  return null;
}

/** True for a unique violation, optionally of one constraint (or unique index) by name. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  return (
    e?.code === pgCodes.uniqueViolation && (constraint === undefined || e.constraint === constraint)
  );
}
