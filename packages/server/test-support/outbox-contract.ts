import { describe, expect, it } from 'vitest';
import type { Engine } from '../src/db/engine/engine.ts';
import { inFlightNote, outboxWorkStore, type ClaimOptions, type OutboxWorkStore } from '../src/db/engine/outbox-store.ts';
import { submissionsStore } from '../src/db/engine/submissions-store.ts';
import type { NewOutboxItem, StoredItem } from '../src/outbox/outbox-types.ts';
import { onCleanup } from './helpers.ts';

/** An engine on a new, empty, migrated database, and `peer()`: another server's engine on the same data. */
export interface OutboxContractTarget {
  engine: Engine;
  peer(): Promise<Engine>;
}

const leaseMs = 30_000;
const claimAll: Pick<ClaimOptions, 'leaseMs' | 'flagDuplicate' | 'pick'> = { leaseMs, flagDuplicate: false, pick: (due) => [...due] };

/**
 * The outbox's work on one engine (`engine/outbox-store.ts`): claims with a lease, outcomes recorded only
 * by the claim's holder, recovery, the operator's list. Run on SQLite (`outbox-sqlite.test.ts`) and on
 * PostgreSQL (`outbox-postgres.test.ts`), where two servers claim the same queue.
 */
export function describeOutboxContract(name: string, open: () => Promise<OutboxContractTarget>) {
  async function setup() {
    const target = await open();
    onCleanup(() => target.engine.close());
    const at = Date.parse('2026-06-01T12:00:00.000Z');
    const a = outboxWorkStore(target.engine, 'server-a');
    const b = outboxWorkStore(target.engine, 'server-b');
    const enqueue = (store: OutboxWorkStore, items: NewOutboxItem[], when = at) =>
      store.transaction(async (writes) => {
        for (const item of items) await writes.enqueue(item, when);
      });
    const item = (n: number, extra: Partial<NewOutboxItem> = {}): NewOutboxItem => ({
      destination: 'hook',
      action: 'send',
      idempotencyKey: `hook:${n}`,
      ...extra,
    });
    const claim = (store: OutboxWorkStore, when: number, limit = 100, options: Partial<ClaimOptions> = {}) =>
      store.claim('hook', when, { ...claimAll, limit, ...options });
    const keys = (items: readonly StoredItem[]) => items.map((each) => each.idempotencyKey);
    const row = async (id: number) => (await a.transaction((writes) => writes.get(id)))!;
    return { ...target, at, a, b, enqueue, item, claim, keys, row };
  }

  describe(`the outbox on ${name}`, () => {
    it('claims due items in priority and due order, marks them in flight with a lease and counts the attempt', async () => {
      const t = await setup();
      await t.enqueue(t.a, [t.item(1), t.item(2, { priority: -1 }), t.item(3, { delayMs: 5_000 }), t.item(4, { destination: 'other' })]);
      expect(await t.a.transaction((writes) => writes.enqueue(t.item(1), t.at))).toBe(false);
      const claimed = await t.claim(t.a, t.at);
      expect(t.keys(claimed)).toEqual(['hook:2', 'hook:1']);
      expect(claimed[0]).toMatchObject({ status: 'sending', attempts: 1, lastAttemptAt: t.at });
      expect(await t.row(claimed[0]!.id)).toMatchObject({ status: 'sending', attempts: 1 });
      expect(t.keys(await t.claim(t.b, t.at))).toEqual([]);
      expect(await t.a.nextDueAt('hook')).toBe(t.at + 5_000);
      expect(t.keys(await t.claim(t.b, t.at + 5_000))).toEqual(['hook:3']);
      // Nothing waits: each server looks again when the other's lease ends.
      expect(await t.a.nextDueAt('hook')).toBe(t.at + 5_000 + leaseMs);
      expect(await t.b.nextDueAt('hook')).toBe(t.at + leaseMs);
    });

    it('claims only the batch it picks, and leaves the rest waiting', async () => {
      const t = await setup();
      await t.enqueue(t.a, [t.item(1), t.item(2), t.item(3)]);
      const claimed = await t.claim(t.a, t.at, 100, { pick: (due) => due.slice(1, 2) });
      expect(t.keys(claimed)).toEqual(['hook:2']);
      expect(t.keys(await t.claim(t.b, t.at))).toEqual(['hook:1', 'hook:3']);
    });

    it('does not claim an item under an unexpired lease; after the lease it is claimed again with the same key, flagged', async () => {
      const t = await setup();
      await t.enqueue(t.a, [t.item(1)]);
      const [first] = await t.claim(t.a, t.at);
      expect(t.keys(await t.claim(t.b, t.at + leaseMs - 1, 100, { flagDuplicate: true }))).toEqual([]);
      const [again] = await t.claim(t.b, t.at + leaseMs, 100, { flagDuplicate: true });
      expect(again).toMatchObject({ id: first!.id, idempotencyKey: 'hook:1', attempts: 2, possibleDuplicate: true, status: 'sending' });
      expect(await t.row(first!.id)).toMatchObject({ possibleDuplicate: true, lastError: inFlightNote, attempts: 2 });
      // The first server answers late: its claim was taken over, so its outcome is not recorded.
      await t.a.transaction((writes) => writes.settleSent(first!.id, 'late', t.at + leaseMs + 1));
      expect(await t.row(first!.id)).toMatchObject({ status: 'sending', externalId: null });
      await t.b.transaction((writes) => writes.settleSent(first!.id, 'ext-1', t.at + leaseMs + 2));
      expect(await t.row(first!.id)).toMatchObject({ status: 'sent', externalId: 'ext-1', sentAt: t.at + leaseMs + 2 });
    });

    it('records retries and failures, releasing the lease', async () => {
      const t = await setup();
      await t.enqueue(t.a, [t.item(1), t.item(2)]);
      const [one, two] = await t.claim(t.a, t.at);
      await t.a.transaction(async (writes) => {
        await writes.settleRetry(one!.id, { at: t.at + 1_000, error: 'busy', alone: true, possibleDuplicate: false });
        await writes.settleFailed(two!.id, 'refused', true);
      });
      expect(await t.row(one!.id)).toMatchObject({ status: 'pending', nextAttemptAt: t.at + 1_000, lastError: 'busy', sendAlone: true });
      expect(await t.row(two!.id)).toMatchObject({ status: 'failed', lastError: 'refused', possibleDuplicate: true });
      expect(await t.b.nextDueAt('hook')).toBe(t.at + 1_000);
      expect(t.keys(await t.claim(t.b, t.at + 1_000))).toEqual(['hook:1']);
    });

    it('recovers in flight at a start what no live server holds, and its own after an error', async () => {
      const t = await setup();
      await t.enqueue(t.a, [t.item(1), t.item(2), t.item(3, { lead: { kind: 'contact', id: 'gone' } })]);
      await t.claim(t.a, t.at, 1);
      await t.claim(t.b, t.at, 2);
      await t.engine.db.updateTable('outbox').set({ lead_erased: true }).where('id', '=', 3).execute();
      const options = { flagDuplicate: true, at: t.at + 10, note: 'erased' };
      expect(await t.a.transaction((writes) => writes.recoverInFlight('hook', 'mine', options))).toBe(1);
      expect(await t.row(1)).toMatchObject({ status: 'pending', possibleDuplicate: true, lastError: inFlightNote, nextAttemptAt: t.at });
      expect(await t.row(2)).toMatchObject({ status: 'sending' });
      // Before the leases end, at a start: on SQLite its one process sent them, so they are orphans; on
      // PostgreSQL they are another live server's, taken back only once their lease has ended.
      const orphanedNow = t.engine.kind === 'sqlite';
      const erasedNow = await t.a.transaction((writes) => writes.erasedInFlight('hook', 'start', t.at + 10));
      expect(erasedNow.map((each) => each.id)).toEqual(orphanedNow ? [3] : []);
      expect(await t.a.transaction((writes) => writes.recoverInFlight('hook', 'start', options))).toBe(orphanedNow ? 1 : 0);
      expect(await t.row(2)).toMatchObject({ status: orphanedNow ? 'pending' : 'sending' });
      const afterLease = { ...options, at: t.at + leaseMs };
      expect(await t.a.transaction((writes) => writes.recoverInFlight('hook', 'start', afterLease))).toBe(orphanedNow ? 0 : 1);
      expect(await t.row(2)).toMatchObject({ status: 'pending' });
      expect(await t.row(3)).toMatchObject({ status: 'failed', lastError: 'erased', possibleDuplicate: true });
    });

    it('takes back at once, when a server starts again under its id, what it had in flight before it stopped', async () => {
      const t = await setup();
      await t.enqueue(t.a, [t.item(1), t.item(2)]);
      await t.claim(t.a, t.at, 1);
      await t.claim(t.b, t.at, 2);
      const restartedB = outboxWorkStore(t.engine, 'server-b');
      const options = { flagDuplicate: true, at: t.at + 10, note: 'erased' };
      expect(await restartedB.transaction((writes) => writes.recoverInFlight('hook', 'start', options))).toBe(
        t.engine.kind === 'sqlite' ? 2 : 1,
      );
      expect(await t.row(2)).toMatchObject({ status: 'pending', possibleDuplicate: true });
      expect(await t.row(1)).toMatchObject({ status: t.engine.kind === 'sqlite' ? 'pending' : 'sending' });
    });

    it("leaves an erased lead's item a dead server had in flight to recovery once its lease ends, not to a claim", async () => {
      const t = await setup();
      await t.enqueue(t.a, [t.item(1, { lead: { kind: 'contact', id: 'gone' } })]);
      const [one] = await t.claim(t.b, t.at);
      await t.engine.db.updateTable('outbox').set({ lead_erased: true }).where('id', '=', one!.id).execute();
      expect(await t.a.nextDueAt('hook')).toBe(t.at + leaseMs);
      expect(await t.claim(t.a, t.at + leaseMs)).toEqual([]);
      const erased = (store: OutboxWorkStore, at: number) =>
        store.transaction(async (writes) => (await writes.erasedInFlight('hook', 'expired', at)).map((each) => each.id));
      expect(await erased(t.a, t.at + leaseMs - 1)).toEqual([]);
      expect(await erased(t.b, t.at + leaseMs)).toEqual([]);
      expect(await erased(t.a, t.at + leaseMs)).toEqual([one!.id]);
      const options = { flagDuplicate: false, at: t.at + leaseMs, note: 'erased' };
      expect(await t.a.transaction((writes) => writes.recoverInFlight('hook', 'expired', options))).toBe(0);
      expect(await t.row(one!.id)).toMatchObject({ status: 'failed', lastError: 'erased', possibleDuplicate: true });
      expect(await t.a.nextDueAt('hook')).toBeNull();
    });

    it("lists items for the operator with their lead's name, counts them per destination, and puts failed ones back", async () => {
      const t = await setup();
      const submissions = submissionsStore(t.engine.db, () => t.at);
      const lead = await submissions.add('contact', { fullName: 'Zoë Ünal', email: 'zoe@example.com', inquiry: 'Hallo' });
      await t.enqueue(t.a, [t.item(1, { lead: { kind: 'contact', id: lead } }), t.item(2, { payload: { n: 2 } })]);
      await t.enqueue(t.a, [t.item(3, { destination: 'other' })], t.at + 1);
      const [one] = await t.claim(t.a, t.at, 1);
      await t.a.transaction((writes) => writes.settleFailed(one!.id, 'refused', false));
      await t.claim(t.a, t.at, 1);
      expect(await t.a.stats(t.at + 500)).toEqual([
        { destination: 'hook', depth: 1, inFlight: 1, failed: 1, oldestPendingAgeMs: 500 },
        { destination: 'other', depth: 1, inFlight: 0, failed: 0, oldestPendingAgeMs: 499 },
      ]);
      const pending = await t.a.list({ status: 'pending', limit: 10 });
      expect(pending.map((i) => [i.destination, i.idempotencyKey, i.status, i.payload])).toEqual([
        ['other', 'hook:3', 'pending', null],
        ['hook', 'hook:2', 'sending', { n: 2 }],
      ]);
      expect(await t.a.list({ status: 'failed', destination: 'other', limit: 10 })).toEqual([]);
      expect(await t.a.view(one!.id)).toMatchObject({ leadName: 'Zoë Ünal', leadEmail: 'zoe@example.com', status: 'failed' });
      expect(await t.a.view(999)).toBeNull();
      expect(await t.a.retry(2, t.at + 1)).toBe(false);
      expect(await t.a.retryAllFailed(t.at + 2, 'other')).toBe(0);
      expect(await t.a.retryAllFailed(t.at + 2)).toBe(1);
      expect(await t.row(one!.id)).toMatchObject({ status: 'pending', nextAttemptAt: t.at + 2 });
    });

    it('gives a batch claimed at a stop back unsent, its attempt not counted', async () => {
      const t = await setup();
      await t.enqueue(t.a, [t.item(1)]);
      const [one] = await t.claim(t.a, t.at);
      await t.b.release([one!.id]);
      expect(await t.row(one!.id)).toMatchObject({ status: 'sending' });
      await t.a.release([one!.id]);
      expect(await t.row(one!.id)).toMatchObject({ status: 'pending', attempts: 0 });
    });

    it('never gives one item to two servers claiming at once', async () => {
      const t = await setup();
      const peer = await t.peer();
      if (peer !== t.engine) onCleanup(() => peer.close());
      const count = 120;
      await t.enqueue(
        t.a,
        Array.from({ length: count }, (_, n) => t.item(n)),
      );
      const servers = [outboxWorkStore(t.engine, 'server-a'), outboxWorkStore(peer, 'server-b')];
      const claimed: string[] = [];
      const claimer = async (store: OutboxWorkStore) => {
        for (;;) {
          const batch = await t.claim(store, t.at, 20, { pick: (due) => due.slice(0, 3) });
          if (batch.length === 0) return;
          claimed.push(...t.keys(batch));
        }
      };
      await Promise.all(servers.flatMap((store) => [claimer(store), claimer(store), claimer(store)]));
      expect(claimed).toHaveLength(count);
      expect(new Set(claimed).size).toBe(count);
    });
  });
}
