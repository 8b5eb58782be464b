import type { RateSlots } from '../db/engine/rate-slots-store.ts';
import type { RateWindow } from './rate-window.ts';

export interface SharedRateWindowOptions {
  /** The destination's bucket, the same on every server (`outbox:airtable`). */
  bucket: string;
  requests: number;
  perMs: number;
  /** How long a request's place is held if its server never records the answer (it stopped mid-request). */
  holdMs: number;
  /** Wall clock shared by the servers (ms since the epoch); not monotonic, but the only clock they share. */
  clock?: () => number;
  /** Waits between attempts at a place (tests inject their own). */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The window of `rateWindow`, counted in the database so that servers sharing it send to one destination
 * at its rate together, not each at it: a request takes a slot when it starts (held for `holdMs`, in case
 * its server stops), and its answer moves the slot's end to `perMs` after the answer. Two servers may both
 * see a free place; only one takes it, and the other waits for the next. Times passed in (monotonic, this
 * process's) are ignored: the servers share only the wall clock.
 */
export function sharedRateWindow(slots: RateSlots, options: SharedRateWindowOptions): RateWindow {
  const { bucket, requests, perMs, holdMs, clock = Date.now, sleep = realSleep } = options;
  // This server's places of requests in flight: any one of them may take the answer's end, they are alike.
  const inFlight: number[] = [];
  // Another server's request in flight holds its place until `holdMs`, but its answer may free it any moment:
  // look again after `perMs` at the latest.
  const untilFree = (at: number, free: number | null) => Math.min(perMs, Math.max(1, (free ?? at) - at));
  return {
    async waitMs() {
      const at = clock();
      if ((await slots.count(bucket, at)) < requests) return 0;
      return untilFree(at, await slots.nextFree(bucket, at));
    },
    async started() {
      for (;;) {
        const at = clock();
        const taken = await slots.take({ bucket, limit: requests, at, expiresAt: at + holdMs });
        if (taken !== null) return void inFlight.push(taken);
        const free = await slots.nextFree(bucket, at);
        await sleep(untilFree(at, free));
      }
    },
    async answered() {
      const slot = inFlight.shift();
      if (slot !== undefined) await slots.settle(slot, clock() + perMs);
    },
  };
}
