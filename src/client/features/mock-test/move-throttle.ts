/**
 * Moves that save nothing (Back, Next, a palette click) tell the server where the student is,
 * at most once per `intervalMs`: the latest move of the interval goes, the ones before it are
 * dropped (a student flicking through the palette costs one request a second, not one a click).
 */
export class MoveThrottle<T> {
  private pending: T | null = null;
  private cancelTimer: (() => void) | null = null;

  constructor(
    private readonly send: (move: T) => void,
    private readonly intervalMs = 1_000,
    private readonly setTimer: (fn: () => void, ms: number) => () => void = (fn, ms) => {
      const id = setTimeout(fn, ms);
      return () => clearTimeout(id);
    },
  ) {}

  push(move: T): void {
    this.pending = move;
    this.cancelTimer ??= this.setTimer(() => {
      this.cancelTimer = null;
      this.flush();
    }, this.intervalMs);
  }

  /** A newer save already names the question on screen: the pending move is not needed. */
  drop(): void {
    this.pending = null;
  }

  /** Sends the pending move now (the page is going away, say). */
  flush(): void {
    const move = this.pending;
    this.pending = null;
    if (move !== null) this.send(move);
  }

  dispose(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
  }
}
