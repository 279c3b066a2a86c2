/**
 * Rate limits. One interface (`Limiter`) over three stores: memory (one process, tests), the
 * database (the default: counts survive restarts and are shared by every instance on that
 * database) and Redis (when `REDIS_URL` is set). Every store counts in one atomic step, so a
 * burst of parallel requests can never all read "not yet blocked": each one takes a slot first.
 */

type Count = { count: number; resetAt: number };

export type LimiterStore = {
  readonly kind: 'memory' | 'database' | 'redis';
  /** Adds one to `key` in its current window (a new window when the last has passed). */
  increment(key: string, windowMs: number, now: number): Promise<Count>;
  /** Gives one back (never below 0). */
  decrement(key: string, now: number): Promise<void>;
  reset(key: string): Promise<void>;
  /** Forgets windows that have passed. */
  sweep?(now: number): Promise<void>;
  close?(): Promise<void>;
};

export type Take = { ok: boolean; count: number; retryAfterMs: number };

/** A fixed-window limit of `limit` per `windowMs` for each key, kept in `store`. */
export class Limiter {
  constructor(
    private readonly store: LimiterStore,
    /** Prefix of every key, so limits sharing a store never mix. */
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private key(key: string) {
    return `${this.name}:${key}`;
  }

  /** Takes a slot for `key`: ok is false once the window's slots are used up. */
  async take(key: string): Promise<Take> {
    const now = this.now();
    const { count, resetAt } = await this.store.increment(this.key(key), this.windowMs, now);
    return { ok: count <= this.limit, count, retryAfterMs: Math.max(0, resetAt - now) };
  }

  /** Gives a slot back (e.g. the login turned out right). */
  refund(key: string): Promise<void> {
    return this.store.decrement(this.key(key), this.now());
  }

  reset(key: string): Promise<void> {
    return this.store.reset(this.key(key));
  }
}

/** Counts in this process only. */
export function memoryStore(): LimiterStore {
  const hits = new Map<string, Count>();
  const sweep = (now: number) => {
    for (const [key, entry] of hits) if (entry.resetAt <= now) hits.delete(key);
  };
  return {
    kind: 'memory',
    async increment(key, windowMs, now) {
      let entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        if (hits.size > 10_000) sweep(now);
        entry = { count: 0, resetAt: now + windowMs };
        hits.set(key, entry);
      }
      entry.count += 1;
      return { ...entry };
    },
    async decrement(key, now) {
      const entry = hits.get(key);
      if (entry && entry.resetAt > now && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      hits.delete(key);
    },
    async sweep(now) {
      sweep(now);
    },
  };
}

/** The few Redis calls the store needs (ioredis's `eval`/`del`/`quit`). */
export type RedisLike = {
  eval(script: string, numKeys: number, ...args: (string | number)[]): Promise<unknown>;
  del(key: string): Promise<unknown>;
  quit(): Promise<unknown>;
};

// INCR and its expiry in one script: a key never lives without its window's end.
const incrementScript = `
local c = redis.call('INCR', KEYS[1])
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;
const decrementScript = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
return c`;

/** Counts in Redis (keys `academy:limit:<name>:<key>`, expiring with their window). */
export function redisStore(redis: RedisLike, prefix = 'academy:limit:'): LimiterStore {
  return {
    kind: 'redis',
    async increment(key, windowMs, now) {
      const [count, ttl] = (await redis.eval(incrementScript, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { count: Number(count), resetAt: now + Number(ttl) };
    },
    async decrement(key) {
      await redis.eval(decrementScript, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

/**
 * A fixed-window counter kept in memory, synchronous. Kept for callers that count something
 * harmless per process; limits that must hold across restarts use `Limiter`.
 */
export class WindowLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when `key` has used up its window. */
  blocked(key: string): boolean {
    const entry = this.hits.get(key);
    return !!entry && entry.resetAt > this.now() && entry.count >= this.limit;
  }

  /** Counts one hit; returns true when this hit is still within the limit. */
  hit(key: string): boolean {
    const now = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 10_000) this.sweep(now);
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    return entry.count <= this.limit;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
