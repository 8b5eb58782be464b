import { honeypotField, publicForms, validate, type FieldErrors, type FormKind, type FormRecord } from '@zk/data';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/engine/schema.ts';
import type { SubmissionsStore } from '../db/engine/submissions-store.ts';
import type { GroupCommit } from '../db/group-commit.ts';
import type { LeadRef } from '../db/lead-rows.ts';
import { storageUnavailable } from '../db/storage-unavailable.ts';

/** What became of one submission, whichever way it arrived (JSON from the page's script, or a form post). */
export type SubmissionOutcome =
  | { kind: 'stored'; id: string }
  /** A bot filled the hidden field: answered like a success, nothing stored. */
  | { kind: 'honeypot' }
  | { kind: 'invalid'; fieldErrors: FieldErrors }
  | { kind: 'no_valid_services' }
  /** The database could not take it (disk full, I/O error, locked too long, unreachable): nothing stored, try again later. */
  | { kind: 'storage_unavailable' };

/** Seconds a visitor is asked to wait before sending again after a storage failure (`storageUnavailable`). */
export const storageRetryAfterSeconds = 60;

export interface SubmissionServiceDeps {
  /** The leads' tables inside a transaction. */
  submissions: (trx: Kysely<Schema>) => SubmissionsStore;
  /** Runs a write in a (group-committed) transaction; resolves once it is durable. */
  commit: GroupCommit;
  log: (message: string) => void;
  /** The outbox: queue what must leave for this lead (Airtable) in the same transaction as the row, then start it. */
  outbox?: { forLead(trx: Kysely<Schema>, lead: LeadRef): Promise<void>; kick(): void };
  /** Told once a submission is durably stored (the operator's live `lead` event). */
  onStored?: (kind: FormKind, id: string) => void;
  /**
   * Runs inside the transaction that stores a submission, so what it writes commits with the lead or
   * not at all: the waitlist's opt-in links, the messages and webhooks the lead causes.
   */
  withStored?: <K extends FormKind>(trx: Kysely<Schema>, kind: K, id: string, record: FormRecord<K>) => Promise<void>;
}

export type SubmissionService = Record<FormKind, (input: unknown) => Promise<SubmissionOutcome>>;

function honeypotTripped(value: unknown): boolean {
  const field = (value as Record<string, unknown> | null | undefined)?.[honeypotField];
  return typeof field === 'string' && field.trim() !== '';
}

/** An error with a stable code that a form's `toRecord` throws (the waitlist's unknown services). */
function refusal(error: unknown): 'no_valid_services' | undefined {
  return (error as { code?: unknown } | null)?.code === 'no_valid_services' ? 'no_valid_services' : undefined;
}

/**
 * Reads each public form through its declaration (`publicForms` in `@zk/data`): checks the input with
 * its schema, makes its record, and stores it durably (with its forward, in hosted mode) before
 * answering.
 */
export function submissionService({ submissions, commit, log, outbox, onStored, withStored }: SubmissionServiceDeps): SubmissionService {
  async function submit<K extends FormKind>(kind: K, body: unknown): Promise<SubmissionOutcome> {
    if (honeypotTripped(body)) return { kind: 'honeypot' };
    const form = publicForms[kind];
    const input = validate(form.schema, body);
    if (!input.ok) return { kind: 'invalid', fieldErrors: input.fieldErrors };
    let record: FormRecord<K>;
    try {
      record = (form.toRecord as (value: unknown, warn: (message: string) => void) => FormRecord<K>)(input.value, log);
    } catch (error) {
      const code = refusal(error);
      if (code) return { kind: code };
      throw error;
    }
    let id: string;
    try {
      id = await commit(async (trx) => {
        const stored = await submissions(trx).add(kind, record);
        await outbox?.forLead(trx, { kind, id: stored });
        await withStored?.(trx, kind, stored, record);
        return stored;
      });
    } catch (error) {
      if (!storageUnavailable(error)) throw error;
      const { code, message } = error as { code?: string; message?: string };
      log(`Could not store a ${kind} submission: ${code ?? message}`);
      return { kind: 'storage_unavailable' };
    }
    outbox?.kick();
    onStored?.(kind, id);
    return { kind: 'stored', id };
  }
  return { contact: (body) => submit('contact', body), waitlist: (body) => submit('waitlist', body) };
}
