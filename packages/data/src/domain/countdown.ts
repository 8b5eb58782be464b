import { z } from 'zod';

/** A countdown shown as the public banner while active. */
export interface Countdown {
  id: string;
  title: string;
  /** Target moment as an ISO 8601 timestamp in UTC. */
  target_date: string;
  is_active: boolean;
}

export const countdownTitleMaxLength = 200;

/** SPEC section 5: the one message for a missing title or date. */
export const missingCountdownFieldsMessage = 'Please fill in all fields';

const isoDate = z
  .string()
  .trim()
  .min(1, missingCountdownFieldsMessage)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Invalid date')
  .transform((value) => new Date(value).toISOString());

/** Input to create a countdown; target_date is normalised to a UTC ISO timestamp. */
export const newCountdownSchema = z.object({
  title: z.string(missingCountdownFieldsMessage).trim().min(1, missingCountdownFieldsMessage).max(countdownTitleMaxLength),
  target_date: z.string(missingCountdownFieldsMessage).pipe(isoDate),
});

export type NewCountdown = z.input<typeof newCountdownSchema>;

export const countdownSchema = z.object({
  id: z.string(),
  title: z.string(),
  target_date: z.string(),
  is_active: z.boolean(),
});

/** A change to the countdowns, as delivered by the live stream. */
export type CountdownChange =
  | { type: 'INSERT'; countdown: Countdown }
  | { type: 'UPDATE'; countdown: Countdown }
  | { type: 'DELETE'; countdown: Pick<Countdown, 'id'> & Partial<Countdown> };

/** Orders countdowns by target date, earliest first (stable on id). */
export function byTargetDate(a: Countdown, b: Countdown): number {
  return Date.parse(a.target_date) - Date.parse(b.target_date) || a.id.localeCompare(b.id);
}
