import { randomBytes } from 'node:crypto';
import { languages, waitlistServices } from '@zk/data';

// The tables, answer bodies and field checks of the fake Airtable (fake-airtable.ts), as the real service has them.

/** The fields of a fake table; select fields list their options. */
export type FieldSpec = { type: 'text' } | { type: 'multipleSelects'; options: string[] } | { type: 'singleSelect'; options: string[] };

export const defaultAirtableTables: Record<string, Record<string, FieldSpec>> = {
  Website: {
    Name: { type: 'text' },
    Email: { type: 'text' },
    Message: { type: 'text' },
    Status: { type: 'singleSelect', options: ['New', 'Contacted'] },
    'Lead ID': { type: 'text' },
  },
  Waitlist: {
    Name: { type: 'text' },
    Email: { type: 'text' },
    Services: { type: 'multipleSelects', options: Object.values(waitlistServices) },
    Language: { type: 'singleSelect', options: [...languages] },
    'Lead ID': { type: 'text' },
  },
};

/** Real Airtable error bodies. */
export const airtableBodies = {
  authenticationRequired: { error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } },
  invalidPermissions: {
    error: {
      type: 'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND',
      message:
        'Invalid permissions, or the requested model was not found. Check that both your user and your token have the required permissions, and that the model names and/or ids are correct.',
    },
  },
  baseNotFound: { error: 'NOT_FOUND' },
  tableNotFound: (table: string, baseId: string) => ({
    error: { type: 'TABLE_NOT_FOUND', message: `Could not find table ${table} in application ${baseId}` },
  }),
  invalidValueForColumn: (field: string) => ({
    error: { type: 'INVALID_VALUE_FOR_COLUMN', message: `Field "${field}" cannot accept the provided value` },
  }),
  invalidMultipleChoice: (option: string) => ({
    error: { type: 'INVALID_MULTIPLE_CHOICE_OPTIONS', message: `Insufficient permissions to create new select option ""${option}""` },
  }),
  unknownFieldName: (field: string) => ({ error: { type: 'UNKNOWN_FIELD_NAME', message: `Unknown field name: "${field}"` } }),
  rateLimited: { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }] },
  serverError: { error: { type: 'SERVER_ERROR', message: 'Server error' } },
  invalidRequest: (message: string) => ({ error: { type: 'INVALID_REQUEST_UNKNOWN', message } }),
  invalidRecords: { error: { type: 'INVALID_RECORDS', message: '"records" must be an array of up to 10 record IDs.' } },
  invalidFilterByFormula: (message: string) => ({ error: { type: 'INVALID_FILTER_BY_FORMULA', message } }),
  iteratorNotAvailable: { error: { type: 'LIST_RECORDS_ITERATOR_NOT_AVAILABLE', message: 'Iterator not available' } },
  rowDoesNotExist: (id: string) => ({ error: { type: 'ROW_DOES_NOT_EXIST', message: `Record ID ${id} does not exist in this table` } }),
};

export function recordId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `rec${Array.from(randomBytes(14), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export function checkFields(fields: Record<string, unknown>, spec: Record<string, FieldSpec>): { status: number; body: unknown } | null {
  for (const [name, value] of Object.entries(fields)) {
    const field = spec[name];
    if (!field) return { status: 422, body: airtableBodies.unknownFieldName(name) };
    if (field.type === 'text' && typeof value !== 'string') return { status: 422, body: airtableBodies.invalidValueForColumn(name) };
    if (field.type === 'singleSelect') {
      if (typeof value !== 'string') return { status: 422, body: airtableBodies.invalidValueForColumn(name) };
      if (!field.options.includes(value)) return { status: 422, body: airtableBodies.invalidMultipleChoice(value) };
    }
    if (field.type === 'multipleSelects') {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
        return { status: 422, body: airtableBodies.invalidValueForColumn(name) };
      const unknown = (value as string[]).find((v) => !field.options.includes(v));
      if (unknown !== undefined) return { status: 422, body: airtableBodies.invalidMultipleChoice(unknown) };
    }
  }
  return null;
}
