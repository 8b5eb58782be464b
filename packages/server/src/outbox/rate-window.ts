/**
 * At most `requests` requests in any `perMs`, counted conservatively: a request occupies the window from
 * its start until `perMs` after its answer. So request n + `requests` starts at least `perMs` after
 * request n was answered, and therefore reaches the receiver more than `perMs` after request n did, however
 * late or early the network delivers either. (A token bucket of 5 per second lets 9 requests into one
 * second at the receiver; one of burst 1 paces the starts, not the arrivals.) Times are monotonic
 * milliseconds (`performance.now()`), never the injectable wall clock.
 */
export interface RateWindow {
  /** Milliseconds until a request may start; 0 when it may start now. */
  waitMs(at: number): number | Promise<number>;
  /** A request starts: it holds a place in the window (the shared window may wait for one). */
  started(): void | Promise<void>;
  answered(at: number): void | Promise<void>;
}

export function rateWindow(requests: number, perMs: number): RateWindow {
  const answers: number[] = [];
  let inFlight = 0;
  const prune = (at: number) => {
    while (answers.length > 0 && (answers[0] ?? 0) + perMs <= at) answers.shift();
  };
  return {
    waitMs(at) {
      prune(at);
      if (answers.length + inFlight < requests) return 0;
      const oldest = answers[0];
      // Only requests in flight fill the window: the next answer frees a place.
      return oldest === undefined ? Number.POSITIVE_INFINITY : oldest + perMs - at;
    },
    started() {
      inFlight++;
    },
    answered(at) {
      inFlight = Math.max(0, inFlight - 1);
      answers.push(at);
    },
  };
}

/** Default waits after the 1st, 2nd, … failed attempt; the last repeats. */
export const defaultRetryDelaysMs: readonly number[] = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000];

/** The wait after `attempts` failed attempts: the schedule's step, jittered to between half and all of it. */
export function backoffMs(attempts: number, delays: readonly number[], random: () => number): number {
  const step = delays[Math.min(Math.max(attempts, 1), delays.length) - 1] ?? 60_000;
  return Math.round(step / 2 + (step / 2) * random());
}
