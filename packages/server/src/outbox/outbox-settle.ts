import type { Db } from '../db/database.ts';
import { unknownCopyNote, type OutboxStore } from './outbox-store.ts';
import type { Destination, ItemOutcome, LeadRef, OutboxItem } from './outbox-types.ts';
import { backoffMs } from './rate-window.ts';

export interface SettleOptions {
  db: Db;
  store: OutboxStore;
  destinations: ReadonlyMap<string, Destination>;
  retryDelaysMs: readonly number[];
  maxAttempts: number;
  random: () => number;
}

/**
 * Records the outcomes of one request in one transaction, and removes the items of leads erased while it
 * was in flight (queueing what must follow them, such as the deletion of a record just created). Returns
 * how long the destination must pause (the longest `retryAfterMs`, 0 for none).
 */
export function settleBatch(
  options: SettleOptions,
  destination: Destination,
  items: readonly OutboxItem[],
  outcomes: readonly ItemOutcome[],
  at: number,
): number {
  const { db, store } = options;
  let pauseMs = 0;
  db.transaction(() => {
    items.forEach((item, index) => {
      const outcome = outcomes[index] ?? { status: 'retry', error: `${destination.name} gave no outcome for this item.` };
      const erased = store.get(item.id)?.leadErased ?? false;
      const mayHaveLanded = !destination.idempotent && outcome.status === 'retry' && outcome.unknownOutcome === true;
      if (outcome.status === 'retry' && outcome.retryAfterMs !== undefined) pauseMs = Math.max(pauseMs, outcome.retryAfterMs);
      if (erased) {
        if (outcome.status === 'sent') {
          for (const next of destination.onErase?.({ ...item, externalId: outcome.externalId ?? null }) ?? []) store.enqueue(next, at);
          store.remove(item.id);
        } else if (mayHaveLanded || item.possibleDuplicate) store.keepAsErasedNote(item.id, unknownCopyNote);
        else store.remove(item.id);
        return;
      }
      if (outcome.status === 'sent') return store.settleSent(item.id, outcome.externalId ?? null, at);
      if (outcome.status === 'failed') return store.settleFailed(item.id, outcome.error, false);
      const maxAttempts = destination.maxAttempts?.(item) ?? options.maxAttempts;
      if (item.attempts >= maxAttempts) return store.settleFailed(item.id, outcome.error, mayHaveLanded);
      const waitMs = outcome.retryAfterMs ?? backoffMs(item.attempts, options.retryDelaysMs, options.random);
      store.settleRetry(item.id, {
        at: at + waitMs,
        error: outcome.error,
        alone: outcome.alone === true,
        possibleDuplicate: mayHaveLanded,
      });
    });
  })();
  return pauseMs;
}

/**
 * Inside an erasure's transaction: the items of these leads go. Sent ones leave what the destination
 * needs to remove its copy (Airtable: a `destroy` holding only the record id); in-flight ones are
 * settled first (`settleBatch`); ones whose earlier request may have landed stay as a note without
 * payload. Returns how many follow-up items were queued.
 */
export function forgetLeads(options: Pick<SettleOptions, 'store' | 'destinations'>, leads: readonly LeadRef[], at: number): number {
  const { store, destinations } = options;
  let queued = 0;
  for (const lead of leads) {
    for (const item of store.ofLead(lead)) {
      if (item.status === 'sending') {
        store.markLeadErased(item.id);
      } else if (item.status === 'sent') {
        for (const next of destinations.get(item.destination)?.onErase?.(item) ?? []) if (store.enqueue(next, at)) queued++;
        store.remove(item.id);
      } else if (item.possibleDuplicate && !item.leadErased) {
        store.keepAsErasedNote(item.id, unknownCopyNote);
      } else if (!item.leadErased) {
        store.remove(item.id);
      }
    }
  }
  return queued;
}
