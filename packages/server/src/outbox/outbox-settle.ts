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

/** What was recorded for an item: sent, put back to try again, or failed (the operator's); null: its lead was erased. */
export type Recorded = 'sent' | 'retried' | 'failed' | null;

/**
 * Records the outcomes of one request in one transaction, and removes the items of leads erased while it
 * was in flight (queueing what must follow them, such as the deletion of a record just created). Returns
 * how long the destination must pause (the longest `retryAfterMs`, 0 for none) and what was recorded per item.
 */
export function settleBatch(
  options: SettleOptions,
  destination: Destination,
  items: readonly OutboxItem[],
  outcomes: readonly ItemOutcome[],
  at: number,
): { pauseMs: number; recorded: Recorded[] } {
  const { db, store } = options;
  let pauseMs = 0;
  const recorded: Recorded[] = db.transaction(() =>
    items.map((item, index): Recorded => {
      const outcome = outcomes[index] ?? { status: 'retry', error: `${destination.name} gave no outcome for this item.` };
      const erased = store.get(item.id)?.leadErased ?? false;
      const mayHaveLanded = !destination.idempotent && outcome.status === 'retry' && outcome.unknownOutcome === true;
      if (outcome.status === 'retry' && outcome.retryAfterMs !== undefined) pauseMs = Math.max(pauseMs, outcome.retryAfterMs);
      if (erased) {
        if (outcome.status === 'sent') followErased(store, destination, { ...item, externalId: outcome.externalId ?? null }, false, at);
        else if (mayHaveLanded || item.possibleDuplicate)
          followErased(store, destination, { ...item, possibleDuplicate: true }, mayHaveLanded, at);
        else store.remove(item.id);
        return null;
      }
      if (outcome.status === 'sent') {
        for (const next of outcome.followUps ?? []) store.enqueue(next, at);
        store.settleSent(item.id, outcome.externalId ?? null, at);
        return 'sent';
      }
      if (outcome.status === 'failed') {
        store.settleFailed(item.id, outcome.error, false);
        return 'failed';
      }
      const maxAttempts = destination.maxAttempts?.(item) ?? options.maxAttempts;
      if (item.attempts >= maxAttempts) {
        store.settleFailed(item.id, outcome.error, mayHaveLanded);
        return 'failed';
      }
      const waitMs = outcome.retryAfterMs ?? backoffMs(item.attempts, options.retryDelaysMs, options.random);
      store.settleRetry(item.id, {
        at: at + waitMs,
        error: outcome.error,
        alone: outcome.alone === true,
        possibleDuplicate: mayHaveLanded,
      });
      return 'retried';
    }),
  )();
  return { pauseMs, recorded };
}

/**
 * An erased lead's item goes, leaving what the destination needs to remove its copies (`onErase`). One that
 * may have left a copy the destination cannot follow up stays as a note without payload. Returns the
 * follow-ups queued.
 */
function followErased(store: OutboxStore, destination: Destination | undefined, item: OutboxItem, landingMayFollow: boolean, at: number) {
  const next = destination?.onErase?.(item, { landingMayFollow }) ?? [];
  let queued = 0;
  for (const follow of next) if (store.enqueue(follow, at)) queued++;
  if ((item.possibleDuplicate || landingMayFollow) && next.length === 0) store.keepAsErasedNote(item.id, unknownCopyNote);
  else store.remove(item.id);
  return queued;
}

/**
 * At start (or when a lane resumes after an error), before `recoverInFlight`: items in flight when the
 * process stopped whose lead was erased meanwhile. Their request may have landed: they go as an erasure
 * of a possible copy (`followErased`).
 */
export function forgetErasedInFlight(options: Pick<SettleOptions, 'db' | 'store'>, destination: Destination, at: number): void {
  const { db, store } = options;
  db.transaction(() => {
    for (const item of store.erasedInFlight(destination.name))
      followErased(store, destination, { ...item, possibleDuplicate: true }, true, at);
  })();
}

/**
 * Inside an erasure's transaction: the items of these leads go. Sent ones, and ones whose earlier request
 * may have landed, leave what the destination needs to remove its copies (Airtable: a `destroy` holding
 * only the record id, a `find` holding only the lead's id); in-flight ones are settled first
 * (`settleBatch`); a possible copy no follow-up can reach stays as a note without payload. Returns how
 * many follow-up items were queued.
 */
export function forgetLeads(options: Pick<SettleOptions, 'store' | 'destinations'>, leads: readonly LeadRef[], at: number): number {
  const { store, destinations } = options;
  let queued = 0;
  for (const lead of leads) {
    for (const item of store.ofLead(lead)) {
      if (item.status === 'sending') {
        store.markLeadErased(item.id);
      } else if (item.status === 'sent' || (item.possibleDuplicate && !item.leadErased)) {
        queued += followErased(store, destinations.get(item.destination), item, false, at);
      } else if (!item.leadErased) {
        store.remove(item.id);
      }
    }
  }
  return queued;
}
