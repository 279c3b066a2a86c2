import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ConfigError } from '../env';
import { appError } from './app-error';
import { GateFull, WorkGate } from './work-gate';

/**
 * OWASP's minimum for scrypt: N=2^17, r=8, p=1 (128 MiB per hash), the cost of every new hash in
 * production. Hashes of a weaker cost still verify and are rehashed at the next successful login
 * (`needsRehash`).
 */
export const scryptParams = { N: 2 ** 17, r: 8, p: 1, keylen: 64 } as const;

/** The largest cost a stored hash may have (scrypt must run it within maxmem). */
const maxN = scryptParams.N;

/** The N of new hashes: `scryptParams.N`, unless a test or scanner lowered it (`setHashCostForTesting`). */
let costN: number = scryptParams.N;

// Room for the largest cost we accept (128 x N x r bytes, N up to 2^17) and scrypt's own buffers.
const maxmem = 256 * 1024 * 1024;

/**
 * Every hash in this process goes through one gate: one at a time per core but one (more would
 * only share the cores and finish each hash later, and the last core keeps answering everything
 * else — a batch saving mock-test answers while its students log in), with a short queue for
 * logins. A login that finds the queue full is answered 503 BUSY with Retry-After at once; a
 * queue of 8 per slot is about 3 s of waiting on this machine's ~0.4 s hashes, and a login still
 * waiting after 4 s (a machine busier than that) is answered BUSY when its turn comes.
 */
const hashSlots = Math.max(1, availableParallelism() - 1);
export const passwordGate = new WorkGate(hashSlots, 8 * hashSlots, 4_000);

type Derive = { N: number; r: number; p: number; keylen: number; shed?: boolean };

async function derive(password: string, salt: Buffer, { N, r, p, keylen, shed }: Derive) {
  const options: ScryptOptions = { N, r, p, maxmem };
  const hash = () =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, keylen, options, (err, key) =>
        err ? reject(err) : resolve(key),
      ),
    );
  try {
    return await passwordGate.run(hash, { shed });
  } catch (err) {
    if (err instanceof GateFull) throw appError('BUSY');
    throw err;
  }
}

/** Hashes with scrypt; the result carries its own parameters so they can change later. */
export async function hashPassword(password: string): Promise<string> {
  const { r, p, keylen } = scryptParams;
  const N = costN;
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r, p, keylen });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return undefined;
  const N = Number(n);
  // Only costs scrypt can run within maxmem; anything else is not a hash of ours.
  if (!Number.isInteger(N) || N < 2 || N > maxN || (N & (N - 1)) !== 0) return undefined;
  if (!/^[1-8]$/.test(r) || !/^[1-8]$/.test(p)) return undefined;
  return { N, r: Number(r), p: Number(p), salt, hash };
}

/**
 * Checks a password against a stored hash. `shed: true` (logins) refuses with AppError BUSY
 * instead of queueing behind more hashes than the machine can do in a few seconds.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  { shed = false } = {},
): Promise<boolean> {
  const h = parse(stored);
  if (!h) return false;
  const expected = Buffer.from(h.hash, 'base64');
  const key = await derive(password, Buffer.from(h.salt, 'base64'), {
    N: h.N,
    r: h.r,
    p: h.p,
    keylen: expected.length,
    shed,
  });
  return timingSafeEqual(key, expected);
}

/** True when a (verified) hash was made with a weaker cost than the one new hashes get. */
export function needsRehash(stored: string): boolean {
  const h = parse(stored);
  return !h || h.N < costN || h.r < scryptParams.r || h.p < scryptParams.p;
}

let dummy: Promise<string> | undefined;
/**
 * A hash of a random password at today's cost, for checking against when the account does not
 * exist (so an unknown name takes as long as a wrong password). Made on first use.
 */
export const dummyHash = () => (dummy ??= hashPassword(randomBytes(12).toString('hex')));

/** A readable random password (no look-alike characters), for first admins and resets. */
export function randomPassword(length = 14): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

const testingOnly = (env: { NODE_ENV?: string }) =>
  env.NODE_ENV === 'development' || env.NODE_ENV === 'test';

/**
 * Tests, the fuzz and the scanners only: new hashes at a cost of 2^log2N (1 to 17), so a run that
 * hashes thousands of times does not spend itself in scrypt; stored hashes of any cost up to
 * OWASP's still verify, and `needsRehash` compares with this cost. `setHashCostForTesting(17)`
 * puts OWASP's back. Refused unless NODE_ENV is `development` or `test` (unset means production).
 */
export function setHashCostForTesting(log2N: number, env: { NODE_ENV?: string } = process.env) {
  if (!testingOnly(env)) {
    throw new ConfigError(
      'A lower password hash cost is for tests only: refused when NODE_ENV is production (or unset)',
    );
  }
  if (!Number.isInteger(log2N) || log2N < 1 || log2N > Math.log2(maxN)) {
    throw new ConfigError(
      `The password hash cost must be a whole number from 1 to ${Math.log2(maxN)}`,
    );
  }
  costN = 2 ** log2N;
  dummy = undefined;
}

/**
 * The security scanners' server only (security/scanners.ts, `SCANNER_SCRYPT_LOG2N`): new hashes
 * at a cost of 2^log2N, so sqlmap's thousands of requests to the routes that hash are not a
 * scrypt each. The routes run the same statements; only the hash stored in them is cheaper.
 * Refused unless NODE_ENV is `development` or `test` (unset means production).
 */
export function setScannerHashCost(log2N: number, env: { NODE_ENV?: string } = process.env) {
  if (!testingOnly(env)) {
    throw new ConfigError(
      'SCANNER_SCRYPT_LOG2N is for the security scanners only: refused when NODE_ENV is production (or unset)',
    );
  }
  if (!Number.isInteger(log2N) || log2N < 10 || log2N > 17) {
    throw new ConfigError('SCANNER_SCRYPT_LOG2N must be a whole number from 10 to 17');
  }
  setHashCostForTesting(log2N, env);
}
