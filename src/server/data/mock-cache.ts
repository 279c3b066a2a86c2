import type { Db } from '../db/client';
import type { Paper } from './mock-paper';

/**
 * In-process caches of the mock-test hot path (one server process serves the API). A test's
 * paper (questions, types, keys, marking) is read once per test; an attempt's owner, test and
 * deadline never change. Kept per database handle, so test apps in one process never share.
 * Every admin write that could change a paper calls `forgetMockCaches`.
 */
export type AttemptFacts = { userId: number; testId: number; deadline: number; startedAt: number };

type Caches = {
  papers: Map<number, Promise<Paper>>;
  /** Papers whose read has finished: a transaction may use these, never one still loading. */
  loaded: Map<number, Paper>;
  attempts: Map<number, AttemptFacts>;
};

const byDb = new WeakMap<Db, Caches>();
const maxAttempts = 50_000;

export function mockCaches(db: Db): Caches {
  let caches = byDb.get(db);
  if (!caches)
    byDb.set(db, (caches = { papers: new Map(), loaded: new Map(), attempts: new Map() }));
  return caches;
}

export function forgetMockCaches(db: Db): void {
  mockCaches(db).papers.clear();
  mockCaches(db).loaded.clear();
}

export function rememberAttempt(db: Db, attemptId: number, facts: AttemptFacts): void {
  const { attempts } = mockCaches(db);
  if (attempts.size >= maxAttempts) attempts.delete(attempts.keys().next().value!);
  attempts.set(attemptId, facts);
}
