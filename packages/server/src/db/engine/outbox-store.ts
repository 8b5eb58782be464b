import { enqueueOutboxItem } from './outbox-enqueue.ts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DestinationStats, LeadRef, NewOutboxItem, OutboxFilter, StoredItem } from '../../outbox/outbox-types.ts';
import type { Engine } from './engine-types.ts';
import type { OutboxTable, Schema } from './schema.ts';

type Row = Selectable<OutboxTable> & { lead_name?: string | null; lead_email?: string | null };

const toItem = (row: Row): StoredItem => ({
  id: row.id,
  destination: row.destination,
  action: row.action,
  idempotencyKey: row.idempotency_key,
  lead: row.lead_kind && row.lead_id ? { kind: row.lead_kind, id: row.lead_id } : null,
  payload: row.payload === null ? null : (JSON.parse(row.payload) as unknown),
  status: row.status,
  attempts: row.attempts,
  possibleDuplicate: row.possible_duplicate,
  externalId: row.external_id,
  createdAt: row.created_at,
  sendAlone: row.send_alone,
  leadErased: row.lead_erased,
  nextAttemptAt: row.next_attempt_at,
  lastAttemptAt: row.last_attempt_at,
  lastError: row.last_error,
  sentAt: row.sent_at,
  leadName: row.lead_name ?? null,
  leadEmail: row.lead_email ?? null,
});

/** Left on an item taken back from a server that stopped (or whose lease ended) before its answer was recorded. */
export const inFlightNote = 'In flight when the server stopped; sent again.';

/** Left on an erased lead's item when a copy may exist at the receiver and we cannot know its id. */
export const unknownCopyNote =
  'The lead was erased, but an earlier request for it went unanswered (a timeout, a dropped connection or a restart): a copy may exist at the receiver. Check there and delete it.';

/**
 * Which items in flight a recovery takes back: those orphaned at a start (`OutboxClaims`), this server's own
 * (after a failed write), or another server's whose lease has ended (it died; a claim takes those over
 * too, but not an erased lead's).
 */
export type RecoveryScope = 'start' | 'mine' | 'expired';

export interface ClaimOptions {
  /** Due items looked at, of which `pick` chooses the batch. */
  limit: number;
  /** How long the batch is this server's before another may take it over (ms). */
  leaseMs: number;
  /** Flag items taken over from an ended lease as possible duplicates (the receiver cannot drop a repeat). */
  flagDuplicate: boolean;
  /** The batch, from the due items in due order; runs inside the claim's transaction (synchronous). */
  pick(due: readonly StoredItem[]): StoredItem[];
}

/** The writes that record a request's outcomes, inside one transaction (`OutboxWorkStore.transaction`). */
export interface OutboxWrites {
  get(id: number): Promise<StoredItem | null>;
  /** Queues an item; false when its key was queued before. */
  enqueue(item: NewOutboxItem, at: number): Promise<boolean>;
  settleSent(id: number, externalId: string | null, at: number): Promise<void>;
  settleRetry(id: number, next: { at: number; error: string; alone: boolean; possibleDuplicate: boolean }): Promise<void>;
  settleFailed(id: number, error: string, possibleDuplicate: boolean): Promise<void>;
  remove(id: number): Promise<void>;
  /** Keeps an erased lead's item whose earlier attempt may have reached the receiver, as a failed note without payload. */
  keepAsErasedNote(id: number, note: string): Promise<void>;
  /** A lead's items (an erasure forgets them). */
  ofLead(lead: LeadRef): Promise<StoredItem[]>;
  /** An item in flight whose lead was erased: its payload goes now, its answer is recorded as the erasure's. */
  markLeadErased(id: number): Promise<void>;
  /** Items in flight, in `scope`, whose lead was erased meanwhile (before `recoverInFlight`). */
  erasedInFlight(destination: string, scope: RecoveryScope, at: number): Promise<StoredItem[]>;
  /**
   * Items in flight, in `scope`, go out again (flagged when the destination cannot drop a repeat); those
   * whose lead was erased meanwhile stay as a failed note (`note`). Returns how many go again.
   */
  recoverInFlight(
    destination: string,
    scope: RecoveryScope,
    options: { flagDuplicate: boolean; at: number; note: string },
  ): Promise<number>;
}

/**
 * The outbox's work on the engine (`outbox/outbox-engine.ts`): claiming batches with a lease, recording
 * outcomes, recovering what was in flight, and the operator's list. `owner` names this server in
 * `claimed_by`: outcomes are recorded only for items it still holds. Queueing with a lead and an
 * erasure's marks run inside their causes' transactions (`enqueueOutboxItem`, `within`).
 */
export function outboxWorkStore(engine: Pick<Engine, 'db' | 'outboxClaims'>, owner: string) {
  const { db, outboxClaims } = engine;

  function writes(trx: Kysely<Schema>): OutboxWrites {
    const inScope = (scope: RecoveryScope, at: number) =>
      scope === 'start'
        ? outboxClaims.orphanedAtStart(at, owner)
        : scope === 'mine'
          ? sql<boolean>`claimed_by = ${owner}`
          : sql<boolean>`lease_until <= ${at} AND claimed_by <> ${owner}`;
    const held = (id: number) =>
      trx.updateTable('outbox').where('id', '=', id).where('status', '=', 'sending').where('claimed_by', '=', owner);
    const released = { claimed_by: null, lease_until: null } as const;
    return {
      async get(id) {
        const row = await trx.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
        return row ? toItem(row) : null;
      },
      enqueue: (item, at) => enqueueOutboxItem(trx, item, at),
      async settleSent(id, externalId, at) {
        await held(id)
          .set({ status: 'sent', external_id: externalId, sent_at: at, last_error: null, ...released })
          .execute();
      },
      async settleRetry(id, next) {
        await held(id)
          .set((eb) => ({
            status: 'pending',
            next_attempt_at: next.at,
            last_error: next.error,
            send_alone: next.alone ? true : eb.ref('send_alone'),
            possible_duplicate: next.possibleDuplicate ? true : eb.ref('possible_duplicate'),
            ...released,
          }))
          .execute();
      },
      async settleFailed(id, error, possibleDuplicate) {
        await held(id)
          .set((eb) => ({
            status: 'failed',
            last_error: error,
            possible_duplicate: possibleDuplicate ? true : eb.ref('possible_duplicate'),
            ...released,
          }))
          .execute();
      },
      async remove(id) {
        await trx.deleteFrom('outbox').where('id', '=', id).execute();
      },
      async keepAsErasedNote(id, note) {
        await trx
          .updateTable('outbox')
          .set({ status: 'failed', payload: null, lead_erased: true, last_error: note, ...released })
          .where('id', '=', id)
          .execute();
      },
      async ofLead(lead) {
        const rows = await trx.selectFrom('outbox').selectAll().where('lead_id', '=', lead.id).where('lead_kind', '=', lead.kind).execute();
        return rows.map(toItem);
      },
      async markLeadErased(id) {
        await trx.updateTable('outbox').set({ lead_erased: true, payload: null }).where('id', '=', id).execute();
      },
      async erasedInFlight(destination, scope, at) {
        const rows = await trx
          .selectFrom('outbox')
          .selectAll()
          .where('destination', '=', destination)
          .where('status', '=', 'sending')
          .where('lead_erased', '=', true)
          .where(inScope(scope, at))
          .orderBy('id')
          .execute();
        return rows.map(toItem);
      },
      async recoverInFlight(destination, scope, { flagDuplicate, at, note }) {
        const inFlight = trx
          .updateTable('outbox')
          .where('destination', '=', destination)
          .where('status', '=', 'sending')
          .where(inScope(scope, at));
        await inFlight
          .set({ status: 'failed', possible_duplicate: true, last_error: note, ...released })
          .where('lead_erased', '=', true)
          .execute();
        const result = await inFlight
          .set((eb) => ({
            status: 'pending',
            next_attempt_at: eb.case().when('next_attempt_at', '<', at).then(eb.ref('next_attempt_at')).else(at).end(),
            possible_duplicate: flagDuplicate ? true : eb.ref('possible_duplicate'),
            last_error: inFlightNote,
            ...released,
          }))
          .where('lead_erased', '=', false)
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      },
    };
  }

  const listed = (status: StoredItem['status'], destination: string | undefined, limit: number) =>
    db
      .selectFrom('outbox as o')
      .leftJoin('contact_inquiries as c', (join) => join.on('o.lead_kind', '=', 'contact').onRef('c.id', '=', 'o.lead_id'))
      .leftJoin('waitlist_entries as w', (join) => join.on('o.lead_kind', '=', 'waitlist').onRef('w.id', '=', 'o.lead_id'))
      .selectAll('o')
      .select((eb) => [eb.fn.coalesce('c.full_name', 'w.full_name').as('lead_name'), eb.fn.coalesce('c.email', 'w.email').as('lead_email')])
      .where('o.status', '=', status)
      .$if(destination !== undefined, (query) => query.where('o.destination', '=', destination!))
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(limit);

  return {
    /**
     * Claims the next batch of `destination`: due items (lowest priority, then oldest due, first) and items
     * whose lease has ended, marked `sending` by this server with a lease, the attempt counted, committed
     * before the request goes out. An item taken over keeps its row, so its idempotency key.
     */
    claim(destination: string, at: number, options: ClaimOptions): Promise<StoredItem[]> {
      return db.transaction().execute(async (trx) => {
        const due = await outboxClaims
          .lockSkippingHeld(
            trx
              .selectFrom('outbox')
              .selectAll()
              .where('destination', '=', destination)
              .where((eb) =>
                eb.or([
                  eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', at)]),
                  eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', at), eb('lead_erased', '=', false)]),
                ]),
              ),
          )
          .orderBy('priority')
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(options.limit)
          .execute();
        const batch = options.pick(due.map(toItem));
        if (batch.length === 0) return [];
        const ids = batch.map((item) => item.id);
        const takenOver = batch.filter((item) => item.status === 'sending').map((item) => item.id);
        if (takenOver.length > 0)
          await trx
            .updateTable('outbox')
            .set({ last_error: inFlightNote, ...(options.flagDuplicate ? { possible_duplicate: true } : {}) })
            .where('id', 'in', takenOver)
            .execute();
        await trx
          .updateTable('outbox')
          .set((eb) => ({
            status: 'sending',
            attempts: eb('attempts', '+', 1),
            last_attempt_at: at,
            claimed_by: owner,
            lease_until: at + options.leaseMs,
          }))
          .where('id', 'in', ids)
          .execute();
        return batch.map((item) => ({
          ...item,
          status: 'sending' as const,
          attempts: item.attempts + 1,
          possibleDuplicate: item.possibleDuplicate || (options.flagDuplicate && takenOver.includes(item.id)),
          lastAttemptAt: at,
        }));
      });
    },
    /** Gives back a claimed batch unsent (the server stopped while claiming it): waiting again, the attempt not counted. */
    async release(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('outbox')
        .set((eb) => ({ status: 'pending', attempts: eb('attempts', '-', 1), claimed_by: null, lease_until: null }))
        .where('id', 'in', ids)
        .where('status', '=', 'sending')
        .where('claimed_by', '=', owner)
        .execute();
    },
    /** When the lane should look again: the next due item, or the end of another server's lease (`claim`, or `expired` recovery). */
    async nextDueAt(destination: string): Promise<number | null> {
      const row = await db
        .selectFrom('outbox')
        .select(sql<number | null>`min(CASE WHEN status = 'pending' THEN next_attempt_at ELSE lease_until END)`.as('at'))
        .where('destination', '=', destination)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'pending'),
            eb.and([eb('status', '=', 'sending'), eb('lease_until', 'is not', null), eb('claimed_by', '!=', owner)]),
          ]),
        )
        .executeTakeFirst();
      return row?.at ?? null;
    },
    /** Runs `work` in one transaction; it must await only the writes it is given. */
    transaction<T>(work: (writes: OutboxWrites) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(writes(trx)));
    },
    /** The same writes inside a transaction of another store (an erasure's). */
    within(trx: Kysely<Schema>): OutboxWrites {
      return writes(trx);
    },
    async list({ status, destination, limit }: OutboxFilter): Promise<StoredItem[]> {
      const statuses = status === 'pending' ? (['sending', 'pending'] as const) : [status];
      const rows = (await Promise.all(statuses.map((each) => listed(each, destination, limit).execute()))).flat();
      return rows
        .sort((x, y) => y.created_at - x.created_at || y.id - x.id)
        .slice(0, limit)
        .map(toItem);
    },
    async view(id: number): Promise<StoredItem | null> {
      const [row] = await listed('pending', undefined, 1).clearWhere().where('o.id', '=', id).execute();
      return row ? toItem(row) : null;
    },
    /** Puts a failed (or waiting) item back, due at `at`; false when there is none. */
    async retry(id: number, at: number): Promise<boolean> {
      const result = await db
        .updateTable('outbox')
        .set({ status: 'pending', next_attempt_at: at })
        .where('id', '=', id)
        .where('status', 'in', ['failed', 'pending'])
        .where('lead_erased', '=', false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async retryAllFailed(at: number, destination?: string): Promise<number> {
      const result = await db
        .updateTable('outbox')
        .set({ status: 'pending', next_attempt_at: at })
        .where('status', '=', 'failed')
        .where('lead_erased', '=', false)
        .$if(destination !== undefined, (query) => query.where('destination', '=', destination!))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    async stats(at: number): Promise<DestinationStats[]> {
      const rows = await db
        .selectFrom('outbox')
        .select([
          'destination',
          sql<number>`sum(CASE WHEN status IN ('pending', 'sending') THEN 1 ELSE 0 END)`.as('depth'),
          sql<number>`sum(CASE WHEN status = 'sending' THEN 1 ELSE 0 END)`.as('in_flight'),
          sql<number>`sum(CASE WHEN status = 'failed' THEN 1 ELSE 0 END)`.as('failed'),
          sql<number | null>`min(CASE WHEN status IN ('pending', 'sending') THEN created_at END)`.as('oldest'),
        ])
        .where('status', 'in', ['pending', 'sending', 'failed'])
        .groupBy('destination')
        .orderBy('destination')
        .execute();
      return rows.map((row) => ({
        destination: row.destination,
        depth: row.depth,
        inFlight: row.in_flight,
        failed: row.failed,
        oldestPendingAgeMs: row.oldest === null ? null : Math.max(0, at - row.oldest),
      }));
    },
  };
}

export type OutboxWorkStore = ReturnType<typeof outboxWorkStore>;
