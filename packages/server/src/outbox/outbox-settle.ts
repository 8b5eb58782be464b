import { unknownCopyNote, type OutboxWorkStore, type OutboxWrites, type RecoveryScope } from '../db/engine/outbox-store.ts';
import type { Destination, ItemOutcome, LeadRef, NewOutboxItem, OutboxItem } from './outbox-types.ts';
import { backoffMs } from './rate-window.ts';

export interface SettleOptions {
  work: OutboxWorkStore;
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
export async function settleBatch(
  options: SettleOptions,
  destination: Destination,
  items: readonly OutboxItem[],
  outcomes: readonly ItemOutcome[],
  at: number,
): Promise<{ pauseMs: number; recorded: Recorded[] }> {
  let pauseMs = 0;
  const recorded = await options.work.transaction(async (store) => {
    const each: Recorded[] = [];
    for (const [index, item] of items.entries()) {
      const outcome = outcomes[index] ?? { status: 'retry', error: `${destination.name} gave no outcome for this item.` };
      if (outcome.status === 'retry' && outcome.retryAfterMs !== undefined) pauseMs = Math.max(pauseMs, outcome.retryAfterMs);
      each.push(await settleOne(options, store, destination, item, outcome, at));
    }
    return each;
  });
  return { pauseMs, recorded };
}

async function settleOne(
  options: SettleOptions,
  store: OutboxWrites,
  destination: Destination,
  item: OutboxItem,
  outcome: ItemOutcome,
  at: number,
): Promise<Recorded> {
  const erased = (await store.get(item.id))?.leadErased ?? false;
  const mayHaveLanded = !destination.idempotent && outcome.status === 'retry' && outcome.unknownOutcome === true;
  if (erased) {
    if (outcome.status === 'sent') await followErased(store, destination, { ...item, externalId: outcome.externalId ?? null }, false, at);
    else if (mayHaveLanded || item.possibleDuplicate)
      await followErased(store, destination, { ...item, possibleDuplicate: true }, mayHaveLanded, at);
    else await store.remove(item.id);
    return null;
  }
  if (outcome.status === 'sent') {
    for (const next of outcome.followUps ?? []) await store.enqueue(next, at);
    await store.settleSent(item.id, outcome.externalId ?? null, at);
    return 'sent';
  }
  if (outcome.status === 'failed') {
    await store.settleFailed(item.id, outcome.error, false);
    return 'failed';
  }
  const maxAttempts = destination.maxAttempts?.(item) ?? options.maxAttempts;
  if (item.attempts >= maxAttempts) {
    await store.settleFailed(item.id, outcome.error, mayHaveLanded);
    return 'failed';
  }
  const waitMs = outcome.retryAfterMs ?? backoffMs(item.attempts, options.retryDelaysMs, options.random);
  await store.settleRetry(item.id, {
    at: at + waitMs,
    error: outcome.error,
    alone: outcome.alone === true,
    possibleDuplicate: mayHaveLanded,
  });
  return 'retried';
}

/**
 * What an erased lead's item leaves: the follow-ups the destination needs to remove its copies (`onErase`),
 * and whether it stays as a note without payload (it may have left a copy no follow-up can reach).
 */
function erasedPlan(destination: Destination | undefined, item: OutboxItem, landingMayFollow: boolean) {
  const followUps: NewOutboxItem[] = destination?.onErase?.(item, { landingMayFollow }) ?? [];
  return { followUps, keepNote: (item.possibleDuplicate || landingMayFollow) && followUps.length === 0 };
}

async function followErased(
  store: OutboxWrites,
  destination: Destination | undefined,
  item: OutboxItem,
  landingMayFollow: boolean,
  at: number,
) {
  const { followUps, keepNote } = erasedPlan(destination, item, landingMayFollow);
  for (const follow of followUps) await store.enqueue(follow, at);
  if (keepNote) await store.keepAsErasedNote(item.id, unknownCopyNote);
  else await store.remove(item.id);
}

/**
 * At start (or when a lane resumes after an error), in one transaction: items in flight in `scope` go out
 * again (`OutboxWrites.recoverInFlight`). Those whose lead was erased meanwhile may have landed: they go
 * first, as an erasure of a possible copy (`followErased`). Returns how many go again.
 */
export function recoverInFlight(work: OutboxWorkStore, destination: Destination, scope: RecoveryScope, at: number): Promise<number> {
  return work.transaction(async (store) => {
    for (const item of await store.erasedInFlight(destination.name, scope, at))
      await followErased(store, destination, { ...item, possibleDuplicate: true }, true, at);
    return store.recoverInFlight(destination.name, scope, { flagDuplicate: !destination.idempotent, at, note: unknownCopyNote });
  });
}

/**
 * Inside an erasure's transaction: the items of these leads go. Sent ones, and ones whose earlier request
 * may have landed, leave what the destination needs to remove its copies (Airtable: a `destroy` holding
 * only the record id, a `find` holding only the lead's id); in-flight ones are settled first
 * (`settleBatch`); a possible copy no follow-up can reach stays as a note without payload. Returns how
 * many follow-up items were queued.
 */
export async function forgetLeads(
  options: { store: OutboxWrites; destinations: ReadonlyMap<string, Destination> },
  leads: readonly LeadRef[],
  at: number,
): Promise<number> {
  const { store, destinations } = options;
  let queued = 0;
  for (const lead of leads) {
    for (const item of await store.ofLead(lead)) {
      if (item.status === 'sending') {
        await store.markLeadErased(item.id);
      } else if (item.status === 'sent' || (item.possibleDuplicate && !item.leadErased)) {
        const { followUps, keepNote } = erasedPlan(destinations.get(item.destination), item, false);
        for (const follow of followUps) if (await store.enqueue(follow, at)) queued++;
        if (keepNote) await store.keepAsErasedNote(item.id, unknownCopyNote);
        else await store.remove(item.id);
      } else if (!item.leadErased) {
        await store.remove(item.id);
      }
    }
  }
  return queued;
}
