import { describe, expect, it } from 'vitest';
import { AnswerQueue, backoffMs, type QueueStatus, type QueueStorage } from './answer-queue';

type Item = { questionId: string; seq: number; answer: string };

class Offline extends Error {}
class Refused extends Error {}

function memoryStorage(initial: Item[] = []): QueueStorage<Item> & { items: Item[] } {
  return {
    items: initial,
    load() {
      return [...this.items];
    },
    save(items) {
      this.items = [...items];
    },
  };
}

/** A server that answers each batch when the test says so. */
function harness(initial: Item[] = []) {
  const storage = memoryStorage(initial);
  const sent: Item[][] = [];
  const replies: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const timers: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  const statuses: QueueStatus[] = [];
  const queue = new AnswerQueue<Item>({
    storage,
    send: (items) => {
      sent.push([...items]);
      return new Promise((resolve, reject) => replies.push({ resolve, reject }));
    },
    isRetryable: (e) => e instanceof Offline,
    onStatus: (s) => statuses.push(s),
    setTimer: (fn, ms) => {
      const timer = { fn, ms, cancelled: false };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
    random: () => 0.5,
  });
  const settle = () => new Promise<void>((r) => setTimeout(r, 0));
  const fireTimers = () => {
    for (const t of timers.splice(0)) if (!t.cancelled) t.fn();
  };
  return { queue, storage, sent, replies, timers, statuses, settle, fireTimers };
}

const item = (questionId: string, seq: number, answer = 'A'): Item => ({ questionId, seq, answer });

describe('the offline answer queue', () => {
  it('sends each save at once and empties storage when the server has it', async () => {
    const h = harness();
    h.queue.push(item('q1', 1));
    expect(h.sent).toEqual([[item('q1', 1)]]);
    expect(h.storage.items).toEqual([item('q1', 1)]);
    h.replies[0]!.resolve();
    await h.queue.idle();
    expect(h.storage.items).toEqual([]);
    expect(h.queue.getStatus()).toEqual({ pending: 0, offline: false, refused: null });
  });

  it('sends what arrived meanwhile next, in sequence order, newest per question', async () => {
    const h = harness();
    h.queue.push(item('q1', 1));
    h.queue.push(item('q3', 3));
    h.queue.push(item('q2', 2));
    h.queue.push(item('q3', 4, 'B'));
    h.replies[0]!.resolve();
    await h.settle();
    expect(h.sent[1]).toEqual([item('q2', 2), item('q3', 4, 'B')]);
  });

  it('goes offline, keeps answers, retries with backoff in order, and comes back', async () => {
    const h = harness();
    h.queue.push(item('q1', 1));
    h.replies[0]!.reject(new Offline());
    await h.settle();
    expect(h.queue.getStatus()).toMatchObject({ offline: true, pending: 1 });
    expect(h.timers.map((t) => t.ms)).toEqual([1000]);

    h.queue.push(item('q2', 2)); // waits for the retry
    expect(h.sent).toHaveLength(1);
    h.fireTimers();
    expect(h.sent[1]).toEqual([item('q1', 1), item('q2', 2)]);
    h.replies[1]!.reject(new Offline());
    await h.settle();
    expect(h.timers.map((t) => t.ms)).toEqual([2000]);

    h.queue.retryNow(); // the browser is online again
    h.replies[2]!.resolve();
    await h.queue.idle();
    expect(h.queue.getStatus()).toEqual({ pending: 0, offline: false, refused: null });
    expect(h.statuses.some((s) => s.offline)).toBe(true);
  });

  it('resends what a reload left in storage', async () => {
    const h = harness([item('q2', 7), item('q1', 6)]);
    expect(h.queue.getStatus().pending).toBe(2);
    h.queue.retryNow();
    expect(h.sent[0]).toEqual([item('q1', 6), item('q2', 7)]);
    h.replies[0]!.resolve();
    await h.queue.idle();
  });

  it('stops for good when the server refuses', async () => {
    const h = harness();
    h.queue.push(item('q1', 1));
    const refusal = new Refused('The time is over.');
    h.replies[0]!.reject(refusal);
    await h.queue.idle();
    expect(h.queue.getStatus()).toEqual({ pending: 0, offline: false, refused: refusal });
    h.queue.push(item('q2', 2));
    expect(h.sent).toHaveLength(1);
  });

  it('backs off from 1 s up to 30 s with jitter', () => {
    expect([1, 2, 3, 6, 12].map((n) => backoffMs(n, () => 0.5))).toEqual([
      1000, 2000, 4000, 30000, 30000,
    ]);
    expect(backoffMs(1, () => 0)).toBe(800);
    expect(backoffMs(1, () => 1)).toBe(1200);
  });
});

describe('what the offline banner counts (issue 27.14)', () => {
  it('counts the answers kept, not the moves queued beside them', () => {
    const storage = memoryStorage();
    const queue = new AnswerQueue<Item>({
      storage,
      send: () => Promise.reject(new Offline()),
      isRetryable: (e) => e instanceof Offline,
      setTimer: () => () => undefined,
      counts: (i) => i.questionId !== 'position',
    });
    queue.push(item('q1', 1));
    queue.push(item('q2', 2));
    queue.push(item('position', 3));
    expect(storage.items).toHaveLength(3);
    expect(queue.getStatus().pending).toBe(2);
  });
});
