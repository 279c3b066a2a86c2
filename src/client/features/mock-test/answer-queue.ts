/**
 * The answers on their way to the server. Each save is written to storage first (a reload or a
 * closed tab keeps it), then sent at once with everything else pending, in sequence order. When
 * the network or the server fails, the queue says it is offline and retries with backoff
 * (1 s, 2 s, 4 s … 30 s, with jitter so a whole batch does not come back in step), and at once
 * when the browser reports it is online again. A refusal (the time is over, the attempt was
 * submitted) is final: the queue stops and reports it.
 */
export type QueueItem = { questionId: string | number; seq: number };

export type QueueStorage<T> = {
  load(): T[];
  save(items: readonly T[]): void;
};

export type QueueStatus = {
  /** The items waiting that `counts` counts (every item when it is not given). */
  pending: number;
  offline: boolean;
  /** A final refusal from the server; nothing more is sent. */
  refused: Error | null;
};

export type AnswerQueueOptions<T extends QueueItem> = {
  /** Sends items in sequence order; resolves when the server has stored them all. */
  send(items: readonly T[]): Promise<void>;
  storage: QueueStorage<T>;
  /** True for failures worth retrying: no network, a 5xx, 429. */
  isRetryable(error: unknown): boolean;
  onStatus?(status: QueueStatus): void;
  /**
   * Which waiting items `pending` counts: the exam counts answers, not the moves and visits
   * queued beside them (issue 27.14: two answers kept offline read "3 answers").
   */
  counts?(item: T): boolean;
  setTimer?(fn: () => void, ms: number): () => void;
  random?(): number;
};

const firstDelayMs = 1_000;
const maxDelayMs = 30_000;

/** The wait before retry number `attempt` (1-based): doubling from 1 s up to 30 s, ±20%. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(maxDelayMs, firstDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export class AnswerQueue<T extends QueueItem> {
  private items: T[];
  private inFlight = false;
  private failures = 0;
  private cancelTimer: (() => void) | null = null;
  private status: QueueStatus;
  private idleWaiters: (() => void)[] = [];
  private readonly setTimer: (fn: () => void, ms: number) => () => void;

  constructor(private readonly options: AnswerQueueOptions<T>) {
    this.items = sortBySeq(options.storage.load());
    this.status = { pending: this.pendingCount(), offline: false, refused: null };
    this.setTimer =
      options.setTimer ??
      ((fn, ms) => {
        const id = setTimeout(fn, ms);
        return () => clearTimeout(id);
      });
  }

  private pendingCount(): number {
    const counts = this.options.counts;
    return counts ? this.items.filter((i) => counts(i)).length : this.items.length;
  }

  getStatus(): QueueStatus {
    return this.status;
  }

  /** Stores the save (replacing an older one of the same question) and sends at once. */
  push(item: T): void {
    if (this.status.refused) return;
    this.items = sortBySeq([
      ...this.items.filter((i) => i.questionId !== item.questionId || i.seq > item.seq),
      item,
    ]);
    this.options.storage.save(this.items);
    this.update({});
    this.flush();
  }

  /** Sends now, skipping a pending backoff wait (the browser came back online, say). */
  retryNow(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.flush();
  }

  /** Resolves once nothing is pending or in flight (or the queue was refused). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  dispose(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private isIdle(): boolean {
    return (this.items.length === 0 && !this.inFlight) || this.status.refused !== null;
  }

  private flush(): void {
    if (this.inFlight || this.cancelTimer || this.items.length === 0 || this.status.refused) return;
    const batch = this.items;
    this.inFlight = true;
    this.options.send(batch).then(
      () => {
        this.inFlight = false;
        this.failures = 0;
        // Saves pushed while the batch was in flight stay; a replaced one has a higher seq.
        this.items = this.items.filter((i) => !batch.includes(i));
        this.options.storage.save(this.items);
        this.update({ offline: false });
        this.flush();
        this.settle();
      },
      (error: unknown) => {
        this.inFlight = false;
        if (!this.options.isRetryable(error)) {
          this.items = [];
          this.options.storage.save(this.items);
          this.update({ refused: error instanceof Error ? error : new Error(String(error)) });
          this.settle();
          return;
        }
        this.failures++;
        this.update({ offline: true });
        this.cancelTimer = this.setTimer(
          () => {
            this.cancelTimer = null;
            this.flush();
          },
          backoffMs(this.failures, this.options.random),
        );
      },
    );
  }

  private settle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private update(change: Partial<QueueStatus>): void {
    this.status = { ...this.status, ...change, pending: this.pendingCount() };
    this.options.onStatus?.(this.status);
  }
}

function sortBySeq<T extends QueueItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.seq - b.seq);
}

/** Storage in localStorage under one key per attempt; a full or blocked storage keeps memory only. */
export function localQueueStorage<T>(key: string): QueueStorage<T> {
  return {
    load() {
      try {
        const raw = window.localStorage.getItem(key);
        const parsed: unknown = raw ? JSON.parse(raw) : [];
        return Array.isArray(parsed) ? (parsed as T[]) : [];
      } catch {
        return [];
      }
    },
    save(items) {
      try {
        if (items.length === 0) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify(items));
      } catch {
        // Private mode or a full disk: the queue still works in memory.
      }
    },
  };
}
