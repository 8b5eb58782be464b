import { waitlistServices, type InboxLead, type LeadKind, type LeadPage, type LeadStatus, type WaitlistServiceId } from '@zk/data';
import { sql, type Expression, type RawBuilder } from 'kysely';
import { decodeCursor, encodeCursor, kindRank, type LeadCursor } from '../lead-cursor.ts';
import { leadColumns, leadTables, toLead, type LeadFilter, type LeadRow } from '../lead-rows.ts';
import type { Engine } from './engine-types.ts';

/** The operator's inbox, read and triaged: one page of a search, one lead, a lead's status. */
export interface LeadInboxStore {
  /** One page, newest first, after `cursor`; `'bad_cursor'` when the cursor is not one of ours. */
  page(filter: LeadFilter, cursor: string | undefined, limit: number): Promise<LeadPage | 'bad_cursor'>;
  get(kind: LeadKind, id: string): Promise<InboxLead | null>;
  setStatus(kind: LeadKind, id: string, status: LeadStatus): Promise<InboxLead | null>;
}

/**
 * An exclusive upper bound, as text, for the timestamps of `day` (`YYYY-MM-DD`): every `dayTHH:…` sorts
 * before `dayT24`, every later day after it. No date arithmetic, so 9999-12-31 needs no five-digit year.
 */
const nextDay = (day: string) => `${day}T24`;

/** The kinds a filter can select: a service or a subscription state implies waitlist entries. */
function kindsOf(filter: LeadFilter): LeadKind[] {
  if (filter.service !== undefined || filter.subscription !== undefined) return filter.kind === 'contact' ? [] : ['waitlist'];
  return filter.kind ? [filter.kind] : ['contact', 'waitlist'];
}

/** The keyset condition for one table: rows strictly after the cursor in the merged order. */
function afterCursor(kind: LeadKind, cursor: LeadCursor): Expression<unknown> {
  const rank = kindRank[kind];
  const cursorRank = kindRank[cursor.kind];
  if (rank < cursorRank) return sql`t.created_at <= ${cursor.createdAt}`;
  if (rank > cursorRank) return sql`t.created_at < ${cursor.createdAt}`;
  return sql`(t.created_at, t.seq) < (${cursor.createdAt}, ${cursor.seq})`;
}

/** The inbox over `contact_inquiries` and `waitlist_entries` on either engine, its search the engine's part. */
export function leadInboxStore({ db, sql: engineSql, leadSearch }: Pick<Engine, 'db' | 'sql' | 'leadSearch'>): LeadInboxStore {
  const seqOf = async (query: RawBuilder<{ seq: number }>) => (await query.execute(db)).rows[0]?.seq;

  /** The `seq` range of one table that the cursor and the dates leave (seq order is time order on SQLite). */
  async function seqRange(kind: LeadKind, filter: LeadFilter, cursor: LeadCursor | null): Promise<[number, number]> {
    const table = sql.table(leadTables[kind]);
    const lastBefore = (at: string, inclusive: boolean) =>
      seqOf(
        sql<{ seq: number }>`SELECT seq FROM ${table} WHERE created_at ${sql.raw(inclusive ? '<=' : '<')} ${at}
          ORDER BY created_at DESC, seq DESC LIMIT 1`,
      );
    let upper = Number.MAX_SAFE_INTEGER;
    if (filter.to !== undefined) upper = (await lastBefore(nextDay(filter.to), false)) ?? 0;
    if (cursor) {
      const rank = kindRank[kind];
      const cursorRank = kindRank[cursor.kind];
      const bound = rank === cursorRank ? cursor.seq - 1 : ((await lastBefore(cursor.createdAt, rank < cursorRank)) ?? 0);
      upper = Math.min(upper, bound);
    }
    const lower =
      filter.from === undefined
        ? 0
        : ((await seqOf(
            sql<{ seq: number }>`SELECT seq FROM ${table} WHERE created_at >= ${filter.from} ORDER BY created_at, seq LIMIT 1`,
          )) ?? Number.MAX_SAFE_INTEGER);
    return [lower, upper];
  }

  /** One table's rows after the cursor that pass the filter, newest first, at most `limit`; null when the search has no word. */
  async function select(kind: LeadKind, filter: LeadFilter, cursor: LeadCursor | null, limit: number): Promise<RawBuilder<LeadRow> | null> {
    const where: Expression<unknown>[] = [];
    if (filter.status !== undefined) where.push(sql`t.status = ${filter.status}`);
    if (filter.service !== undefined) {
      const name = waitlistServices[filter.service as WaitlistServiceId] as string | undefined;
      where.push(engineSql.containsText('t.services', JSON.stringify(name ?? filter.service)));
    }
    if (filter.subscription !== undefined) where.push(sql`${leadColumns.subscriptionOf} = ${filter.subscription}`);
    if (filter.from !== undefined) where.push(sql`t.created_at >= ${filter.from}`);
    if (filter.to !== undefined) where.push(sql`t.created_at < ${nextDay(filter.to)}`);
    if (cursor) where.push(afterCursor(kind, cursor));
    let from: RawBuilder<unknown> = sql`${sql.table(leadTables[kind])} t`;
    let order: RawBuilder<unknown> = sql`t.created_at DESC, t.seq DESC`;
    if (filter.q !== undefined) {
      const match = await leadSearch.match(db, kind, filter.q, () => seqRange(kind, filter, cursor));
      if (match === null) return null;
      ({ from, order } = match);
      where.unshift(...match.where);
    }
    const condition = where.length > 0 ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
    return sql<LeadRow>`SELECT * FROM (SELECT ${leadColumns[kind]} FROM ${from} ${condition} ORDER BY ${order} LIMIT ${limit}) AS ${sql.raw(kind)}`;
  }

  async function rows(filter: LeadFilter, cursor: LeadCursor | null, limit: number): Promise<LeadRow[]> {
    const parts = await Promise.all(kindsOf(filter).map((kind) => select(kind, filter, cursor, limit)));
    // A search box without a word is no search: read as if it were empty.
    if (parts.some((part) => part === null)) return rows({ ...filter, q: undefined }, cursor, limit);
    const selects = parts as RawBuilder<LeadRow>[];
    if (selects.length === 0) return [];
    const query =
      selects.length === 1
        ? selects[0]!
        : sql<LeadRow>`${sql.join(selects, sql` UNION ALL `)} ORDER BY created_at DESC, rank DESC, seq DESC LIMIT ${limit}`;
    return (await query.execute(db)).rows;
  }

  const get = async (kind: LeadKind, id: string) => {
    const { rows: found } =
      await sql<LeadRow>`SELECT ${leadColumns[kind]} FROM ${sql.table(leadTables[kind])} t WHERE t.id = ${id}`.execute(db);
    return found[0] ? toLead(found[0]) : null;
  };

  return {
    async page(filter, cursorText, limit) {
      const cursor = cursorText === undefined ? null : decodeCursor(cursorText);
      if (cursorText !== undefined && cursor === null) return 'bad_cursor';
      const found = await rows(filter, cursor, limit + 1);
      const leads = found.slice(0, limit);
      const last = leads.at(-1);
      const nextCursor =
        found.length > limit && last ? encodeCursor({ createdAt: last.created_at, kind: last.kind, seq: Number(last.seq) }) : null;
      return { leads: leads.map(toLead), nextCursor };
    },
    get,
    async setStatus(kind, id, status) {
      const updated = await db.updateTable(leadTables[kind]).set({ status }).where('id', '=', id).executeTakeFirst();
      return updated.numUpdatedRows === 0n ? null : get(kind, id);
    },
  };
}
