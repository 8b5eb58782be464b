import {
  waitlistServices,
  type InboxLead,
  type LeadKind,
  type LeadPage,
  type LeadStatus,
  type SubscriptionState,
  type WaitlistServiceId,
} from '@zk/data';
import type { Db } from './database.ts';
import { decodeCursor, encodeCursor, kindRank, type LeadCursor } from './lead-cursor.ts';
import { ftsQuery } from './lead-search.ts';
import { mergedColumns, storedValues } from './stored-fields.ts';

/** What selects leads: the inbox query without its paging. */
export interface LeadFilter {
  q?: string;
  kind?: LeadKind;
  status?: LeadStatus;
  service?: string;
  subscription?: SubscriptionState;
  /** Inclusive UTC days, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
}

/** One erased lead: enough to tell the operator's screens, nothing personal. */
export interface LeadRef {
  kind: LeadKind;
  id: string;
}

export interface LeadInboxRepo {
  /** One page, newest first, after `cursor`; `'bad_cursor'` when the cursor is not one of ours. */
  page(filter: LeadFilter, cursor: string | undefined, limit: number): LeadPage | 'bad_cursor';
  get(kind: LeadKind, id: string): InboxLead | null;
  setStatus(kind: LeadKind, id: string, status: LeadStatus): InboxLead | null;
  /** Deletes one lead (the search index follows by trigger). Run inside the erasure's transaction, with its outbox items. */
  erase(kind: LeadKind, id: string): LeadRef[];
  /** Deletes every lead of this address (ASCII case-insensitive). */
  eraseByEmail(email: string): LeadRef[];
  /** Deletes the leads created before `cutoff` (ISO timestamp). */
  purgeCreatedBefore(cutoff: string): LeadRef[];
  /** Deletes the waitlist entries whose confirmation link was issued before `cutoff` (ms) and never used. */
  eraseUnconfirmedBefore(cutoff: number): LeadRef[];
}

/** A merged row: a lead's own columns, its form's stored fields (`mergedColumns`), and the waitlist's subscription. */
interface LeadRow {
  kind: LeadKind;
  seq: number;
  id: string;
  status: LeadStatus;
  created_at: string;
  subscription: SubscriptionState | null;
  [storedColumn: string]: unknown;
}

/** Where a waitlist entry stands with its e-mails (migration 10): the double opt-in's columns in one word. */
const subscriptionOf = `CASE WHEN t.unsubscribed_at IS NOT NULL THEN 'unsubscribed' WHEN t.confirmed_at IS NOT NULL THEN 'confirmed'
  WHEN t.consent_version IS NOT NULL THEN 'unconfirmed' ELSE 'none' END`;

/** `rank` must match `kindRank` (lead-cursor.ts); both kinds select the same columns, for the merged query's UNION ALL. */
const tables = {
  contact: {
    table: 'contact_inquiries',
    search: 'contact_search',
    columns: `'contact' AS kind, 1 AS rank, t.seq, t.id, ${mergedColumns('contact')}, t.status, t.created_at, NULL AS subscription`,
  },
  waitlist: {
    table: 'waitlist_entries',
    search: 'waitlist_search',
    columns: `'waitlist' AS kind, 0 AS rank, t.seq, t.id, ${mergedColumns('waitlist')}, t.status, t.created_at, ${subscriptionOf} AS subscription`,
  },
} as const;

function toLead(row: LeadRow): InboxLead {
  const base = { id: row.id, status: row.status, createdAt: row.created_at };
  if (row.kind === 'contact') return { ...base, kind: 'contact', ...storedValues('contact', row) };
  return { ...base, kind: 'waitlist', ...storedValues('waitlist', row), subscription: row.subscription ?? 'none' };
}

/**
 * An exclusive upper bound, as text, for the timestamps of `day` (`YYYY-MM-DD`): every `dayTHH:…` sorts
 * before `dayT24`, every later day after it. No date arithmetic, so 9999-12-31 needs no five-digit year.
 */
function nextDay(day: string): string {
  return `${day}T24`;
}

/** The kinds a filter can select: a service or a subscription state implies waitlist entries. */
function kindsOf(filter: LeadFilter): LeadKind[] {
  if (filter.service !== undefined || filter.subscription !== undefined) return filter.kind === 'contact' ? [] : ['waitlist'];
  return filter.kind ? [filter.kind] : ['contact', 'waitlist'];
}

/** The keyset condition for one table: rows strictly after the cursor in the merged order. */
function afterCursor(kind: LeadKind, cursor: LeadCursor): string {
  const rank = kindRank[kind];
  const cursorRank = kindRank[cursor.kind];
  if (rank < cursorRank) return 't.created_at <= @cursorAt';
  if (rank > cursorRank) return 't.created_at < @cursorAt';
  return '(t.created_at, t.seq) < (@cursorAt, @cursorSeq)';
}

/** The operator's inbox over `contact_inquiries` and `waitlist_entries` (migration 6). */
export function leadInboxRepo(db: Db): LeadInboxRepo {
  const statements = new Map<string, ReturnType<Db['prepare']>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  /** One table's rows after the cursor that pass the filter, newest first, at most `limit`. */
  function select(kind: LeadKind, filter: LeadFilter, search: boolean, cursor: LeadCursor | null): string {
    const { table, columns } = tables[kind];
    const where: string[] = [];
    if (filter.status !== undefined) where.push('t.status = @status');
    if (filter.service !== undefined) where.push('instr(t.services, @service) > 0');
    if (filter.subscription !== undefined) where.push(`${subscriptionOf} = @subscription`);
    if (filter.from !== undefined) where.push('t.created_at >= @from');
    if (filter.to !== undefined) where.push('t.created_at < @toExclusive');
    if (cursor) where.push(afterCursor(kind, cursor));
    if (search) {
      // Walk the search index newest first (rowid = seq, in time order) and stop after one page,
      // instead of collecting every match of a common word; bounds keep the walk inside cursor and dates.
      const fts = tables[kind].search;
      where.unshift(`${fts} MATCH @match`, `${fts}.rowid BETWEEN @${kind}Lower AND @${kind}Upper`);
      return `SELECT * FROM (SELECT ${columns} FROM ${fts} JOIN ${table} t ON t.seq = ${fts}.rowid
        WHERE ${where.join(' AND ')} ORDER BY ${fts}.rowid DESC LIMIT @limit)`;
    }
    const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    return `SELECT * FROM (SELECT ${columns} FROM ${table} t ${condition} ORDER BY t.created_at DESC, t.seq DESC LIMIT @limit)`;
  }

  const seqBound = (kind: LeadKind) => ({
    lastBefore: db.prepare<[string], { seq: number }>(
      `SELECT seq FROM ${tables[kind].table} WHERE created_at < ? ORDER BY created_at DESC, seq DESC LIMIT 1`,
    ),
    lastAtOrBefore: db.prepare<[string], { seq: number }>(
      `SELECT seq FROM ${tables[kind].table} WHERE created_at <= ? ORDER BY created_at DESC, seq DESC LIMIT 1`,
    ),
    firstFrom: db.prepare<[string], { seq: number }>(
      `SELECT seq FROM ${tables[kind].table} WHERE created_at >= ? ORDER BY created_at, seq LIMIT 1`,
    ),
  });
  const bounds = { contact: seqBound('contact'), waitlist: seqBound('waitlist') };

  /** The `seq` range of one table that the cursor and the dates leave (seq order is time order). */
  function seqRange(kind: LeadKind, filter: LeadFilter, cursor: LeadCursor | null): [number, number] {
    const statements = bounds[kind];
    let upper = Number.MAX_SAFE_INTEGER;
    if (filter.to !== undefined) upper = statements.lastBefore.get(nextDay(filter.to))?.seq ?? 0;
    if (cursor) {
      const rank = kindRank[kind];
      const cursorRank = kindRank[cursor.kind];
      const bound =
        rank === cursorRank
          ? cursor.seq - 1
          : ((rank < cursorRank ? statements.lastAtOrBefore : statements.lastBefore).get(cursor.createdAt)?.seq ?? 0);
      upper = Math.min(upper, bound);
    }
    const lower = filter.from === undefined ? 0 : (statements.firstFrom.get(filter.from)?.seq ?? Number.MAX_SAFE_INTEGER);
    return [lower, upper];
  }

  function rows(filter: LeadFilter, cursor: LeadCursor | null, limit: number): LeadRow[] {
    const kinds = kindsOf(filter);
    const match = filter.q === undefined ? null : ftsQuery(filter.q);
    if (kinds.length === 0) return [];
    const parts = kinds.map((kind) => select(kind, filter, match !== null, cursor));
    const sql =
      parts.length === 1 ? (parts[0] ?? '') : `${parts.join(' UNION ALL ')} ORDER BY created_at DESC, rank DESC, seq DESC LIMIT @limit`;
    const params: Record<string, string | number> = { limit };
    if (match !== null) {
      params.match = match;
      for (const kind of kinds) [params[`${kind}Lower`], params[`${kind}Upper`]] = seqRange(kind, filter, cursor);
    }
    if (filter.status !== undefined) params.status = filter.status;
    if (filter.service !== undefined) {
      const name = waitlistServices[filter.service as WaitlistServiceId] as string | undefined;
      params.service = JSON.stringify(name ?? filter.service);
    }
    if (filter.subscription !== undefined) params.subscription = filter.subscription;
    if (filter.from !== undefined) params.from = filter.from;
    if (filter.to !== undefined) params.toExclusive = nextDay(filter.to);
    if (cursor) {
      params.cursorAt = cursor.createdAt;
      params.cursorSeq = cursor.seq;
    }
    return prepared(sql).all(params) as LeadRow[];
  }

  const byId = (kind: LeadKind) =>
    db.prepare<[string], LeadRow>(`SELECT ${tables[kind].columns} FROM ${tables[kind].table} t WHERE id = ?`);
  const get = { contact: byId('contact'), waitlist: byId('waitlist') };
  const setStatus = {
    contact: db.prepare<[LeadStatus, string]>('UPDATE contact_inquiries SET status = ? WHERE id = ?'),
    waitlist: db.prepare<[LeadStatus, string]>('UPDATE waitlist_entries SET status = ? WHERE id = ?'),
  };
  const deleteById = {
    contact: db.prepare<[string], { id: string }>('DELETE FROM contact_inquiries WHERE id = ? RETURNING id'),
    waitlist: db.prepare<[string], { id: string }>('DELETE FROM waitlist_entries WHERE id = ? RETURNING id'),
  };
  const deleteByEmail = {
    contact: db.prepare<[string], { id: string }>('DELETE FROM contact_inquiries WHERE email = ? COLLATE NOCASE RETURNING id'),
    waitlist: db.prepare<[string], { id: string }>('DELETE FROM waitlist_entries WHERE email = ? COLLATE NOCASE RETURNING id'),
  };
  const deleteBefore = {
    contact: db.prepare<[string], { id: string }>('DELETE FROM contact_inquiries WHERE created_at < ? RETURNING id'),
    waitlist: db.prepare<[string], { id: string }>('DELETE FROM waitlist_entries WHERE created_at < ? RETURNING id'),
  };
  const deleteUnconfirmed = db.prepare<[number], { id: string }>(
    'DELETE FROM waitlist_entries WHERE confirmed_at IS NULL AND confirm_sent_at IS NOT NULL AND confirm_sent_at < ? RETURNING id',
  );

  const eraseWith = (remove: (kind: LeadKind) => Array<{ id: string }>) =>
    db
      .transaction(() => (['contact', 'waitlist'] as const).flatMap((kind) => remove(kind).map(({ id }): LeadRef => ({ kind, id }))))
      .immediate();

  return {
    page(filter, cursorText, limit) {
      const cursor = cursorText === undefined ? null : decodeCursor(cursorText);
      if (cursorText !== undefined && cursor === null) return 'bad_cursor';
      const found = rows(filter, cursor, limit + 1);
      const leads = found.slice(0, limit);
      const last = leads.at(-1);
      const nextCursor = found.length > limit && last ? encodeCursor({ createdAt: last.created_at, kind: last.kind, seq: last.seq }) : null;
      return { leads: leads.map(toLead), nextCursor };
    },
    get(kind, id) {
      const row = get[kind].get(id);
      return row ? toLead(row) : null;
    },
    setStatus(kind, id, status) {
      if (setStatus[kind].run(status, id).changes === 0) return null;
      const row = get[kind].get(id);
      return row ? toLead(row) : null;
    },
    erase: (kind, id) => eraseWith((k) => (k === kind ? deleteById[k].all(id) : [])),
    eraseByEmail: (email) => eraseWith((k) => deleteByEmail[k].all(email.trim())),
    eraseUnconfirmedBefore: (cutoff) => eraseWith((k) => (k === 'waitlist' ? deleteUnconfirmed.all(cutoff) : [])),
    purgeCreatedBefore: (cutoff) => eraseWith((k) => deleteBefore[k].all(cutoff)),
  };
}
