import Airtable from 'airtable';
import type { AirtableConfig } from '../config.ts';
import { NoRecordCreatedError } from './airtable-errors.ts';
import type { ForwardPayload } from './outbox-repo.ts';

/** Creates the record for one submission and resolves with its Airtable id. */
export type ForwardSender = (payload: ForwardPayload) => Promise<string>;

/** The Airtable fields of SPEC section 7, mapped from the stored submission at the edge. */
export function airtableFields(payload: ForwardPayload): Airtable.FieldSet {
  if (payload.kind === 'contact') {
    return { Name: payload.fullName, Email: payload.email, Message: payload.inquiry, Status: 'New' };
  }
  return { Name: payload.fullName, Email: payload.email, Services: payload.services, Language: payload.language };
}

export function tableFor(config: AirtableConfig, kind: ForwardPayload['kind']): string {
  return kind === 'contact' ? config.contactTable : config.waitlistTable;
}

/**
 * Sends through the official `airtable` client, which retries 429 answers itself (jittered back-off
 * from 5 s, capped at 600 s) and maps statuses to its error types.
 */
export function airtableSender(config: AirtableConfig, options: { requestTimeoutMs?: number } = {}): ForwardSender {
  const base = new Airtable({
    apiKey: config.apiKey,
    ...(config.endpointUrl ? { endpointUrl: config.endpointUrl } : {}),
    ...(options.requestTimeoutMs ? { requestTimeout: options.requestTimeoutMs } : {}),
  }).base(config.baseId);
  return async (payload) => {
    const records = await base.table(tableFor(config, payload.kind)).create([{ fields: airtableFields(payload) }]);
    const id = Array.isArray(records) ? records[0]?.id : undefined;
    if (!id) throw new NoRecordCreatedError();
    return id;
  };
}
