import { afterEach, describe, expect, it } from 'vitest';
import type { Engine } from '../src/db/engine/engine-types.ts';
import { rateSlotsStore } from '../src/db/engine/rate-slots-store.ts';
import { sharedWindowLimiter } from '../src/http/shared-rate-limiter.ts';

/**
 * What shared rate limits promise on each engine: `openServers` opens two engines ("servers") on one new,
 * empty, migrated database.
 */
export function describeRateSlotsContract(name: string, openServers: () => Promise<[Engine, Engine]>) {
  describe(`rate limits shared by servers (${name})`, () => {
    const open: Engine[] = [];
    afterEach(async () => {
      for (const engine of open.splice(0)) await engine.close();
    });
    async function servers() {
      const pair = await openServers();
      open.push(...pair);
      return pair;
    }

    it('two servers spend one budget: hits through either count, the refusal says when the oldest frees', async () => {
      const [a, b] = await servers();
      let at = 1_000_000;
      const now = () => at;
      const limiterA = sharedWindowLimiter(rateSlotsStore(a), 'forms', 3, 60_000, now);
      const limiterB = sharedWindowLimiter(rateSlotsStore(b), 'forms', 3, 60_000, now);

      expect((await limiterA.hit('203.0.113.7')).allowed).toBe(true);
      at += 10_000;
      expect((await limiterB.hit('203.0.113.7')).allowed).toBe(true);
      expect((await limiterA.hit('203.0.113.7')).allowed).toBe(true);
      expect(await limiterB.hit('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 50 });
      expect(await limiterA.peek('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 50 });
      expect((await limiterB.hit('198.51.100.1')).allowed).toBe(true);

      at += 50_000;
      expect(await limiterB.peek('203.0.113.7')).toEqual({ allowed: true, retryAfterSeconds: 0 });
      expect((await limiterB.hit('203.0.113.7')).allowed).toBe(true);
      expect((await limiterA.hit('203.0.113.7')).allowed).toBe(false);

      await limiterA.reset('203.0.113.7');
      expect((await limiterB.hit('203.0.113.7')).allowed).toBe(true);
    });

    it('of many takes at once through two servers, exactly the limit is admitted', async () => {
      const [a, b] = await servers();
      const slots = [rateSlotsStore(a), rateSlotsStore(b)];
      const at = 5_000;
      const taken = await Promise.all(
        Array.from({ length: 40 }, (_, i) => slots[i % 2]!.take({ bucket: 'airtable:app1', limit: 5, at, expiresAt: at + 1_000 })),
      );
      expect(taken.filter((id) => id !== null)).toHaveLength(5);
      expect(await slots[0]!.count('airtable:app1', at)).toBe(5);
    });

    it('a settled slot frees at its new time; purging deletes only expired slots', async () => {
      const [a, b] = await servers();
      const slotsA = rateSlotsStore(a);
      const slotsB = rateSlotsStore(b);
      const first = await slotsA.take({ bucket: 'mail', limit: 2, at: 0, expiresAt: 60_000 });
      expect(first).not.toBeNull();
      expect(await slotsB.take({ bucket: 'mail', limit: 2, at: 0, expiresAt: 500 })).not.toBeNull();
      expect(await slotsB.take({ bucket: 'mail', limit: 2, at: 100, expiresAt: 1_100 })).toBeNull();
      await slotsB.settle(first!, 1_200);
      expect(await slotsA.nextFree('mail', 100)).toBe(500);
      expect(await slotsA.nextFree('mail', 500)).toBe(1_200);
      expect(await slotsA.nextFree('other', 500)).toBeNull();

      expect(await slotsB.purge(600)).toBe(1);
      expect(await slotsA.count('mail', 0)).toBe(1);
      expect(await slotsA.take({ bucket: 'mail', limit: 2, at: 600, expiresAt: 1_600 })).not.toBeNull();
      expect(await slotsA.take({ bucket: 'mail', limit: 2, at: 600, expiresAt: 1_600 })).toBeNull();
    });
  });
}
