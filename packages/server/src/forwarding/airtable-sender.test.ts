import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AirtableConfig } from '../config.ts';
import { describeForwardError, type ForwardFailure } from './airtable-errors.ts';
import { airtableSender } from './airtable-sender.ts';
import { airtableBodies, startFakeAirtable, type FakeAirtable } from './fake-airtable.ts';
import type { ForwardPayload } from './outbox-repo.ts';

const apiKey = 'patFakeKey0123456789.abcdef';
const baseId = 'appZkTestBase0001';
const contact: ForwardPayload = { kind: 'contact', fullName: 'Ada Lovelace', email: 'ada@example.com', inquiry: 'Hello' };
const waitlist: ForwardPayload = { kind: 'waitlist', fullName: 'Ada', email: 'ada@example.com', services: ['Telegram Bot', 'Cold Email Outreach'], language: 'tr' };

let fake: FakeAirtable;
beforeEach(async () => {
  fake = await startFakeAirtable({ apiKey, baseId, readOnlyKeys: ['patReadOnly0123456789.abcdef'] });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await fake.close();
});

function config(overrides: Partial<AirtableConfig> = {}): AirtableConfig {
  return { apiKey, baseId, contactTable: 'Website', waitlistTable: 'Waitlist', endpointUrl: fake.url, ...overrides };
}

async function failure(payload: ForwardPayload, overrides: Partial<AirtableConfig> = {}): Promise<ForwardFailure> {
  const target = { kind: payload.kind, table: payload.kind === 'contact' ? (overrides.contactTable ?? 'Website') : (overrides.waitlistTable ?? 'Waitlist') };
  try {
    await airtableSender(config(overrides))(payload);
  } catch (caught) {
    return describeForwardError(caught, target);
  }
  throw new Error('expected the forward to fail');
}

describe('forwarding through the airtable client to a fake Airtable', () => {
  it('creates the contact record in Website with Status New and the waitlist record with display names', async () => {
    const contactId = await airtableSender(config())(contact);
    const waitlistId = await airtableSender(config())(waitlist);
    expect(contactId).toMatch(/^rec[A-Za-z0-9]{14}$/);
    expect(fake.records).toEqual([
      expect.objectContaining({ id: contactId, table: 'Website', fields: { Name: 'Ada Lovelace', Email: 'ada@example.com', Message: 'Hello', Status: 'New' } }),
      expect.objectContaining({
        id: waitlistId,
        table: 'Waitlist',
        fields: { Name: 'Ada', Email: 'ada@example.com', Services: ['Telegram Bot', 'Cold Email Outreach'], Language: 'tr' },
      }),
    ]);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST /v0/${baseId}/Website/`, `POST /v0/${baseId}/Waitlist/`]);
  });

  it('uses the configured table names', async () => {
    expect((await failure(contact, { contactTable: 'Leads' })).message).toBe(
      'Contact table not found: no table "Leads" in the Airtable base. Check AIRTABLE_CONTACT_TABLE and AIRTABLE_BASE_ID.',
    );
  });

  it('maps 401 to the invalid-key message, for good', async () => {
    expect(await failure(contact, { apiKey: 'patWrong0123456789.abcdef' })).toEqual({
      code: 'AUTHENTICATION_REQUIRED',
      status: 401,
      message: 'Invalid Airtable API key: authentication required. Check AIRTABLE_API_KEY.',
      retryable: false,
    });
  });

  it('maps 403 to the insufficient-permissions message', async () => {
    const result = await failure(waitlist, { apiKey: 'patReadOnly0123456789.abcdef' });
    expect(result).toMatchObject({ code: 'NOT_AUTHORIZED', status: 403, retryable: false });
    expect(result.message).toMatch(/^Insufficient permissions: the Airtable token may not create records in table "Waitlist"/);
  });

  it("maps 404 to the table-not-found message ('Waitlist table not found...' for the waitlist)", async () => {
    const result = await failure(waitlist, { waitlistTable: 'Wait list' });
    expect(result).toMatchObject({ code: 'NOT_FOUND', status: 404, retryable: false });
    expect(result.message).toBe('Waitlist table not found: no table "Wait list" in the Airtable base. Check AIRTABLE_WAITLIST_TABLE and AIRTABLE_BASE_ID.');
    expect((await failure(contact, { baseId: 'appNoSuchBase0001' })).code).toBe('NOT_FOUND');
  });

  it("maps 422 INVALID_VALUE_FOR_COLUMN and unknown select options on the waitlist to 'One or more selected services are not configured ... Please contact support.'", async () => {
    fake.failNext({ status: 422, body: airtableBodies.invalidValueForColumn('Services') });
    const invalid = await failure(waitlist);
    expect(invalid).toMatchObject({ code: 'INVALID_VALUE_FOR_COLUMN', status: 422, retryable: false });
    expect(invalid.message).toBe('One or more selected services are not configured in the Airtable Services field. Please contact support.');
    const unknownOption = await failure({ ...waitlist, services: ['Telegram Bot', 'Fax Bot' as 'Telegram Bot'] });
    expect(unknownOption).toMatchObject({ code: 'INVALID_MULTIPLE_CHOICE_OPTIONS', message: invalid.message });
  });

  it('keeps the own message of a 422 on the contact table', async () => {
    fake.failNext({ status: 422, body: airtableBodies.unknownFieldName('Message') });
    expect(await failure(contact)).toEqual({ code: 'UNKNOWN_FIELD_NAME', status: 422, message: 'Unknown field name: "Message"', retryable: false });
  });

  it('lets the client retry 429 by itself and then succeeds', async () => {
    // The client waits a random share of 5 s (full jitter); take 1% of it to keep the test fast.
    vi.spyOn(Math, 'random').mockReturnValue(0.01);
    fake.failNext({ status: 429, body: airtableBodies.rateLimited }, { status: 429, body: airtableBodies.rateLimited });
    const id = await airtableSender(config())(contact);
    expect(fake.records.map((r) => r.id)).toEqual([id]);
    expect(fake.requests).toHaveLength(3);
  });

  it('maps 500 to a retryable server error with its own message', async () => {
    fake.failNext({ status: 500, body: airtableBodies.serverError });
    expect(await failure(contact)).toEqual({ code: 'SERVER_ERROR', status: 500, message: 'Try again. If the problem persists, contact support.', retryable: true });
  });

  it('maps a refused connection to a retryable connection error', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
    });
    const result = await failure(contact, { endpointUrl: `http://127.0.0.1:${port}` });
    expect(result).toMatchObject({ code: 'CONNECTION_ERROR', status: 0, retryable: true });
    expect(result.message).toMatch(/^Connection error: could not reach Airtable \(.*ECONNREFUSED/);
  });

  it("answers 'No records were created' when Airtable returns none", async () => {
    fake.failNext({ status: 200, body: { records: [] } }, { status: 200, body: { records: [] } });
    expect(await failure(contact)).toMatchObject({ code: 'NO_RECORD_CREATED', message: 'Failed to create record in Airtable: No records were created.' });
    expect((await failure(waitlist)).message).toBe('Failed to create waitlist record in Airtable: No records were created.');
  });

  it('falls back to the SPEC message when an error has none', () => {
    expect(describeForwardError({ error: 'UNEXPECTED_ERROR', statusCode: 418, message: '' }, { kind: 'waitlist', table: 'Waitlist' }).message).toBe(
      'Failed to join waitlist. Please try again later.',
    );
    expect(describeForwardError(undefined, { kind: 'contact', table: 'Website' }).message).toBe('Failed to submit form. Please try again later.');
  });
});
