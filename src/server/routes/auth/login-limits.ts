// How hard logins are throttled (decision 047): per network, per account, across networks.
export type LoginLimits = {
  /**
   * Free failed attempts per network (an IPv4 address, an IPv6 /64) per window against unknown
   * names or accounts other than the one being tried: a lab behind one address is not slowed by
   * one student's own typos. Beyond it, the network's attempts wait their turn (a growing delay,
   * `networkDelayMs` doubling every 25 more, at most `maxNetworkDelayMs`), never a lock.
   */
  perIp: number;
  /** Free attempts against one account from one network per window; then a growing delay. */
  perAccount: number;
  /**
   * Free failed attempts against one account from all networks together per window; then a
   * growing delay across networks and one `login.throttled` row on the Activity screen.
   */
  perAccountAll: number;
  windowMs: number;
  /** The first delay of an account beyond its free attempts; it doubles with each one more. */
  delayMs: number;
  maxDelayMs: number;
  networkDelayMs: number;
  maxNetworkDelayMs: number;
};

export const defaultLoginLimits: LoginLimits = {
  perIp: 100,
  perAccount: 5,
  perAccountAll: 20,
  windowMs: 15 * 60 * 1000,
  delayMs: 1000,
  maxDelayMs: 60_000,
  networkDelayMs: 250,
  maxNetworkDelayMs: 4_000,
};
