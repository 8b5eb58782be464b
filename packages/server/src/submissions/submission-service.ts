import {
  contactInquirySchema,
  honeypotField,
  NoValidServicesError,
  serviceNamesFor,
  validate,
  waitlistEntrySchema,
  type FieldErrors,
  type LeadKind,
} from '@zk/data';
import type { GroupCommit } from '../db/group-commit.ts';
import type { SubmissionsRepo } from '../db/submissions-repo.ts';
import type { LeadRef } from '../db/lead-inbox-repo.ts';

/** What became of one submission, whichever way it arrived (JSON from the page's script, or a form post). */
export type SubmissionOutcome =
  | { kind: 'stored'; id: string }
  /** A bot filled the hidden field: answered like a success, nothing stored. */
  | { kind: 'honeypot' }
  | { kind: 'invalid'; fieldErrors: FieldErrors }
  | { kind: 'no_valid_services' };

export interface SubmissionServiceDeps {
  submissions: SubmissionsRepo;
  /** Runs a write in a (group-committed) transaction; resolves once it is durable. */
  commit: GroupCommit;
  log: (message: string) => void;
  /** The outbox: queue what must leave for this lead (Airtable) in the same transaction as the row, then start it. */
  outbox?: { forLead(lead: LeadRef): void; kick(): void };
  /** Told once a submission is durably stored (the operator's live `lead` event). */
  onStored?: (kind: LeadKind, id: string) => void;
}

export interface SubmissionService {
  contact(input: unknown): Promise<SubmissionOutcome>;
  waitlist(input: unknown): Promise<SubmissionOutcome>;
}

function honeypotTripped(value: unknown): boolean {
  const field = (value as Record<string, unknown> | null | undefined)?.[honeypotField];
  return typeof field === 'string' && field.trim() !== '';
}

/** Validates with the shared schemas and stores durably (with its forward, in hosted mode) before answering. */
export function submissionService({ submissions, commit, log, outbox, onStored }: SubmissionServiceDeps): SubmissionService {
  const store = async (kind: LeadKind, write: () => string): Promise<SubmissionOutcome> => {
    const id = await commit(() => {
      const stored = write();
      outbox?.forLead({ kind, id: stored });
      return stored;
    });
    outbox?.kick();
    onStored?.(kind, id);
    return { kind: 'stored', id };
  };

  return {
    async contact(body) {
      if (honeypotTripped(body)) return { kind: 'honeypot' };
      const input = validate(contactInquirySchema, body);
      if (!input.ok) return { kind: 'invalid', fieldErrors: input.fieldErrors };
      return store('contact', () => submissions.addContact(input.value));
    },
    async waitlist(body) {
      if (honeypotTripped(body)) return { kind: 'honeypot' };
      const input = validate(waitlistEntrySchema, body);
      if (!input.ok) return { kind: 'invalid', fieldErrors: input.fieldErrors };
      let services;
      try {
        services = serviceNamesFor(input.value.services, log);
      } catch (error) {
        if (error instanceof NoValidServicesError) return { kind: 'no_valid_services' };
        throw error;
      }
      return store('waitlist', () => submissions.addWaitlist({ ...input.value, services }));
    },
  };
}
