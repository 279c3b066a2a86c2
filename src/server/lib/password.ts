import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { ConfigError } from '../env';
import { AppError, appError } from './app-error';
import { GateFull, WorkGate } from './work-gate';

/**
 * New hashes: argon2id at OWASP's minimum, m = 19 MiB, t = 2, p = 1 (decision 046), about 13 ms
 * of a core a verification here. Hashes carry their parameters; a stored scrypt hash (the cost
 * before, N=2^17, r=8, p=1: 275 ms) or a weaker argon2id one still verifies and is rehashed at
 * the next successful login (`needsRehash`).
 */
const argon2Params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The scrypt cost of hashes stored before argon2id: verified, never made (except `forceScrypt`). */
const scryptParams = { N: 2 ** 17, r: 8, p: 1, keylen: 64 } as const;

/** The largest cost a stored hash may have (a stored value must not make the server allocate GBs). */
const maxN = scryptParams.N;
const maxMemoryKiB = 64 * 1024;
const maxTimeCost = 8;

/** The memory of new hashes: `argon2Params.memoryCost`, unless a test or scanner lowered it. */
let costKiB: number = argon2Params.memoryCost;

/**
 * The login-storm bench's comparison only (`HASH_SCHEME=scrypt`, refused outside test and
 * development): new hashes are scrypt at N=2^17, as on main before decision 046.
 */
let forceScrypt = false;

// Room for the largest scrypt cost we accept (128 x N x r bytes, N up to 2^17) and its buffers.
const maxmem = 256 * 1024 * 1024;

/**
 * Every hash in this process goes through one gate: one at a time per core but one (more would
 * only share the cores and finish each hash later, and the last core keeps answering everything
 * else: a batch saving mock-test answers while its students log in), with a queue for the
 * hashes that may be shed. A login that finds the queue full is answered 503 BUSY with
 * Retry-After at once. The queue is sized in time: 64 per slot is about 1 s of argon2id at
 * ~13 ms; a shed hash still waiting after 3 s (a machine busier than that, or old scrypt hashes
 * at 275 ms each ahead of it) is answered BUSY when its turn comes.
 */
const hashSlots = Math.max(1, availableParallelism() - 1);
export const passwordGate = new WorkGate(hashSlots, 64 * hashSlots, 3_000);

// `Algorithm.Argon2id` of @node-rs/argon2, a const enum (not importable under isolatedModules).
const argon2id = 2;

/** Options every hash takes: `shed` refuses (AppError BUSY) instead of queueing without bound. */
export type HashOptions = { shed?: boolean };

async function gated<T>(task: () => Promise<T>, shed: boolean | undefined): Promise<T> {
  try {
    return await passwordGate.run(task, { shed });
  } catch (err) {
    if (err instanceof GateFull) throw appError('BUSY');
    throw err;
  }
}

type ScryptHash = { N: number; r: number; p: number; salt: string; hash: string };

function scryptDerive(password: string, h: ScryptHash, keylen: number) {
  const options: ScryptOptions = { N: h.N, r: h.r, p: h.p, maxmem };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      Buffer.from(h.salt, 'base64'),
      keylen,
      options,
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

/** Hashes with argon2id; the result (PHC string) carries its own parameters. */
export async function hashPassword(password: string, { shed }: HashOptions = {}): Promise<string> {
  if (forceScrypt) {
    const { N, r, p, keylen } = scryptParams;
    const salt = randomBytes(16).toString('base64');
    const key = await gated(
      () => scryptDerive(password, { N, r, p, salt, hash: '' }, keylen),
      shed,
    );
    return `scrypt$${N}$${r}$${p}$${salt}$${key.toString('base64')}`;
  }
  const options = { ...argon2Params, memoryCost: costKiB, algorithm: argon2id };
  return gated(() => argon2Hash(password.normalize('NFKC'), options), shed);
}

function parseScrypt(stored: string): ScryptHash | undefined {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return undefined;
  const N = Number(n);
  // Only costs scrypt can run within maxmem; anything else is not a hash of ours.
  if (!Number.isInteger(N) || N < 2 || N > maxN || (N & (N - 1)) !== 0) return undefined;
  if (!/^[1-8]$/.test(r) || !/^[1-8]$/.test(p)) return undefined;
  return { N, r: Number(r), p: Number(p), salt, hash };
}

/** The parameters of an argon2id PHC string, when they are ones we accept. */
function parseArgon2(stored: string) {
  const m =
    /^\$argon2id\$v=19\$m=(\d{1,6}),t=(\d{1,2}),p=(\d)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(
      stored,
    );
  if (!m) return undefined;
  const [memory, time, lanes] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (memory < 8 || memory > maxMemoryKiB || time < 1 || time > maxTimeCost || lanes !== 1) {
    return undefined;
  }
  return { memory, time };
}

/**
 * Checks a password against a stored hash (argon2id, or scrypt from before decision 046).
 * `shed: true` refuses with AppError BUSY instead of queueing behind more hashes than the
 * machine can do in a few seconds.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  { shed = false }: HashOptions = {},
): Promise<boolean> {
  if (parseArgon2(stored)) {
    return gated(() => argon2Verify(stored, password.normalize('NFKC')), shed).catch((err) => {
      if (err instanceof AppError) throw err;
      return false;
    });
  }
  const h = parseScrypt(stored);
  if (!h) return false;
  const expected = Buffer.from(h.hash, 'base64');
  const key = await gated(() => scryptDerive(password, h, expected.length), shed);
  return timingSafeEqual(key, expected);
}

/** True when a (verified) hash is scrypt, or argon2id at a weaker cost than new hashes get. */
export function needsRehash(stored: string): boolean {
  if (forceScrypt) return !parseScrypt(stored);
  const a = parseArgon2(stored);
  return !a || a.memory < costKiB || a.time < argon2Params.timeCost;
}

let dummy: Promise<string> | undefined;
/**
 * A hash of a random password at today's cost, for checking against when the account does not
 * exist or cannot log in yet (an application): an unknown name takes as long as a wrong password.
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
 * Tests and the fuzz only: new hashes with `memoryKiB` of memory (8 to 19456) instead of OWASP's
 * 19 MiB, so a run that hashes thousands of times does not spend itself hashing; stored hashes
 * still verify, and `needsRehash` compares with this cost. `setHashCostForTesting(19456)` puts
 * OWASP's back. Refused unless NODE_ENV is `development` or `test` (unset means production).
 */
export function setHashCostForTesting(memoryKiB: number, env: { NODE_ENV?: string } = process.env) {
  if (!testingOnly(env)) {
    throw new ConfigError(
      'A lower password hash cost is for tests only: refused when NODE_ENV is production (or unset)',
    );
  }
  const max = argon2Params.memoryCost;
  if (!Number.isInteger(memoryKiB) || memoryKiB < 8 || memoryKiB > max) {
    throw new ConfigError(`The password hash memory must be a whole number from 8 to ${max} KiB`);
  }
  costKiB = memoryKiB;
  dummy = undefined;
}

/**
 * The security scanners' server only (security/scanners.ts, `SCANNER_HASH_KIB`): new hashes with
 * that much memory, so sqlmap's thousands of requests to the routes that hash are not a full
 * hash each. The routes run the same statements; only the hash stored in them is cheaper.
 * Refused unless NODE_ENV is `development` or `test` (unset means production).
 */
export function setScannerHashCost(memoryKiB: number, env: { NODE_ENV?: string } = process.env) {
  if (!testingOnly(env)) {
    throw new ConfigError(
      'SCANNER_HASH_KIB is for the security scanners only: refused when NODE_ENV is production (or unset)',
    );
  }
  if (!Number.isInteger(memoryKiB) || memoryKiB < 1024 || memoryKiB > argon2Params.memoryCost) {
    throw new ConfigError('SCANNER_HASH_KIB must be a whole number from 1024 to 19456');
  }
  setHashCostForTesting(memoryKiB, env);
}

/**
 * The login-storm bench's comparison with main only (`HASH_SCHEME=scrypt`): new hashes are scrypt
 * at N=2^17 as before decision 046, and argon2id ones are "rehashed" back to it. Refused unless
 * NODE_ENV is `development` or `test`.
 */
export function hashWithScryptForBench(env: { NODE_ENV?: string } = process.env) {
  if (!testingOnly(env)) {
    throw new ConfigError(
      'HASH_SCHEME is for the benches only: refused when NODE_ENV is production',
    );
  }
  forceScrypt = true;
  dummy = undefined;
}
