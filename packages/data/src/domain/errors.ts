import type { FieldErrors } from './field-errors.ts';

/** Stable error codes of the HTTP API, shared by server and browser. */
export const errorCodes = [
  'validation_failed',
  'missing_fields',
  'no_valid_services',
  'no_recipients',
  'repeat_announcement',
  'invalid_credentials',
  'wrong_password',
  'weak_password',
  'password_unchanged',
  'password_change_required',
  'second_factor_required',
  'code_required',
  'factor_exists',
  'no_factor',
  'wrong_code',
  'passkey_cancelled',
  'unauthorized',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'forbidden_origin',
  'invalid_json',
  'invalid_body',
  'not_found',
  'unavailable',
  'storage_unavailable',
  'internal',
  'network',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/** The error every adapter throws: a stable code, the HTTP status (0 for network failures) and details. */
export class DataError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, status = 0, fieldErrors: FieldErrors = {}, retryAfterSeconds?: number) {
    super(message);
    this.name = 'DataError';
    this.code = code;
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
