import type { NewOutboxItem, OutboxItem, ItemOutcome } from '../outbox/outbox-types.ts';

/**
 * Every record the server creates holds its lead's id in this field (a single line text field the
 * operator adds to both tables), so an erasure finds each copy of a lead, also one whose create was
 * answered too late to record its record id.
 */
export const airtableLeadIdField = 'Lead ID';
/** Records per listing page (Airtable's maximum). */
export const airtableListPageSize = 100;
/** A create just given up on may still be processed by Airtable: its lead's `find` waits this long. */
export const airtableLandingMs = 60_000;

/** A deletion's payload: only where the record is. */
export interface DestroyPayload {
  table: string;
  recordId: string;
}

/** A search for an erased lead's records: only its id and the listing page to continue from. */
export interface FindPayload {
  table: string;
  leadId: string;
  offset?: string;
}

const destinationName = 'airtable';
const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export const findFormula = (leadId: string) => `{${airtableLeadIdField}} = ${quoted(leadId)}`;
export const destroyPayload = (item: OutboxItem) => item.payload as DestroyPayload;
export const findPayload = (item: OutboxItem) => item.payload as FindPayload;

export function destroyItem(table: string, recordId: string): NewOutboxItem {
  const payload: DestroyPayload = { table, recordId };
  return { destination: destinationName, action: 'destroy', idempotencyKey: `airtable:destroy:${recordId}`, payload };
}

/** Finds the lead's records (`key` tells a continued or restarted listing apart); runs before the deletions it queues. */
export function findItem(payload: FindPayload, options: { delayMs?: number; key?: string } = {}): NewOutboxItem {
  const key = `airtable:find:${payload.table}:${payload.leadId}${options.key === undefined ? '' : `:${options.key}`}`;
  return { destination: destinationName, action: 'find', idempotencyKey: key, payload, priority: -1, delayMs: options.delayMs };
}

/** A listing page answered: delete each record on it, and read the next page (before those deletions). */
export function foundOutcome(payload: FindPayload, body: unknown): ItemOutcome {
  const page = (body ?? {}) as { records?: Array<{ id?: unknown }>; offset?: unknown };
  const ids = (Array.isArray(page.records) ? page.records : []).map((record) => record.id).filter((id) => typeof id === 'string');
  const followUps = ids.map((id) => destroyItem(payload.table, id));
  if (typeof page.offset === 'string' && page.offset !== '')
    followUps.push(findItem({ ...payload, offset: page.offset }, { key: page.offset }));
  return { status: 'sent', ...(ids.length > 0 ? { externalId: ids.join(' ') } : {}), followUps };
}

/** Airtable forgot the listing's offset (iterators expire): list again from the start. */
export function restartedFind(payload: FindPayload, at: number): ItemOutcome {
  return { status: 'sent', followUps: [findItem({ table: payload.table, leadId: payload.leadId }, { key: `again:${at}` })] };
}
