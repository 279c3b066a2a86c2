// bench/login-storm: a whole batch logging in at once on PostgreSQL, load generator included
// (issue 24's target: 5,000 students within 2 minutes, >= 42 logins/s, p99 <= 5 s from the first
// press to logged in with retries, 0 failures, while 1,000 logged-in students keep saving
// mock-test answers at p99 <= 50 ms).
//
//   npm run bench:login-storm -- [--n=5000] [--savers=1000] [--window=100] [--scheme=both|argon2id|scrypt]
//
// Runs bench/mocktest.mjs's login mode once per hashing scheme, one after the other on a fresh
// database each: argon2id (m = 19 MiB, t = 2, p = 1, the product since decision 046) and, for
// comparison in the same run, scrypt at N=2^17 as on main before (HASH_SCHEME=scrypt, a bench and
// test setting the product refuses in production). Each student logs in from their own address
// and, when told 503 BUSY or 429, presses Login again after Retry-After. --window spreads the
// arrivals over that many seconds (100: 50 arrivals a second for N = 5,000).
import { spawnSync } from 'node:child_process';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => {
      const [k, v = '1'] = a.slice(2).split('=');
      return [k, v];
    }),
);
const n = Number(args.n ?? 5000);
const savers = Number(args.savers ?? 1000);
const window = Number(args.window ?? 100);
const scheme = args.scheme ?? 'both';
const schemes = scheme === 'both' ? ['argon2id', 'scrypt'] : [scheme];

for (const s of schemes) {
  console.log(
    `\n=== login storm: ${s}, N=${n}, ${savers} saving meanwhile, arrivals over ${window} s`,
  );
  const run = spawnSync(
    process.execPath,
    [
      new URL('./mocktest.mjs', import.meta.url).pathname,
      '--mode=login',
      `--n=${n}`,
      `--savers=${savers}`,
      `--login-window=${window}`,
    ],
    { stdio: 'inherit', env: { ...process.env, HASH_SCHEME: s } },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}
