import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AirtableConfig } from '@zk/config';
import type { ItemOutcome, OutboxItem } from '../outbox/outbox-types.ts';
import { airtableDestination, type AirtableDestinationOptions } from './airtable-destination.ts';
import { describeForwardError } from './airtable-errors.ts';
import { airtableBodies, startFakeAirtable, type FakeAirtable } from '../../test-support/fake-airtable.ts';
import type { ForwardPayload } from './submission-reader.ts';

const apiKey = 'patFakeKey0123456789.abcdef';
const baseId = 'appZkTestBase0001';
const contact: ForwardPayload = { kind: 'contact', fullName: 'Ada Lovelace', email: 'ada@example.com', inquiry: 'Hello' };
const waitlist: ForwardPayload = {
  kind: 'waitlist',
  fullName: 'Ada',
  email: 'ada@example.com',
  services: ['Telegram Bot', 'Cold Email Outreach'],
  language: 'tr',
};

let fake: FakeAirtable;
beforeEach(async () => {
  fake = await startFakeAirtable({ apiKey, baseId, readOnlyKeys: ['patReadOnly0123456789.abcdef'] });
});
afterEach(async () => {
  await fake.close();
});

/** Stored submissions by lead id, as the destination reads them at send time. */
const stored = new Map<string, ForwardPayload>();
let nextId = 1;
function createItem(payload: ForwardPayload | null): OutboxItem {
  const id = nextId++;
  if (payload) stored.set(`lead-${id}`, payload);
  return {
    id,
    destination: 'airtable',
    action: 'create',
    idempotencyKey: `airtable:x:${id}`,
    lead: { kind: payload?.kind ?? 'contact', id: `lead-${id}` },
    payload: null,
    status: 'sending',
    attempts: 1,
    possibleDuplicate: false,
    externalId: null,
    createdAt: 0,
  };
}
const destroyItem = (table: string, recordId: string): OutboxItem => ({
  ...createItem(null),
  action: 'destroy',
  lead: null,
  payload: { table, recordId },
});

function destination(overrides: Partial<AirtableConfig> = {}, options: Partial<AirtableDestinationOptions> = {}) {
  const config = { apiKey, baseId, contactTable: 'Website', waitlistTable: 'Waitlist', endpointUrl: fake.url, ...overrides };
  return airtableDestination({ config, readSubmission: async (lead) => stored.get(lead.id) ?? null, ...options });
}
const send = (
  items: OutboxItem[],
  overrides: Partial<AirtableConfig> = {},
  options: Partial<AirtableDestinationOptions> = {},
): Promise<ItemOutcome[]> => destination(overrides, options).send(items, new AbortController().signal);

describe('the Airtable destination, through the airtable client, against a fake Airtable', () => {
  it('creates up to 10 records in one request: contact in Website with Status New, waitlist with display names', async () => {
    const [ada, grace] = [createItem(contact), createItem({ ...contact, fullName: 'Grace Hopper' })];
    const outcomes = await send([ada, grace]);
    expect(outcomes).toEqual([
      { status: 'sent', externalId: fake.records[0]?.id },
      { status: 'sent', externalId: fake.records[1]?.id },
    ]);
    expect(fake.records.map((r) => [r.table, r.fields])).toEqual([
      ['Website', { Name: 'Ada Lovelace', Email: 'ada@example.com', Message: 'Hello', Status: 'New', 'Lead ID': ada.lead?.id }],
      ['Website', { Name: 'Grace Hopper', Email: 'ada@example.com', Message: 'Hello', Status: 'New', 'Lead ID': grace.lead?.id }],
    ]);
    const waitlistItem = createItem(waitlist);
    const [waitlisted] = await send([waitlistItem]);
    expect(waitlisted).toEqual({ status: 'sent', externalId: expect.stringMatching(/^rec[A-Za-z0-9]{14}$/) });
    expect(fake.records[2]).toEqual({
      id: expect.any(String),
      createdTime: expect.any(String),
      table: 'Waitlist',
      fields: {
        Name: 'Ada',
        Email: 'ada@example.com',
        Services: ['Telegram Bot', 'Cold Email Outreach'],
        Language: 'tr',
        'Lead ID': waitlistItem.lead?.id,
      },
    });
    expect(fake.requests.map((r) => `${r.method} ${r.path} ${r.records}`)).toEqual([
      `POST /v0/${baseId}/Website/ 2`,
      `POST /v0/${baseId}/Waitlist/ 1`,
    ]);
  });

  it('fails an item whose stored submission is gone, and sends the rest', async () => {
    expect(await send([createItem(null), createItem(contact)])).toEqual([
      { status: 'failed', error: 'The stored submission is gone; nothing to send.' },
      { status: 'sent', externalId: expect.any(String) },
    ]);
  });

  it('maps 401, 403 and 404 to SPEC messages, for good', async () => {
    expect(await send([createItem(contact)], { apiKey: 'patWrong0123456789.abcdef' })).toEqual([
      { status: 'failed', error: 'Invalid Airtable API key: authentication required. Check AIRTABLE_API_KEY.' },
    ]);
    const [forbidden] = await send([createItem(waitlist)], { apiKey: 'patReadOnly0123456789.abcdef' });
    expect(forbidden).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^Insufficient permissions: the Airtable token may not create records in table "Waitlist"/),
    });
    expect(await send([createItem(waitlist)], { waitlistTable: 'Wait list' })).toEqual([
      {
        status: 'failed',
        error: 'Waitlist table not found: no table "Wait list" in the Airtable base. Check AIRTABLE_WAITLIST_TABLE and AIRTABLE_BASE_ID.',
      },
    ]);
    expect(await send([createItem(contact)], { contactTable: 'Leads' })).toEqual([
      {
        status: 'failed',
        error: 'Contact table not found: no table "Leads" in the Airtable base. Check AIRTABLE_CONTACT_TABLE and AIRTABLE_BASE_ID.',
      },
    ]);
  });

  it("maps an unknown select option on the waitlist to 'One or more selected services are not configured ... Please contact support.'", async () => {
    const [outcome] = await send([createItem({ ...waitlist, services: ['Telegram Bot', 'Fax Bot' as 'Telegram Bot'] })]);
    expect(outcome).toEqual({
      status: 'failed',
      error: 'One or more selected services are not configured in the Airtable Services field. Please contact support.',
    });
    fake.failNext({ status: 422, body: airtableBodies.unknownFieldName('Message') });
    expect(await send([createItem(contact)])).toEqual([{ status: 'failed', error: 'Unknown field name: "Message"' }]);
  });

  it('asks to send each record alone when Airtable refuses a batch as a whole (one bad record)', async () => {
    const outcomes = await send([createItem(waitlist), createItem({ ...waitlist, services: ['Fax Bot' as 'Telegram Bot'] })]);
    expect(outcomes).toEqual(
      [0, 1].map(() => ({ status: 'retry', error: expect.stringContaining('Airtable refused the batch'), retryAfterMs: 0, alone: true })),
    );
    expect(fake.records).toHaveLength(0);
  });

  it("answers 429 with Retry-After when Airtable sends one, else with Airtable's 30-second penalty", async () => {
    fake.failNext(
      { status: 429, body: airtableBodies.rateLimited, headers: { 'Retry-After': '3' } },
      { status: 429, body: airtableBodies.rateLimited },
    );
    expect(await send([createItem(contact)])).toEqual([
      { status: 'retry', error: expect.stringMatching(/too many requests/i), retryAfterMs: 3000 },
    ]);
    expect(await send([createItem(contact)])).toEqual([
      { status: 'retry', error: expect.stringMatching(/too many requests/i), retryAfterMs: 30_000 },
    ]);
    expect(fake.requests).toHaveLength(2);
  });

  it('retries 5xx (honouring Retry-After) and connection failures; only a request that may have landed is an unknown outcome', async () => {
    fake.failNext(
      { status: 500, body: airtableBodies.serverError },
      { status: 503, body: airtableBodies.serverError, headers: { 'Retry-After': '2' } },
    );
    expect(await send([createItem(contact)])).toEqual([
      { status: 'retry', error: 'Try again. If the problem persists, contact support.', unknownOutcome: false },
    ]);
    expect(await send([createItem(contact)])).toEqual([
      { status: 'retry', error: expect.any(String), unknownOutcome: false, retryAfterMs: 2000 },
    ]);
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
    });
    const [refused] = await send([createItem(contact)], { endpointUrl: `http://127.0.0.1:${port}` });
    expect(refused).toEqual({
      status: 'retry',
      error: expect.stringMatching(/^Connection error: could not reach Airtable \(.*ECONNREFUSED/),
      unknownOutcome: false,
    });
    fake.hang({ stage: 'after-processing' });
    const [timedOut] = await send([createItem(contact)], {}, { timeoutMs: 200 });
    expect(timedOut).toMatchObject({ status: 'retry', unknownOutcome: true });
  });

  it('treats a 200 whose body is cut off as an unknown outcome to retry, with no error escaping the client', async () => {
    fake.hang({ stage: 'mid-body' });
    const sending = send([createItem(contact)]);
    await vi.waitFor(() => expect(fake.records).toHaveLength(1), { timeout: 20_000 });
    await fake.close(); // the connection drops halfway through the answer
    expect(await sending).toEqual([{ status: 'retry', error: expect.stringContaining('invalid JSON'), unknownOutcome: true }]);
  });

  it("fails the records Airtable's answer leaves out ('No records were created')", async () => {
    fake.failNext({ status: 200, body: { records: [] } }, { status: 200, body: { records: [] } });
    expect(await send([createItem(contact)])).toEqual([
      { status: 'failed', error: 'Failed to create record in Airtable: No records were created.' },
    ]);
    expect(await send([createItem(waitlist)])).toEqual([
      { status: 'failed', error: 'Failed to create waitlist record in Airtable: No records were created.' },
    ]);
  });

  it('deletes up to 10 records per request; a record already gone counts as deleted, found by sending each alone', async () => {
    await send(Array.from({ length: 3 }, () => createItem(contact)));
    const [a, b, c] = fake.records.map((r) => r.id) as [string, string, string];
    expect(await send([destroyItem('Website', a), destroyItem('Website', b)])).toEqual([
      { status: 'sent', externalId: a },
      { status: 'sent', externalId: b },
    ]);
    expect(fake.records.map((r) => r.id)).toEqual([c]);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v0/${baseId}/Website`, records: 2, status: 200 });
    expect(await send([destroyItem('Website', a), destroyItem('Website', c)])).toEqual(
      [0, 1].map(() => expect.objectContaining({ status: 'retry', alone: true })),
    );
    expect(await send([destroyItem('Website', a)])).toEqual([{ status: 'sent', externalId: a }]);
    const [forbidden] = await send([destroyItem('Website', c)], { apiKey: 'patReadOnly0123456789.abcdef' });
    expect(forbidden).toMatchObject({ status: 'failed', error: expect.stringContaining('may not delete records in table "Website"') });
  });

  it('falls back to the SPEC message when an error has none', () => {
    expect(
      describeForwardError({ error: 'UNEXPECTED_ERROR', statusCode: 418, message: '' }, { kind: 'waitlist', table: 'Waitlist' }).message,
    ).toBe('Failed to join waitlist. Please try again later.');
    expect(describeForwardError(undefined, { kind: 'contact', table: 'Website' }).message).toBe(
      'Failed to submit form. Please try again later.',
    );
  });
});
