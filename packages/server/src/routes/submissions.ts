import { Hono, type Context } from 'hono';
import {
  contactInquirySchema,
  honeypotField,
  NoValidServicesError,
  noValidServicesMessage,
  serviceNamesFor,
  validate,
  waitlistEntrySchema,
} from '@zk/data';
import type { GroupCommit } from '../db/group-commit.ts';
import type { SubmissionsRepo } from '../db/submissions-repo.ts';
import type { ForwardKind } from '../forwarding/outbox-repo.ts';
import { apiError } from '../http/api-error.ts';
import { readJson } from '../http/request-guards.ts';

export interface SubmissionRoutesDeps {
  submissions: SubmissionsRepo;
  /** Runs a write in a (group-committed) transaction; resolves once it is durable. */
  commit: GroupCommit;
  maxBodyBytes: number;
  log: (message: string) => void;
  /** Hosted submissions: queue a forward in the same transaction as the row, then start it. */
  forwarding?: { enqueue(kind: ForwardKind, submissionId: string): void; kick(): void };
}

/** A bot filled the hidden field: answer like a success, store nothing. */
function honeypotTripped(value: unknown): boolean {
  const field = (value as Record<string, unknown> | null | undefined)?.[honeypotField];
  return typeof field === 'string' && field.trim() !== '';
}

function invalid(c: Context, fieldErrors: Record<string, unknown>) {
  return apiError(c, 422, 'validation_failed', 'Some fields are missing or invalid', { fieldErrors });
}

/** Public form endpoints; rate limiting, Origin and media-type checks run before them. */
export function submissionRoutes({ submissions, commit, maxBodyBytes, log, forwarding }: SubmissionRoutesDeps): Hono {
  const routes = new Hono();
  /** Stores the row (and its forward) durably before the 201; forwarding happens after. */
  const store = async (kind: ForwardKind, write: () => string) => {
    const id = await commit(() => {
      const stored = write();
      forwarding?.enqueue(kind, stored);
      return stored;
    });
    forwarding?.kick();
    return id;
  };

  routes.post('/contact', async (c) => {
    const body = await readJson(c, maxBodyBytes);
    if (!body.ok) return body.response;
    if (honeypotTripped(body.value)) return c.json({ ok: true }, 201);
    const input = validate(contactInquirySchema, body.value);
    if (!input.ok) return invalid(c, input.fieldErrors);
    const id = await store('contact', () => submissions.addContact(input.value));
    return c.json({ ok: true, id }, 201);
  });

  routes.post('/waitlist', async (c) => {
    const body = await readJson(c, maxBodyBytes);
    if (!body.ok) return body.response;
    if (honeypotTripped(body.value)) return c.json({ ok: true }, 201);
    const input = validate(waitlistEntrySchema, body.value);
    if (!input.ok) return invalid(c, input.fieldErrors);
    let services;
    try {
      services = serviceNamesFor(input.value.services, log);
    } catch (error) {
      if (error instanceof NoValidServicesError) return apiError(c, 422, 'no_valid_services', noValidServicesMessage);
      throw error;
    }
    const id = await store('waitlist', () => submissions.addWaitlist({ ...input.value, services }));
    return c.json({ ok: true, id }, 201);
  });

  return routes;
}
