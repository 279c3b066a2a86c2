import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema-security';
import type { LimiterStore } from '../lib/limiter';

/**
 * Counts in the `rate_limits` table. Each increment is one `INSERT … ON CONFLICT DO UPDATE …
 * RETURNING`: the row lock makes concurrent increments of one key queue, on every instance.
 */
export function databaseStore(db: Db): LimiterStore {
  return {
    kind: 'database',
    async increment(key, windowMs, now) {
      const at = new Date(now);
      const until = new Date(now + windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: until })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= ${at.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= ${at.toISOString()}::timestamptz then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      return { count: row!.count, resetAt: row!.resetAt.getTime() };
    },
    async decrement(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    async sweep(now) {
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(now)));
    },
  };
}
