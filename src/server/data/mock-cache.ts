import type { Db } from '../db/client';
import type { ChangeFeed } from '../lib/change-feed';
import type { Paper } from './mock-paper-types';

/**
 * In-process caches of the mock-test hot path. A test's paper (questions, types, keys, marking)
 * is read once per test; an attempt's owner, test and deadline never change. Kept per database
 * handle, so test apps in one process never share. Every admin write that could change a paper
 * calls `forgetMockCaches`, which drops the papers here and, through the change feed
 * (`mock-papers`), on every other instance: none keeps scoring with an old key.
 */
export type AttemptFacts = { userId: number; testId: number; deadline: number; startedAt: number };

type Caches = {
  papers: Map<number, Promise<Paper>>;
  /** Papers whose read has finished: a transaction may use these, never one still loading. */
  loaded: Map<number, Paper>;
  attempts: Map<number, AttemptFacts>;
  /** The feeds of the apps on this handle (tests may build several on one database). */
  feeds: Set<ChangeFeed>;
};

const byDb = new WeakMap<Db, Caches>();
const maxAttempts = 50_000;

export function mockCaches(db: Db): Caches {
  let caches = byDb.get(db);
  if (!caches) {
    caches = { papers: new Map(), loaded: new Map(), attempts: new Map(), feeds: new Set() };
    byDb.set(db, caches);
  }
  return caches;
}

function dropPapers(db: Db): void {
  mockCaches(db).papers.clear();
  mockCaches(db).loaded.clear();
}

/** Drops the papers here and tells the other instances to drop theirs. */
export async function forgetMockCaches(db: Db): Promise<void> {
  dropPapers(db);
  await Promise.all([...mockCaches(db).feeds].map((feed) => feed.publish('mock-papers')));
}

/**
 * Ties the paper caches of `db` to a change feed: a paper changed on another instance is dropped
 * here. Returns the undo (the app's close).
 */
export function shareMockCaches(db: Db, feed: ChangeFeed): () => void {
  const { feeds } = mockCaches(db);
  feeds.add(feed);
  const off = feed.subscribe('mock-papers', () => dropPapers(db));
  return () => {
    off();
    feeds.delete(feed);
  };
}

export function rememberAttempt(db: Db, attemptId: number, facts: AttemptFacts): void {
  const { attempts } = mockCaches(db);
  if (attempts.size >= maxAttempts) attempts.delete(attempts.keys().next().value!);
  attempts.set(attemptId, facts);
}
