import { describe, expect, it } from 'vitest';
import { openSqliteEngine } from '../db/engine/sqlite-engine.ts';
import { rateSlotsStore } from '../db/engine/rate-slots-store.ts';
import { onCleanup, tempDir } from '../../test-support/helpers.ts';
import { sharedRateWindow } from './shared-rate-window.ts';

describe('a destination window shared by servers', () => {
  it('holds a place from each start until perMs after its answer, whichever server sent it', async () => {
    const engine = openSqliteEngine(tempDir());
    onCleanup(() => engine.close());
    const slots = rateSlotsStore(engine);
    const clock = { now: 1_000_000 };
    const slept: number[] = [];
    const options = { bucket: 'outbox:mail', requests: 1, perMs: 200, holdMs: 70_000, clock: () => clock.now };
    const a = sharedRateWindow(slots, options);
    let answerAfterSleeps = 3;
    const b = sharedRateWindow(slots, {
      ...options,
      async sleep(ms) {
        slept.push(ms);
        clock.now += ms;
        if (--answerAfterSleeps === 0) await a.answered(clock.now);
      },
    });

    expect(await a.waitMs(0)).toBe(0);
    await a.started();
    // A's request is in flight: B looks again within perMs, not after the place's hold of 70 s.
    expect(await b.waitMs(0)).toBe(200);
    await b.started();
    // A answered after B's third look (at +600); B's request started perMs after that answer.
    expect(slept).toEqual([200, 200, 200, 200]);
    expect(clock.now).toBe(1_000_800);
    expect(await a.waitMs(0)).toBe(200);
  });
});
