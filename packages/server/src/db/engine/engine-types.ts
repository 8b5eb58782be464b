import type { Expression, Kysely, SelectQueryBuilder, SqlBool, Transaction } from 'kysely';
import type { MigrationStatus } from '../schema-migrations.ts';
import type { LeadSearch } from './lead-search.ts';
import type { LiveEvents } from './live-events.ts';
import type { Schema } from './schema.ts';

export type EngineKind = 'sqlite' | 'postgres';

/** SQL that is written differently on each engine, as expressions the shared queries embed. */
export interface EngineSql {
  /** The text column holds a normalised UTC ISO instant (`2026-01-31T09:00:00.000Z`): GLOB in SQLite, `~` in PostgreSQL. */
  isNormalisedInstant(column: string): Expression<SqlBool>;
  /**
   * Serialises the transactions that take the lock `name` until each ends, so what they number is
   * committed in number order: nothing to do on SQLite (one writer since `begin immediate`),
   * `pg_advisory_xact_lock` on PostgreSQL.
   */
  transactionLock(trx: Transaction<Schema>, name: string): Promise<void>;
  /** Whether the text `column` holds `value` anywhere: `instr` in SQLite, `strpos` in PostgreSQL. */
  containsText(column: string, value: string): Expression<SqlBool>;
  /**
   * Whether the text `column` equals `value` in any (ASCII) case, as the column's index is built:
   * `COLLATE NOCASE` in SQLite, `lower()` in PostgreSQL.
   */
  equalsIgnoringCase(column: string, value: string): Expression<SqlBool>;
}

/**
 * How servers share the outbox's work (`engine/outbox-store.ts`). A claim selects due items and marks them
 * `sending` with a lease in one transaction; what differs is who else may be claiming meanwhile.
 */
export interface OutboxClaims {
  /**
   * The claim's select, holding its rows until the transaction ends and passing over rows another claim
   * holds: unchanged on SQLite (one process, `begin immediate` lets one claim run at a time), `FOR UPDATE
   * SKIP LOCKED` on PostgreSQL.
   */
  lockSkippingHeld<O>(query: SelectQueryBuilder<Schema, 'outbox', O>): SelectQueryBuilder<Schema, 'outbox', O>;
  /**
   * Which items in flight a starting server (`owner`) takes back at once: every one on SQLite (the one
   * process that sent them stopped), on PostgreSQL those whose lease has ended and those it held itself
   * before it stopped (the others are another live server's).
   */
  orphanedAtStart(at: number, owner: string): Expression<SqlBool>;
}

/** A slot of a rate limit to take (`engine/rate-slots-store.ts`): in `bucket`, until `expiresAt`, if it holds fewer than `limit` at `at`. */
export interface RateSlotRequest {
  bucket: string;
  limit: number;
  at: number;
  expiresAt: number;
}

/**
 * How a rate limit counts and takes a slot as one statement, so that servers sharing a bucket never admit
 * more than its limit together: an `INSERT … SELECT … WHERE (count) < limit` on SQLite (one writer), a
 * function holding the bucket's advisory lock while it counts and inserts on PostgreSQL (READ COMMITTED
 * would let two such inserts both see the last free slot).
 */
export interface RateSlotTaking {
  /** The new slot's id, or null when the bucket is full. */
  take(db: Kysely<Schema>, request: RateSlotRequest): Promise<number | null>;
}

/** The engine's schema: its migration list and the runner that records it. */
export interface EngineMigrations {
  /** Applies the pending migrations; returns their versions (none when up to date). */
  migrate(): Promise<number[]>;
  status(): Promise<MigrationStatus>;
}

/**
 * One store, SQLite or PostgreSQL, behind one typed query builder. Queries are written once against
 * `db`; what cannot be is one small part each: `sql`, `leadSearch`, `outboxClaims`, `rateSlots`, `migrations`. Parts
 * to come: `liveEvents` (in-process / `LISTEN`/`NOTIFY`) and `locks` (in-process / `pg_advisory_lock`).
 */
export interface Engine {
  readonly kind: EngineKind;
  readonly db: Kysely<Schema>;
  readonly sql: EngineSql;
  readonly leadSearch: LeadSearch;
  readonly outboxClaims: OutboxClaims;
  readonly rateSlots: RateSlotTaking;
  readonly migrations: EngineMigrations;
  /** Events between the servers of this database (countdown changes, lead changes). */
  readonly live: LiveEvents;
  close(): Promise<void>;
}

export interface OpenEngineOptions {
  /** Bring the schema up to date on open (default); `false` opens it as it is, say to read its status. */
  migrate?: boolean;
  /** PostgreSQL lost an idle connection (a restart, a failover): the pool replaces it on next use. */
  onConnectionError?: (error: Error) => void;
}
