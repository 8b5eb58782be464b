import type { LeadKind } from '@zk/data';
import type { Destination, OutboxStatus, StoredItem } from './outbox-types.ts';

/** One outbox item as the operator sees it (`GET /api/outbox`). */
export interface OutboxItemView {
  id: number;
  destination: string;
  action: string;
  /** `sending`: in flight now. */
  status: OutboxStatus;
  attempts: number;
  /** Message of the last failure (SPEC section 8 wording where there is one), null when none. */
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
  /** What the receiver calls it: the Airtable record id, an SMTP Message-ID. */
  externalId: string | null;
  /** An earlier request may have reached the receiver: it may hold this item twice. */
  possibleDuplicate: boolean;
  /** The lead it belongs to, while the lead exists. */
  lead: { kind: LeadKind; id: string; fullName: string; email: string } | null;
  /** The destination's one-line description (`Delete recXXXX from Website`), or null. */
  summary: string | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function outboxView(destinations: ReadonlyMap<string, Destination>) {
  return (item: StoredItem): OutboxItemView => ({
    id: item.id,
    destination: item.destination,
    action: item.action,
    status: item.status,
    attempts: item.attempts,
    lastError: item.lastError,
    lastAttemptAt: iso(item.lastAttemptAt),
    nextAttemptAt: item.status === 'pending' ? iso(item.nextAttemptAt) : null,
    createdAt: new Date(item.createdAt).toISOString(),
    sentAt: iso(item.sentAt),
    externalId: item.externalId,
    possibleDuplicate: item.possibleDuplicate,
    lead:
      item.lead && item.leadName !== null && item.leadEmail !== null
        ? { ...item.lead, fullName: item.leadName, email: item.leadEmail }
        : null,
    summary: destinations.get(item.destination)?.describe?.(item) ?? null,
  });
}
