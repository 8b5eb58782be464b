import type { z } from 'zod';

/**
 * Stable validation codes; the site maps them to dictionary messages
 * (`required` -> 'This field is required', `invalid_email` -> 'Please enter a valid email address').
 */
export type FieldErrorCode = 'required' | 'invalid_email' | 'too_long' | 'invalid' | 'no_services';

export type FieldErrors = Partial<Record<string, FieldErrorCode>>;

export type Validation<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

const knownCodes = new Set<string>(['required', 'invalid_email', 'too_long', 'invalid', 'no_services']);

/** Runs a schema whose issue messages are {@link FieldErrorCode}s; keeps the first code per field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    if (fieldErrors[field] !== undefined) continue;
    fieldErrors[field] = knownCodes.has(issue.message) ? (issue.message as FieldErrorCode) : 'invalid';
  }
  return { ok: false, fieldErrors };
}
