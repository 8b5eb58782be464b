import { z } from 'zod';

/**
 * The console's activity page (issue 45): the security log as the server stores it,
 * `packages/server/src/audit/`:
 *
 * - `GET  /api/admin/activity?kind=&limit=&before=` → {@link ActivityPage}, newest first (`limit` 1-200,
 *   default 50; `before` the `nextBefore` of the page shown, for older events)
 * - `POST /api/admin/sessions/revoke-others` `{}` → {@link RevokedSessions}: ends every other session of
 *   the operator, keeps the one it was sent with
 *
 * Operator-only (session cookie), origin-checked.
 */

/** What the page filters by; each security event belongs to one kind (the server's `securityEventKinds`). */
export const activityKinds = ['sign_in', 'failure', 'factor', 'export', 'erasure', 'announcement', 'configuration'] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const activityEntrySchema = z.object({
  id: z.string(),
  /** ISO timestamp. */
  at: z.string(),
  /** The security event's name (`sign_in_succeeded`, …); the list grows, so any name is read. */
  event: z.string(),
  kind: z.enum(activityKinds),
  outcome: z.enum(['success', 'failure', 'refused']),
  ip: z.string().nullable(),
  /** A short browser/OS summary, e.g. `Firefox on Linux`. */
  device: z.string().nullable(),
  /** The e-mail address's pseudonym (first 16 hex digits of its SHA-256), never the address. */
  emailHash: z.string().nullable(),
  operatorId: z.string().nullable(),
  /** The log line's other fields: `count`, `scope`, `reason`, `path`, … */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityQuerySchema = z.object({
  kind: z.enum(activityKinds).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z
    .string()
    .regex(/^\d{1,16}\.\d{1,16}$/)
    .optional(),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const activityPageSchema = z.object({
  events: z.array(activityEntrySchema),
  /** Pass as `before` for older events; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const revokedSessionsSchema = z.object({
  /** How many other sessions were ended. */
  ended: z.number().int().min(0),
});
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;
