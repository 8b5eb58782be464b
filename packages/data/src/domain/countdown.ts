import { z } from 'zod';
import { hasUnsafeCharacters, isInvisibleText, normaliseIsoInstant } from './text-rules.ts';

/** A countdown shown as the public banner while active. */
export interface Countdown {
  id: string;
  title: string;
  /** Target moment as a UTC ISO 8601 timestamp with a four-digit year and milliseconds (text order is time order). */
  target_date: string;
  is_active: boolean;
}

export const countdownTitleMaxLength = 200;

/** SPEC section 5: the one message for a missing title or date. */
export const missingCountdownFieldsMessage = 'Please fill in all fields';

/** Answer for a title with control or bidi-override characters. */
export const invalidCountdownTitleMessage = 'Invalid title';

/**
 * The earliest year a countdown may target (UTC). Strict ISO 8601 allows 0000, but a countdown before the
 * product existed is a typo ('0026' for '2026'), and as the earliest active countdown it would take the
 * banner's place from the real one. Later past dates stay allowed: the banner hides a countdown that has ended.
 */
export const minCountdownYear = 2000;
const earliestTarget = `${minCountdownYear}-01-01T00:00:00.000Z`;

const isoDate = z
  .string()
  .trim()
  .min(1, missingCountdownFieldsMessage)
  .transform((value, ctx) => {
    const normalised = normaliseIsoInstant(value);
    // Normalised instants are UTC ISO with a four-digit year: text order is time order.
    if (normalised === null || normalised < earliestTarget) ctx.addIssue({ code: 'custom', message: 'Invalid date' });
    return normalised ?? z.NEVER;
  });

/**
 * Input to create a countdown. The title must show something and holds no unsafe characters (see
 * `hasUnsafeCharacters`); target_date is strict ISO 8601 (see {@link normaliseIsoInstant}), normalised to UTC,
 * no earlier than {@link minCountdownYear}.
 */
export const newCountdownSchema = z.object({
  title: z
    .string(missingCountdownFieldsMessage)
    .trim()
    .min(1, missingCountdownFieldsMessage)
    .max(countdownTitleMaxLength)
    .refine((value) => !isInvisibleText(value), missingCountdownFieldsMessage)
    .refine((value) => !hasUnsafeCharacters(value), invalidCountdownTitleMessage),
  target_date: z.string(missingCountdownFieldsMessage).pipe(isoDate),
});

export type NewCountdown = z.input<typeof newCountdownSchema>;

/** A change to the countdowns, as delivered by the live stream. */
export type CountdownChange =
  | { type: 'INSERT'; countdown: Countdown }
  | { type: 'UPDATE'; countdown: Countdown }
  | { type: 'DELETE'; countdown: Pick<Countdown, 'id'> & Partial<Countdown> };

/** Orders countdowns by target date, earliest first (stable on id). */
export function byTargetDate(a: Countdown, b: Countdown): number {
  return Date.parse(a.target_date) - Date.parse(b.target_date) || a.id.localeCompare(b.id);
}
