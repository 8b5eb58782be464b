import type { Engine } from './engine-types.ts';

/** One stored security event: what its log line holds, the e-mail address only as its hash. */
export interface SecurityEventRow {
  at: number;
  event: string;
  outcome: 'success' | 'failure' | 'refused';
  ip: string | null;
  emailHash: string | null;
  operatorId: string | null;
  device: string | null;
  details: Record<string, string | number | boolean>;
}

export interface StoredSecurityEvent extends SecurityEventRow {
  id: number;
}

/** Where a page of events ends: the last event shown (events are ordered by time, then id, newest first). */
export interface SecurityEventCursor {
  at: number;
  id: number;
}

export interface SecurityEventQuery {
  /** Only these events (all when absent). */
  events?: readonly string[];
  before?: SecurityEventCursor;
  limit: number;
}

export interface SecurityEventsStore {
  add(rows: readonly SecurityEventRow[]): Promise<void>;
  /** Up to `limit` events, newest first, older than `before`; `next` is the cursor of older ones, null on the last page. */
  page(query: SecurityEventQuery): Promise<{ events: StoredSecurityEvent[]; next: SecurityEventCursor | null }>;
  /** Deletes the events from before `at`; answers how many. */
  purgeBefore(at: number): Promise<number>;
}

/** The stored security log on either engine (`audit/security-events.ts` writes it, the activity page reads it). */
export function securityEventsStore({ db }: Pick<Engine, 'db'>): SecurityEventsStore {
  return {
    async add(rows) {
      if (rows.length === 0) return;
      await db
        .insertInto('security_events')
        .values(
          rows.map((row) => ({
            at: row.at,
            event: row.event,
            outcome: row.outcome,
            ip: row.ip,
            email_hash: row.emailHash,
            operator_id: row.operatorId,
            device: row.device,
            details: JSON.stringify(row.details),
          })),
        )
        .execute();
    },
    async page({ events, before, limit }) {
      let query = db.selectFrom('security_events').selectAll();
      if (events) query = query.where('event', 'in', events.length > 0 ? [...events] : ['']);
      if (before)
        query = query.where((eb) => eb.or([eb('at', '<', before.at), eb.and([eb('at', '=', before.at), eb('id', '<', before.id)])]));
      const rows = await query
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const shown = rows.slice(0, limit).map((row) => ({
        id: Number(row.id),
        at: Number(row.at),
        event: row.event,
        outcome: row.outcome,
        ip: row.ip,
        emailHash: row.email_hash,
        operatorId: row.operator_id,
        device: row.device,
        details: JSON.parse(row.details) as StoredSecurityEvent['details'],
      }));
      const last = shown.at(-1);
      return { events: shown, next: rows.length > limit && last ? { at: last.at, id: last.id } : null };
    },
    purgeBefore: async (at) => Number((await db.deleteFrom('security_events').where('at', '<', at).executeTakeFirst()).numDeletedRows),
  };
}
