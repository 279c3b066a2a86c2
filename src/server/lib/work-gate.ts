/**
 * Bounds slow CPU work (a password hash costs ~0.4 s of a core): at most `slots` tasks run at
 * once, up to `queue` more wait their turn in order, and a task that finds the queue full is
 * refused at once instead of waiting behind work the machine cannot finish in time. Without it a
 * burst of 50 logins runs 50 hashes side by side, every one finishes late, clients time out and
 * the machine spends its cores on answers nobody reads.
 */
export class GateFull extends Error {
  constructor() {
    super('work gate full');
    this.name = 'GateFull';
  }
}

type Waiter = { since: number; shed: boolean; go: () => void; refuse: () => void };

export class WorkGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  /**
   * @param maxWaitMs a shedding task that has waited this long when its turn comes is refused
   *   then (a machine slower than planned, e.g. shared with other work, must not turn the queue
   *   into requests that finish after their clients gave up).
   */
  constructor(
    public slots: number,
    public queue: number,
    public maxWaitMs = Infinity,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Runs `task` when a slot is free. `shed: true` refuses with `GateFull` when every slot is busy
   * and the queue is full (a caller that must not wait long); otherwise the task queues as long
   * as it takes.
   */
  async run<T>(task: () => Promise<T>, { shed = false } = {}): Promise<T> {
    if (this.running >= this.slots) {
      if (shed && this.waiting.length >= this.queue) throw new GateFull();
      await new Promise<void>((go, reject) =>
        this.waiting.push({ since: this.now(), shed, go, refuse: () => reject(new GateFull()) }),
      );
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      this.handOver();
    }
  }

  /** The slot passes straight to the next in line (`running` stays the same), or is freed. */
  private handOver() {
    for (;;) {
      const next = this.waiting.shift();
      if (!next) {
        this.running -= 1;
        return;
      }
      if (next.shed && this.now() - next.since > this.maxWaitMs) {
        next.refuse();
        continue;
      }
      next.go();
      return;
    }
  }
}
