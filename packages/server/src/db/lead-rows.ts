import type { InboxLead, LeadKind, LeadStatus, SubscriptionState } from '@zk/data';
import { sql } from 'kysely';
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

/** A merged row: a lead's own columns, its form's stored fields (`mergedColumns`), and the waitlist's subscription. */
export interface LeadRow {
  kind: LeadKind;
  seq: number;
  id: string;
  status: LeadStatus;
  created_at: string;
  subscription: SubscriptionState | null;
  [storedColumn: string]: unknown;
}

/** The table each kind of lead is stored in. */
export const leadTables = { contact: 'contact_inquiries', waitlist: 'waitlist_entries' } as const;

/** Where a waitlist entry stands with its e-mails (migration 10): the double opt-in's columns in one word. */
const subscriptionOf = `CASE WHEN t.unsubscribed_at IS NOT NULL THEN 'unsubscribed' WHEN t.confirmed_at IS NOT NULL THEN 'confirmed'
  WHEN t.consent_version IS NOT NULL THEN 'unconfirmed' ELSE 'none' END`;

/**
 * The columns of a lead row read from its table as `t`, the same for both kinds so that a merged
 * query can `UNION ALL` them; `rank` must match `kindRank` (lead-cursor.ts).
 */
export const leadColumnsSql = {
  contact: `'contact' AS kind, 1 AS rank, t.seq, t.id, ${mergedColumns('contact')}, t.status, t.created_at, NULL AS subscription`,
  waitlist: `'waitlist' AS kind, 0 AS rank, t.seq, t.id, ${mergedColumns('waitlist')}, t.status, t.created_at, ${subscriptionOf} AS subscription`,
} as const;

/** {@link leadColumnsSql} and the subscription state as Kysely fragments. */
export const leadColumns = {
  contact: sql.raw(leadColumnsSql.contact),
  waitlist: sql.raw(leadColumnsSql.waitlist),
  subscriptionOf: sql.raw(subscriptionOf),
};

export function toLead(row: LeadRow): InboxLead {
  const base = { id: row.id, status: row.status, createdAt: row.created_at };
  if (row.kind === 'contact') return { ...base, kind: 'contact', ...storedValues('contact', row) };
  return { ...base, kind: 'waitlist', ...storedValues('waitlist', row), subscription: row.subscription ?? 'none' };
}
