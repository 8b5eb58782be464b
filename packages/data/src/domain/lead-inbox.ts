import { z } from 'zod';
import { waitlistServiceIds } from './services.ts';
import type { StoredFields } from './submissions.ts';
import { subscriptionStates, type SubscriptionState } from './subscription.ts';

/**
 * The operator's lead inbox (embedded mode): one list over contact inquiries and waitlist entries,
 * newest first, cursor-paginated, searchable, filterable, with a status per lead.
 *
 * HTTP contract (operator only; state-changing requests are origin-checked):
 * - `GET    /api/leads/inbox?<LeadQuery>`        → `LeadPage`
 * - `GET    /api/leads/inbox/:kind/:id`          → `{ lead: InboxLead }` (404 `not_found`)
 * - `PATCH  /api/leads/inbox/:kind/:id`          body `{ status }` → `{ lead: InboxLead }`
 * - `DELETE /api/leads/inbox/:kind/:id`          → `ErasureAnswer` (404 when absent)
 * - `POST   /api/leads/erasure`                  body `{ email }` → `ErasureAnswer` (every lead of that address)
 *   `ErasureAnswer`: `{ erased, queuedDeletes, scrubPending }`: leads deleted; deletions of their copies
 *   elsewhere (Airtable records) queued in the outbox; true while another reader keeps the old pages on disk
 * - `GET    /api/leads.csv?<LeadQuery>`          CSV of what the filters select (all pages, no cursor/limit)
 * Errors use the API's usual `{ error: { code, message } }` body (422 `validation_failed` for a bad query).
 */
export const leadKinds = ['contact', 'waitlist'] as const;
export type LeadKind = (typeof leadKinds)[number];

export const leadStatuses = ['New', 'Contacted', 'Won', 'Closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadPageSize = { default: 25, max: 100 } as const;

const isoDate = z.iso.date();

/** Query of one inbox page; every field optional. `cursor` is opaque (from `LeadPage.nextCursor`). */
export const leadQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  kind: z.enum(leadKinds).optional(),
  status: z.enum(leadStatuses).optional(),
  /** Waitlist service id (`waitlistServiceIds`); implies waitlist entries. */
  service: z.enum(waitlistServiceIds as [string, ...string[]]).optional(),
  /** Where a waitlist entry stands with its e-mails (double opt-in); implies waitlist entries. */
  subscription: z.enum(subscriptionStates).optional(),
  /** Inclusive calendar days (UTC), `YYYY-MM-DD`. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(leadPageSize.max).default(leadPageSize.default),
});
export type LeadQuery = z.input<typeof leadQuerySchema>;

export const leadStatusChangeSchema = z.object({ status: z.enum(leadStatuses) });
export const leadErasureSchema = z.object({ email: z.email().max(254) });

interface InboxLeadBase {
  id: string;
  status: LeadStatus;
  /** ISO timestamp. */
  createdAt: string;
}

/** A contact inquiry, with the fields its form stores (`contactForm.stored`). */
export type InboxContactLead = InboxLeadBase & { kind: 'contact' } & StoredFields<'contact'>;

/** A waitlist entry, with the fields its form stores (`waitlistForm.stored`: name, e-mail, service names, the page's language). */
export type InboxWaitlistLead = InboxLeadBase & {
  kind: 'waitlist';
  /** Confirmed (double opt-in), unconfirmed, unsubscribed, or `none` for entries from before the consent checkbox. */
  subscription: SubscriptionState;
} & StoredFields<'waitlist'>;

export type InboxLead = InboxContactLead | InboxWaitlistLead;

export interface LeadPage {
  leads: InboxLead[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}
