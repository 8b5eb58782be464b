import type { LeadRef } from '../db/lead-rows.ts';

export type { LeadRef };

/**
 * The durable outbox: one queue (table `outbox`, migration 9) for everything that leaves the process
 * (Airtable records today; mail and signed webhooks next). An item is stored in the same transaction as
 * what caused it, then sent by the engine (`outbox-engine.ts`) with the destination's rate, batch size,
 * timeout and back-off, resumed after a restart, listed for the operator (`/api/outbox`) and erased
 * with its lead.
 *
 * Adding a destination (`mail`, `webhook`) needs no change to the engine:
 * 1. Write a `Destination` (below): `name`, `rate`, `batchSize` (1 for mail and webhooks), `timeoutMs`
 *    (SPEC: 10 s), `idempotent`, and `send(items, signal)`.
 * 2. Enqueue `NewOutboxItem`s with `engine.enqueue()` inside the transaction that stores their cause
 *    (a lead: `wiring.ts` `queueForLead`), and `engine.kick()` once it has committed.
 * 3. Pass the destination to `createOutboxEngine({ destinations })` in `wire-outbox.ts`.
 *
 * The engine's promises:
 * - Due order within a destination (lowest `priority` first, then oldest due first), batches of up to `batchSize` items that share a
 *   `batchKey`. Each destination has its own lane: one destination's outage, penalty or hung request
 *   never holds another's items.
 * - At most `rate.requests` requests in any `rate.perMs`, counted from each request's start until
 *   `perMs` after its answer, so the receiver never sees more, whatever the network's jitter. Held
 *   across retries and batches. Up to `concurrency` requests in flight per destination (default one).
 * - A request that has not settled after `timeoutMs` is abandoned (its `signal` aborts) and its items
 *   retried: it delays nothing else by more than `timeoutMs`.
 * - Retryable failures wait (`retryDelaysMs` with jitter, or exactly the `retryAfterMs` the destination
 *   reports, which also pauses the whole destination: a 429 or 503 speaks for the service, not the item).
 *   Every try counts as an attempt; after `maxAttempts` the item is `failed`, listed, and retryable by the
 *   operator.
 * - Exactly once across kills: before a request, its items are claimed (`sending`, attempt counted, held by
 *   this server with a lease: `db/engine/outbox-store.ts`) in a committed transaction; the answer is recorded
 *   right after it arrives, by the server still holding them. Items a stopped server left `sending` were in
 *   flight when it died: they are sent again (on SQLite at the next start; on PostgreSQL by any server once
 *   the lease has ended). A destination with `idempotent: true`
 *   (the receiver drops a repeated idempotency key: SMTP Message-ID, `webhook-id`) makes that exactly
 *   once. With `idempotent: false` (Airtable has no idempotency key) the item is flagged
 *   `possibleDuplicate`: the window is the requests in flight at the kill (one batch) and requests whose
 *   answer never came (timeouts, dropped connections).
 * - `stop()` stops scheduling and resolves once the requests in flight have been answered (or timed out)
 *   and recorded: a graceful shutdown sends nothing twice.
 */
export interface Destination {
  /** Stored in `outbox.destination`: `airtable`, `mail`, `webhook`. */
  readonly name: string;
  /** At most `requests` requests in any `perMs` milliseconds (Airtable: 5 per 1,000 per base). */
  readonly rate: { requests: number; perMs: number };
  /** Items per request (Airtable 10; mail and webhook 1). */
  readonly batchSize: number;
  /**
   * Requests in flight at once (default 1; mail: one per pooled SMTP connection), within `rate`: a
   * request that hangs holds up only its own place until `timeoutMs`.
   */
  readonly concurrency?: number;
  /** A request still unsettled after this long is abandoned and retried (SPEC: 10,000). */
  readonly timeoutMs: number;
  /** True when sending the same idempotency key twice cannot make a second copy at the receiver. */
  readonly idempotent: boolean;
  /** Items share a request only when their keys are equal (Airtable: action and table). Default: `action`. */
  batchKey?(item: OutboxItem): string;
  /** Attempts before a retryable failure becomes `failed`; undefined: the engine's `maxAttempts`. `Infinity`: never. */
  maxAttempts?(item: OutboxItem): number | undefined;
  /**
   * Sends one batch; resolves with one outcome per item, in the order given. Should stop when `signal`
   * aborts (the engine stops waiting either way). A rejection counts as a retryable failure of every item.
   */
  send(items: readonly OutboxItem[], signal: AbortSignal): Promise<ItemOutcome[]>;
  /**
   * The item's lead is being erased: what must follow it out to remove the receiver's copies (Airtable:
   * a `destroy` of the record it created; a `find` of every record holding the lead's id when a request
   * may have made one unrecorded). Called inside the erasure's transaction. An item that may have left a
   * copy (`possibleDuplicate`, or `erasure.landingMayFollow`) and gets no follow-up stays as a note for the operator.
   */
  onErase?(item: OutboxItem, erasure: ErasureContext): NewOutboxItem[];
  /** One line for the operator's list (`Delete recXXXX from Website`); no personal data. */
  describe?(item: OutboxItem): string;
  /** Lets go of what the destination holds open (pooled connections) once the engine has stopped; a start opens them again. */
  close?(): void;
}

/** How an item stands when its lead is erased. */
export interface ErasureContext {
  /** A request for it just went unanswered: a copy may still land at the receiver a little later. */
  landingMayFollow: boolean;
}

/** What became of one item in one request. */
export type ItemOutcome =
  | {
      status: 'sent';
      /** The receiver's id: Airtable record id, SMTP Message-ID. */
      externalId?: string;
      /** Items to queue with the outcome, in its transaction (Airtable: the deletions of the records a `find` found). */
      followUps?: readonly NewOutboxItem[];
    }
  | {
      status: 'retry';
      /** For the operator: SPEC section 8 wording where there is one. */
      error: string;
      /** Wait exactly this long (Retry-After, a penalty) and pause the whole destination as long. */
      retryAfterMs?: number;
      /** The request may have reached the receiver (timeout, dropped connection). */
      unknownOutcome?: boolean;
      /** Send this item in a request of its own from now on (the receiver refused the batch as a whole). */
      alone?: boolean;
    }
  | { status: 'failed'; error: string };

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** One queued item, as the engine and destinations see it. */
export interface OutboxItem {
  id: number;
  destination: string;
  /** What to do: Airtable `create` or `destroy`, mail `send`, webhook `deliver`. */
  action: string;
  idempotencyKey: string;
  /** The lead it belongs to; null for items that belong to none (a deletion after erasure, bookkeeping). */
  lead: LeadRef | null;
  /** Parsed JSON, or null (Airtable's `create` reads the stored submission at send time). */
  payload: unknown;
  status: OutboxStatus;
  /** Attempts so far, this one included while `sending`. */
  attempts: number;
  /** Earlier attempts may have reached the receiver (see `Destination.idempotent`). */
  possibleDuplicate: boolean;
  externalId: string | null;
  createdAt: number;
}

/** An item to queue. `idempotencyKey` is unique in the table: queueing the same key twice is a no-op. */
export interface NewOutboxItem {
  destination: string;
  action: string;
  idempotencyKey: string;
  lead?: LeadRef | null;
  payload?: unknown;
  /** Sent before items of a higher number that are due as well (default 0). */
  priority?: number;
  /** Due this long after it is queued (default: at once). */
  delayMs?: number;
}

/** Per destination, for the operator and the metrics. */
export interface DestinationStats {
  destination: string;
  /** Items not yet sent: waiting or in flight. */
  depth: number;
  inFlight: number;
  failed: number;
  /** Age of the oldest item not yet sent, in milliseconds; null when none. */
  oldestPendingAgeMs: number | null;
}

/** An item with the columns only the engine and the operator's list need. */
export interface StoredItem extends OutboxItem {
  sendAlone: boolean;
  /** Its lead was erased while it was in flight: settle it, then remove it. */
  leadErased: boolean;
  nextAttemptAt: number;
  lastAttemptAt: number | null;
  lastError: string | null;
  sentAt: number | null;
  /** The lead's name and address, while the lead exists (operator's list only). */
  leadName: string | null;
  leadEmail: string | null;
}

/** The operator's filter: `pending` selects items waiting or in flight. */
export interface OutboxFilter {
  destination?: string;
  status: 'pending' | 'sent' | 'failed';
  limit: number;
}
