import { describe, expect, it } from 'vitest';
import { memoryRateSlots } from './rate-slots-memory.ts';

describe('rate slots in memory (a server alone on its SQLite file)', () => {
  it('admits up to the limit per bucket, frees each slot at its expiry, and says when the first frees', async () => {
    const slots = memoryRateSlots();
    const take = (bucket: string, at: number) => slots.take({ bucket, limit: 2, at, expiresAt: at + 60_000 });
    expect(await take('forms:a', 0)).not.toBeNull();
    expect(await take('forms:a', 10)).not.toBeNull();
    expect(await take('forms:a', 20)).toBeNull();
    expect(await take('forms:b', 20)).not.toBeNull();
    expect(await slots.count('forms:a', 20)).toBe(2);
    expect(await slots.nextFree('forms:a', 20)).toBe(60_000);
    expect(await take('forms:a', 60_000)).not.toBeNull();
    expect(await slots.count('forms:a', 60_000)).toBe(2);
    expect(await slots.purge(120_010)).toBe(3);
    expect(await slots.count('forms:a', 0)).toBe(0);
  });

  it('moves a settled slot to its new expiry, and clears a bucket', async () => {
    const slots = memoryRateSlots();
    const first = await slots.take({ bucket: 'outbox:mail', limit: 5, at: 0, expiresAt: 1_000 });
    await slots.take({ bucket: 'outbox:mail', limit: 5, at: 0, expiresAt: 1_000 });
    await slots.settle(first!, 5_000);
    expect(await slots.nextFree('outbox:mail', 0)).toBe(1_000);
    expect(await slots.count('outbox:mail', 1_000)).toBe(1);
    expect(await slots.nextFree('outbox:mail', 1_000)).toBe(5_000);
    await slots.clear('outbox:mail');
    expect(await slots.count('outbox:mail', 0)).toBe(0);
  });
});
