import { honeypotField, publicForms, validate, type FieldErrors, type FormKind, type FormRecord } from '@zk/data';
import type { GroupCommit } from '../db/group-commit.ts';
import type { SubmissionsRepo } from '../db/submissions-repo.ts';

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
  /** Hosted submissions: queue a forward in the same transaction as the row, then start it. */
  forwarding?: { enqueue(kind: FormKind, submissionId: string): void; kick(): void };
  /** Told once a submission is durably stored (the operator's live `lead` event). */
  onStored?: (kind: FormKind, id: string) => void;
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
export function submissionService({ submissions, commit, log, forwarding, onStored }: SubmissionServiceDeps): SubmissionService {
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
    const id = await commit(() => {
      const stored = submissions.add(kind, record);
      forwarding?.enqueue(kind, stored);
      return stored;
    });
    forwarding?.kick();
    onStored?.(kind, id);
    return { kind: 'stored', id };
  }
  return { contact: (body) => submit('contact', body), waitlist: (body) => submit('waitlist', body) };
}
