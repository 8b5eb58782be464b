import { publicForms } from '@zk/data';
import Airtable from 'airtable';
import type { AirtableConfig } from '@zk/config';
import type { LeadRef } from '../db/lead-rows.ts';
import type { Destination, ItemOutcome, NewOutboxItem, OutboxItem } from '../outbox/outbox-types.ts';
import { retryAfterMs } from '../outbox/retry-after.ts';
import { describeForwardError, noRecordMessages, type ForwardTarget } from './airtable-errors.ts';
import {
  airtableLandingMs,
  airtableLeadIdField,
  airtableListPageSize,
  destroyItem,
  destroyPayload,
  findFormula,
  findItem,
  findPayload,
  foundOutcome,
  restartedFind,
} from './airtable-find.ts';
import { observeRetryAfter } from './airtable-retry-after.ts';
import type { ForwardKind, ForwardPayload } from './submission-reader.ts';

export const airtableDestinationName = 'airtable';
/** Airtable's limit: 5 requests per second per base (creates, deletions and retries alike). */
export const airtableRate = { requests: 5, perMs: 1000 };
/** Records per create or destroy request (Airtable answers 422 beyond). */
export const airtableBatchSize = 10;
/** SPEC section 9: request timeout 10 s. */
export const airtableTimeoutMs = 10_000;
/** After a 429, Airtable refuses the base's requests for 30 seconds. */
export const airtablePenaltyMs = 30_000;

export interface AirtableDestinationOptions {
  config: AirtableConfig;
  /** The stored submission, read at send time; null once it is erased. */
  readSubmission: (lead: LeadRef) => Promise<ForwardPayload | null>;
  timeoutMs?: number;
  /** Wait after a 429 without `Retry-After` (tests shorten it). */
  penaltyMs?: number;
  /** Records per listing page when an erasure looks for a lead's copies (tests shorten it). */
  listPageSize?: number;
  /** How long after a create given up on its lead's copies are looked for (tests shorten it). */
  landingMs?: number;
  now?: () => number;
}

/** What a new record of each table starts with besides the lead's fields: a contact inquiry's Status is New. */
const airtableInitial: Record<ForwardKind, Airtable.FieldSet> = { contact: { Status: 'New' }, waitlist: {} };

/**
 * The Airtable fields of SPEC section 7, mapped from the stored submission at the edge by its form's `stored`
 * names, and the lead's id (`Lead ID`), by which an erasure finds every copy.
 */
export function airtableFields(payload: ForwardPayload, leadId: string): Airtable.FieldSet {
  const values = payload as Record<string, unknown>;
  const fields: Airtable.FieldSet = {};
  for (const [name, { airtable }] of Object.entries(publicForms[payload.kind].stored)) {
    if (values[name] !== undefined) fields[airtable] = values[name] as Airtable.FieldSet[string];
  }
  return { ...fields, ...airtableInitial[payload.kind], [airtableLeadIdField]: leadId };
}

export function tableFor(config: AirtableConfig, kind: ForwardKind): string {
  return kind === 'contact' ? config.contactTable : config.waitlistTable;
}

/** The item that creates a lead's record; queued in the transaction that stores the lead. */
export function airtableCreateItem(lead: LeadRef): NewOutboxItem {
  return { destination: airtableDestinationName, action: 'create', idempotencyKey: `airtable:${lead.kind}:${lead.id}`, lead };
}

const tablePath = (table: string) => `/${encodeURIComponent(table)}`;
/** The `records` of an answer (`[{ id, … }]`); anything else counts as none. */
const recordsOf = (body: unknown): Array<{ id?: unknown }> => {
  const records = (body as { records?: unknown } | null)?.records;
  return Array.isArray(records) ? (records as Array<{ id?: unknown }>) : [];
};
/** The request never left or was refused before any processing: a repeat cannot duplicate it. */
const refusedOutright = (message: string) => /ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(message);

/**
 * Airtable through its official client: batch create (`POST /{table}` with up to 10 records), batch
 * delete (`DELETE /{table}?records[]=…`) and, for an erased lead that may have left a copy unrecorded, a
 * listing of the records holding its id (`GET /{table}?filterByFormula=…`, one page per request), 5
 * requests per second per base. The client neither retries 429
 * (`noRetryIfRateLimited`: the engine owns the wait, so it is counted and other items keep their place)
 * nor waits more than `timeoutMs` for an answer's headers (the engine's timeout covers the body too).
 * The requests go through `base.makeRequest`, the client's own request method that `table.create` and
 * `table.destroy` also use: those two throw an uncaught TypeError (outside their promise) when a 200
 * answer's body is cut off, which would end the server process; `makeRequest` rejects instead.
 */
export function airtableDestination(options: AirtableDestinationOptions): Destination {
  const { config, readSubmission } = options;
  const timeoutMs = options.timeoutMs ?? airtableTimeoutMs;
  const penaltyMs = options.penaltyMs ?? airtablePenaltyMs;
  const now = options.now ?? Date.now;
  const listPageSize = options.listPageSize ?? airtableListPageSize;
  const landingMs = options.landingMs ?? airtableLandingMs;
  const base = new Airtable({
    apiKey: config.apiKey,
    ...(config.endpointUrl ? { endpointUrl: config.endpointUrl } : {}),
    noRetryIfRateLimited: true,
    requestTimeout: timeoutMs,
  }).base(config.baseId);
  const kindOfTable = (table: string): ForwardKind => (table === config.waitlistTable ? 'waitlist' : 'contact');

  /** The outcome every item of a refused request shares. */
  function refusal(error: unknown, retryAfter: string | undefined, target: ForwardTarget, count: number): ItemOutcome {
    const failure = describeForwardError(error, target);
    const waitMs = retryAfterMs(retryAfter, now());
    if (failure.status === 429) return { status: 'retry', error: failure.message, retryAfterMs: waitMs ?? penaltyMs };
    if (failure.retryable) {
      const answeredOk = failure.status >= 200 && failure.status < 300; // a 200 whose body was cut off
      const unknownOutcome = answeredOk || (failure.status === 0 && !refusedOutright(failure.message));
      return { status: 'retry', error: failure.message, unknownOutcome, ...(waitMs === undefined ? {} : { retryAfterMs: waitMs }) };
    }
    // One bad record (a select option Airtable does not know) refuses its whole batch: send each alone.
    if (count > 1 && (failure.status === 422 || failure.status === 413)) {
      return {
        status: 'retry',
        error: `Airtable refused the batch (${failure.message}); each record goes alone next.`,
        retryAfterMs: 0,
        alone: true,
      };
    }
    return { status: 'failed', error: failure.message };
  }

  async function create(items: readonly OutboxItem[]): Promise<ItemOutcome[]> {
    const kind = items[0]?.lead?.kind ?? 'contact';
    const table = tableFor(config, kind);
    const outcomes: ItemOutcome[] = [];
    const ready: Array<{ index: number; payload: ForwardPayload; leadId: string }> = [];
    const payloads = await Promise.all(items.map((item) => (item.lead ? readSubmission(item.lead) : null)));
    items.forEach((item, index) => {
      const payload = payloads[index];
      if (payload && item.lead) ready.push({ index, payload, leadId: item.lead.id });
      else outcomes[index] = { status: 'failed', error: 'The stored submission is gone; nothing to send.' };
    });
    if (ready.length === 0) return outcomes;
    const records = ready.map(({ payload, leadId }) => ({ fields: airtableFields(payload, leadId) }));
    const { result, retryAfter } = await observeRetryAfter(() =>
      base.makeRequest({ method: 'POST', path: `${tablePath(table)}/`, body: { records } }),
    );
    if (result.status === 'rejected') {
      const shared = refusal(result.reason, retryAfter, { kind, table }, ready.length);
      for (const { index } of ready) outcomes[index] = shared;
      return outcomes;
    }
    const created = recordsOf(result.value.body);
    ready.forEach(({ index }, position) => {
      const id = created[position]?.id;
      outcomes[index] =
        typeof id === 'string' && id !== '' ? { status: 'sent', externalId: id } : { status: 'failed', error: noRecordMessages[kind] };
    });
    return outcomes;
  }

  async function destroy(items: readonly OutboxItem[]): Promise<ItemOutcome[]> {
    const table = destroyPayload(items[0] as OutboxItem).table;
    const ids = items.map((item) => destroyPayload(item).recordId);
    const { result, retryAfter } = await observeRetryAfter(() =>
      base.makeRequest({ method: 'DELETE', path: tablePath(table), qs: { records: ids } }),
    );
    if (result.status === 'fulfilled') {
      const deleted = new Set(recordsOf(result.value.body).map((record) => String(record.id)));
      return ids.map((id) =>
        deleted.has(id) ? { status: 'sent', externalId: id } : { status: 'retry', error: `Airtable did not confirm deleting ${id}.` },
      );
    }
    const error = result.reason as { error?: unknown; statusCode?: unknown; message?: unknown };
    const gone =
      error.error === 'ROW_DOES_NOT_EXIST' ||
      error.error === 'MODEL_ID_NOT_FOUND' ||
      (error.statusCode === 404 && /\brecord\b/i.test(String(error.message)));
    // Already deleted in Airtable (by hand, say): done. In a batch, find out which one by sending each alone.
    if (gone)
      return items.length > 1
        ? items.map(() => ({
            status: 'retry',
            error: 'A record of the batch was already deleted; each goes alone next.',
            retryAfterMs: 0,
            alone: true,
          }))
        : [{ status: 'sent', externalId: ids[0] }];
    const shared = refusal(result.reason, retryAfter, { kind: kindOfTable(table), table, action: 'destroy' }, items.length);
    return items.map(() => shared);
  }

  async function find(item: OutboxItem): Promise<ItemOutcome[]> {
    const payload = findPayload(item);
    const qs = {
      filterByFormula: findFormula(payload.leadId),
      pageSize: listPageSize,
      ...(payload.offset ? { offset: payload.offset } : {}),
    };
    const { result, retryAfter } = await observeRetryAfter(() => base.makeRequest({ method: 'GET', path: tablePath(payload.table), qs }));
    if (result.status === 'fulfilled') return [foundOutcome(payload, result.value.body)];
    if ((result.reason as { error?: unknown }).error === 'LIST_RECORDS_ITERATOR_NOT_AVAILABLE') return [restartedFind(payload, now())];
    return [refusal(result.reason, retryAfter, { kind: kindOfTable(payload.table), table: payload.table, action: 'find' }, 1)];
  }

  return {
    name: airtableDestinationName,
    rate: airtableRate,
    batchSize: airtableBatchSize,
    timeoutMs,
    idempotent: false,
    batchKey: (item) =>
      item.action === 'destroy'
        ? `destroy:${destroyPayload(item).table}`
        : item.action === 'find'
          ? `find:${item.id}`
          : `create:${item.lead?.kind ?? ''}`,
    // What an erasure queues is retried until it is done; a create goes to the operator after the default attempts.
    maxAttempts: (item) => (item.action === 'create' ? undefined : Number.POSITIVE_INFINITY),
    send: (items) => (items[0]?.action === 'destroy' ? destroy(items) : items[0]?.action === 'find' ? find(items[0]) : create(items)),
    onErase(item, { landingMayFollow }) {
      if (item.action !== 'create' || !item.lead) return [];
      const table = tableFor(config, item.lead.kind);
      const known = item.externalId ? [destroyItem(table, item.externalId)] : [];
      // A request that went unanswered may have made a record whose id we never learned: look for the lead's id.
      const unknown =
        item.possibleDuplicate || landingMayFollow
          ? [findItem({ table, leadId: item.lead.id }, { delayMs: landingMayFollow ? landingMs : 0 })]
          : [];
      return [...known, ...unknown];
    },
    describe: (item) =>
      item.action === 'destroy'
        ? `Delete ${destroyPayload(item).recordId} from ${destroyPayload(item).table}`
        : item.action === 'find'
          ? `Find and delete the records of erased lead ${findPayload(item).leadId} in ${findPayload(item).table}`
          : `Create a record in ${item.lead ? tableFor(config, item.lead.kind) : 'Airtable'}`,
  };
}
