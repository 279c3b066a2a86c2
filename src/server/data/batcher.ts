/**
 * Group commit for the hot paths of a batch sitting a test (docs/decisions/024): requests
 * arriving together share one statement (or transaction) and one round trip. An item goes at once
 * while one of `slots` runs is free, so light load waits for nothing; while all slots are busy new
 * items queue, and the next free slot takes all of them (up to `maxBatch`).
 *
 * Items with the same `key` never share a run nor run in two at once (two upserts of one row in
 * one statement fail, and two statements locking one row can deadlock): the later one waits for
 * the next run. `run` answers one result per item, in the items' order.
 */
export type BatchOptions<I, O> = {
  slots: number;
  maxBatch: number;
  run: (items: I[]) => Promise<O[]>;
  key?: (item: I) => string | number;
};

type Pending<I, O> = { item: I; resolve: (out: O) => void; reject: (err: unknown) => void };

export class Batcher<I, O> {
  private queue: Pending<I, O>[] = [];
  private busy = 0;
  private inFlight = new Set<string | number>();

  constructor(private readonly options: BatchOptions<I, O>) {}

  add(item: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    const { slots, maxBatch, key } = this.options;
    while (this.busy < slots && this.queue.length > 0) {
      let taken: Pending<I, O>[];
      const keys: (string | number)[] = [];
      if (!key) taken = this.queue.splice(0, maxBatch);
      else {
        taken = [];
        const rest: Pending<I, O>[] = [];
        for (const p of this.queue) {
          const k = key(p.item);
          if (taken.length < maxBatch && !this.inFlight.has(k)) {
            this.inFlight.add(k);
            keys.push(k);
            taken.push(p);
          } else rest.push(p);
        }
        if (taken.length === 0) return;
        this.queue = rest;
      }
      this.busy++;
      void this.run(taken).finally(() => {
        for (const k of keys) this.inFlight.delete(k);
        this.busy--;
        this.pump();
      });
    }
  }

  private async run(taken: Pending<I, O>[]) {
    try {
      const outs = await this.options.run(taken.map((p) => p.item));
      for (const [i, p] of taken.entries()) p.resolve(outs[i]!);
    } catch (err) {
      for (const p of taken) p.reject(err);
    }
  }
}
