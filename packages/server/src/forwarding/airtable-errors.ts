import { airtableLeadIdField } from './airtable-find.ts';
import type { ForwardKind } from './submission-reader.ts';

/** Where the request went, for messages that name the table and what was done there. */
export interface ForwardTarget {
  kind: ForwardKind;
  table: string;
  /** Creating the lead's record (default), or finding or deleting its records after an erasure. */
  action?: 'create' | 'destroy' | 'find';
}

export interface ForwardFailure {
  /** The Airtable client's error type (`AUTHENTICATION_REQUIRED`, …) or `CONNECTION_ERROR`. */
  code: string;
  /** HTTP status, 0 when the request never got an answer. */
  status: number;
  /** The message recorded for the operator (SPEC section 8). */
  message: string;
  /** Worth trying again later (rate limit, server error, network); the rest needs the operator. */
  retryable: boolean;
}

/** SPEC section 8 fallbacks, when an error carries no message of its own. */
export const fallbackMessages: Record<ForwardKind, string> = {
  contact: 'Failed to submit form. Please try again later.',
  waitlist: 'Failed to join waitlist. Please try again later.',
};

export const noRecordMessages: Record<ForwardKind, string> = {
  contact: 'Failed to create record in Airtable: No records were created.',
  waitlist: 'Failed to create waitlist record in Airtable: No records were created.',
};

export const servicesNotConfiguredMessage =
  'One or more selected services are not configured in the Airtable Services field. Please contact support.';

/** The operator's note while the `Lead ID` field is missing: creates wait, and an erased lead's copies cannot be found. */
function leadIdFieldMissing(table: string, action: ForwardTarget['action']): string {
  const field = `add a single line text field "${airtableLeadIdField}" to the Airtable table "${table}", then retry this item`;
  return action === 'find'
    ? `Cannot look for the erased lead's records: ${field}. Until then a copy of the erased lead may remain in Airtable.`
    : `Airtable has no field "${airtableLeadIdField}", which every record holds so an erasure finds all its copies: ${field}.`;
}

function tableVariable(kind: ForwardKind): string {
  return kind === 'waitlist' ? 'AIRTABLE_WAITLIST_TABLE' : 'AIRTABLE_CONTACT_TABLE';
}

interface ErrorLike {
  error?: unknown;
  statusCode?: unknown;
  message?: unknown;
  name?: unknown;
  code?: unknown;
  type?: unknown;
}

/**
 * Maps what the `airtable` client rejects with (an `AirtableError` with `error`/`statusCode`, a
 * node-fetch `FetchError` or `AbortError` for network failures) to the operator's message.
 */
export function describeForwardError(caught: unknown, target: ForwardTarget): ForwardFailure {
  const { kind, table } = target;
  const verb = target.action === 'destroy' ? 'delete' : target.action === 'find' ? 'read' : 'create';
  const error = (typeof caught === 'object' && caught !== null ? caught : {}) as ErrorLike;
  const ownMessage = typeof error.message === 'string' && error.message.trim() !== '' ? error.message : undefined;
  if (typeof error.error === 'string' && typeof error.statusCode === 'number') {
    const code = error.error;
    const status = error.statusCode;
    switch (code) {
      case 'AUTHENTICATION_REQUIRED':
        return { code, status, message: 'Invalid Airtable API key: authentication required. Check AIRTABLE_API_KEY.', retryable: false };
      case 'NOT_AUTHORIZED':
      case 'INVALID_PERMISSIONS':
      case 'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND':
        return {
          code,
          status,
          message: `Insufficient permissions: the Airtable token may not ${verb} records in table "${table}" (or cannot see that table or base). Check the token's scopes and access to AIRTABLE_BASE_ID.`,
          retryable: false,
        };
      case 'NOT_FOUND':
      case 'TABLE_NOT_FOUND':
        return {
          code,
          status,
          message:
            kind === 'waitlist'
              ? `Waitlist table not found: no table "${table}" in the Airtable base. Check ${tableVariable(kind)} and AIRTABLE_BASE_ID.`
              : `Contact table not found: no table "${table}" in the Airtable base. Check ${tableVariable(kind)} and AIRTABLE_BASE_ID.`,
          retryable: false,
        };
      case 'INVALID_FILTER_BY_FORMULA':
      case 'UNKNOWN_FIELD_NAME':
        if (code === 'INVALID_FILTER_BY_FORMULA' || ownMessage?.includes(`"${airtableLeadIdField}"`))
          return { code, status, message: leadIdFieldMissing(table, target.action), retryable: false };
        break;
      case 'INVALID_VALUE_FOR_COLUMN':
      case 'INVALID_MULTIPLE_CHOICE_OPTIONS':
        if (kind === 'waitlist') return { code, status, message: servicesNotConfiguredMessage, retryable: false };
        break;
    }
    // A 2xx whose body could not be read (cut off): Airtable did the work; whether to resend is the caller's call.
    const retryable = status === 429 || status >= 500 || code === 'CONNECTION_ERROR' || (status >= 200 && status < 300);
    return { code, status, message: ownMessage ?? fallbackMessages[kind], retryable };
  }
  // `makeRequest` wraps a network failure as an AirtableError `CONNECTION_ERROR` without a status.
  if (error.error === 'CONNECTION_ERROR' || error.name === 'FetchError' || error.name === 'AbortError' || typeof error.code === 'string') {
    return {
      code: 'CONNECTION_ERROR',
      status: 0,
      message: `Connection error: could not reach Airtable (${ownMessage ?? 'request failed'}).`,
      retryable: true,
    };
  }
  return { code: 'UNEXPECTED_ERROR', status: 0, message: ownMessage ?? fallbackMessages[kind], retryable: true };
}
