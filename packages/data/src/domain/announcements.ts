import { z } from 'zod';
import { languages, type Language } from './languages.ts';
import { waitlistServiceIds, type WaitlistServiceId } from './services.ts';

/**
 * Launch announcements (issue 27), the admin's API (`packages/server/src/announcements/`):
 *
 * - `GET  /api/announcements/audience?service=` → {@link AnnouncementAudience}
 * - `GET  /api/announcements/template?service=` → `AnnouncementCopy` (`emails.ts`: the prefill, per language)
 * - `POST /api/announcements` {@link AnnouncementRequest} → 201 `{ announcement: AnnouncementRecord }`
 *   (the same answer again for a repeated `idempotencyKey`, sending nothing); 422 `validation_failed`
 *   (with `fields`), 409 `no_recipients` when nobody would receive it, 409 `repeat_announcement` when
 *   the same service and copy went out within {@link announcementRepeatMinutes} minutes and the request
 *   does not say `confirmRepeat: true`
 * - `GET  /api/announcements` → `{ announcements: AnnouncementRecord[] }`, newest first
 * - `GET  /api/announcements/draft` → {@link AnnouncementDraftState}; `PUT` the same with an
 *   {@link AnnouncementDraft} body → {@link AnnouncementDraftState}. One draft per operator, kept on the
 *   server, so it survives the session's expiry; `DELETE` removes it (sending also removes it).
 *
 * All operator-only (session cookie), origin-checked. Recipients: waitlisters who confirmed (double
 * opt-in), have not unsubscribed, gave consent (`consent_version` set) and chose the service; each gets
 * the copy of their own language.
 */

const serviceId = z.enum(waitlistServiceIds as [WaitlistServiceId, ...WaitlistServiceId[]]);

/** The longest subject and body an operator may send. */
export const announcementLimits = { subject: 150, body: 5000 } as const;

/** One language's subject and body; the body is plain text (paragraphs split by blank lines). */
export const announcementTextSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1)
    .max(announcementLimits.subject)
    .refine((s) => !/[\r\n]/.test(s), 'one line'),
  body: z.string().trim().min(1).max(announcementLimits.body),
});
export type AnnouncementText = z.infer<typeof announcementTextSchema>;

/** An idempotency key as the console makes one per composed announcement (`composeKey`): 16 to 128 URL-safe characters. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'invalid_key');

/** Minutes within which the same service and copy are refused again unless `confirmRepeat` (409 `repeat_announcement`). */
export const announcementRepeatMinutes = 10;

/**
 * `POST /api/announcements`: the service, the copy in every language, the composer's idempotency key
 * (a repeat with the same key answers the first send's record and sends nothing), and, after a
 * `repeat_announcement` refusal, `confirmRepeat: true` to send the same copy again.
 */
export const announcementRequestSchema = z.object({
  service: serviceId,
  copy: z.object(Object.fromEntries(languages.map((l) => [l, announcementTextSchema])) as Record<Language, typeof announcementTextSchema>),
  idempotencyKey: idempotencyKeySchema,
  confirmRepeat: z.boolean().optional(),
});
export type AnnouncementRequest = z.infer<typeof announcementRequestSchema>;

/** `GET /api/announcements/audience?service=`: who would receive it now, per language. */
export const announcementAudienceSchema = z.object({
  service: serviceId,
  counts: z.object(Object.fromEntries(languages.map((l) => [l, z.number().int().min(0)])) as Record<Language, z.ZodNumber>),
  total: z.number().int().min(0),
});
export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>;

/** The record of one sent announcement. Counts are live: `delivered` + `failed` + `pending` ≤ `recipients` (erased leads drop out). */
export const announcementRecordSchema = z.object({
  id: z.string(),
  service: serviceId,
  /** ISO timestamp of the send. */
  createdAt: z.string(),
  /** The operator's e-mail address. */
  createdBy: z.string(),
  /** Messages queued at the send, per language and in total. */
  recipients: z.number().int().min(0),
  perLanguage: z.object(Object.fromEntries(languages.map((l) => [l, z.number().int().min(0)])) as Record<Language, z.ZodNumber>),
  /** Handed to the SMTP server. */
  delivered: z.number().int().min(0),
  failed: z.number().int().min(0),
  /** Queued, or kept (no `SMTP_URL`). */
  pending: z.number().int().min(0),
  /** The subjects as sent, per language. */
  subjects: z.object(Object.fromEntries(languages.map((l) => [l, z.string()])) as Record<Language, z.ZodString>),
});
export type AnnouncementRecord = z.infer<typeof announcementRecordSchema>;

export const announcementListSchema = z.object({ announcements: z.array(announcementRecordSchema) });
export type AnnouncementList = z.infer<typeof announcementListSchema>;

/** A draft: anything typed so far (strings may be empty or partial; limits as for sending). */
export const announcementDraftSchema = z.object({
  service: serviceId.nullable(),
  copy: z.object(
    Object.fromEntries(
      languages.map((l) => [
        l,
        z.object({ subject: z.string().max(announcementLimits.subject), body: z.string().max(announcementLimits.body) }),
      ]),
    ) as Record<Language, z.ZodObject<{ subject: z.ZodString; body: z.ZodString }>>,
  ),
});
export type AnnouncementDraft = z.infer<typeof announcementDraftSchema>;

/** `GET`/`PUT /api/announcements/draft`: the operator's draft and when it was saved, or `draft: null`. */
export const announcementDraftStateSchema = z.object({ draft: announcementDraftSchema.nullable(), updatedAt: z.string().nullable() });
export type AnnouncementDraftState = z.infer<typeof announcementDraftStateSchema>;
