import { isIPv6 } from 'node:net';
import { appError } from './app-error';
import type { LimiterStore } from './limiter';

/**
 * The address a limit counts: an IPv4 address as is, an IPv6 address by its /64 (one household,
 * phone or server gets a whole /64, so counting single addresses would give each of them
 * 2^64 fresh budgets). An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function networkOf(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * At most one password hash in flight per key (a user, or an anonymous network), counted in the
 * shared limit store so every instance sees it (decision 046): a second request while one is
 * hashing is refused with 503 BUSY at once instead of queueing. The count expires after a
 * minute should a process die holding it.
 */
export async function oneHashAtATime<T>(
  store: LimiterStore,
  key: string,
  task: () => Promise<T>,
): Promise<T> {
  const k = `hash-in-flight:${key}`;
  const { count } = await store.increment(k, 60_000, Date.now());
  if (count > 1) {
    await store.decrement(k, Date.now());
    throw appError('BUSY');
  }
  try {
    return await task();
  } finally {
    await store.decrement(k, Date.now());
  }
}
