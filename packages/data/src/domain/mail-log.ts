import { z } from 'zod';
import { languages } from './languages.ts';

/**
 * The admin's mail log (issue 27), `packages/server/src/mail/`:
 *
 * - `GET  /api/mail?status=&limit=&before=` → {@link MailLog}, newest first (`limit` 1-200, default 50;
 *   `before` the `id` of the last row shown, for the next page)
 * - `GET  /api/mail/:id/preview` → the message's rendered HTML (`text/html`, served with a CSP that
 *   allows no script, for an `<iframe sandbox>`); `?part=text` the plain-text part
 * - `POST /api/mail/:id/retry` `{}` → `{ message: MailLogEntry }`; 404 `not_found` unless it `failed`
 *
 * Operator-only (session cookie), origin-checked.
 */

/**
 * `kept`: composed and stored, never sent (no `SMTP_URL`); `queued`: waiting in the outbox (also after a
 * retryable failure: `error` says why); `sending`: in flight; `sent`: accepted by the SMTP server;
 * `failed`: given up (permanent refusal or too many attempts), retryable by the operator.
 */
export const mailStatuses = ['kept', 'queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** What a message is: the double opt-in, the operator's notice of a new lead, a launch announcement. */
export const mailKinds = ['waitlistConfirm', 'leadNotification', 'announcement'] as const;
export type MailKind = (typeof mailKinds)[number];

export const mailLogEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(mailKinds),
  status: z.enum(mailStatuses),
  recipient: z.string(),
  /** Null until the message was first rendered (a preview or a send renders it). */
  subject: z.string().nullable(),
  language: z.enum(languages),
  /** ISO timestamps. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The last failure's message (also for a `queued` message that will be retried). */
  error: z.string().nullable(),
  attempts: z.number().int().min(0),
  /** The stable `Message-ID` (set before the first attempt). */
  messageId: z.string(),
  /** The announcement it belongs to, if any. */
  announcementId: z.string().nullable(),
});
export type MailLogEntry = z.infer<typeof mailLogEntrySchema>;

export const mailLogQuerySchema = z.object({
  status: z.enum(mailStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.string().regex(/^\d+$/).optional(),
});
export type MailLogQuery = z.input<typeof mailLogQuerySchema>;

export const mailLogSchema = z.object({
  messages: z.array(mailLogEntrySchema),
  /** Pass as `before` for older messages; null on the last page. */
  nextBefore: z.string().nullable(),
  /** `false` without `SMTP_URL`: every message is kept, none sent. */
  transport: z.boolean(),
});
export type MailLog = z.infer<typeof mailLogSchema>;
