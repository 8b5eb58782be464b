import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ItemOutcome, NewOutboxItem, OutboxItem } from '../outbox/outbox-types.ts';
import { airtableDestination } from './airtable-destination.ts';
import { findItem, type FindPayload } from './airtable-find.ts';
import { startFakeAirtable, type FakeAirtable } from '../../test-support/fake-airtable.ts';

const apiKey = 'patFakeKey0123456789.abcdef';
const baseId = 'appZkTestBase0001';

let fake: FakeAirtable;
beforeEach(async () => {
  fake = await startFakeAirtable({ apiKey, baseId, rateLimit: false });
});
afterEach(async () => {
  await fake.close();
});

function destination() {
  const config = { apiKey, baseId, contactTable: 'Website', waitlistTable: 'Waitlist', endpointUrl: fake.url };
  return airtableDestination({
    config,
    readSubmission: async (lead) => ({ kind: 'contact', fullName: `Lead ${lead.id}`, email: 'l@example.com', inquiry: 'Hi' }),
    listPageSize: 2,
  });
}

let nextId = 1;
const stored = (item: NewOutboxItem): OutboxItem => ({
  id: nextId++,
  lead: null,
  payload: null,
  status: 'sending',
  attempts: 1,
  possibleDuplicate: false,
  externalId: null,
  createdAt: 0,
  ...item,
});
const createOf = (leadId: string) =>
  stored({ destination: 'airtable', action: 'create', idempotencyKey: `c:${leadId}`, lead: { kind: 'contact', id: leadId } });
const send = async (item: OutboxItem): Promise<ItemOutcome> => (await destination().send([item], new AbortController().signal))[0]!;
const followUps = (outcome: ItemOutcome) => (outcome.status === 'sent' ? (outcome.followUps ?? []) : []);

describe("an erased lead's records, found by the Lead ID each holds", () => {
  it('lists one page per request by filterByFormula, deletes what each page holds, and continues from its offset first', async () => {
    for (let n = 0; n < 3; n++) await send(createOf("lead-o'1"));
    await send(createOf('lead-2'));
    const ids = fake.records.filter((r) => r.fields['Lead ID'] === "lead-o'1").map((r) => r.id);

    const first = await send(stored(findItem({ table: 'Website', leadId: "lead-o'1" })));
    const [destroyA, destroyB, more] = followUps(first);
    expect([destroyA, destroyB].map((f) => f?.payload)).toEqual(ids.slice(0, 2).map((recordId) => ({ table: 'Website', recordId })));
    expect(more).toMatchObject({
      action: 'find',
      priority: -1,
      payload: { table: 'Website', leadId: "lead-o'1", offset: expect.any(String) },
    });
    expect(new URLSearchParams(fake.requests.at(-1)!.query).get('filterByFormula')).toBe("{Lead ID} = 'lead-o\\'1'");

    const last = await send(stored(more!));
    expect(followUps(last).map((f) => f.payload)).toEqual([{ table: 'Website', recordId: ids[2] }]);
  });

  it('lists again from the start when Airtable has forgotten the offset', async () => {
    for (let n = 0; n < 3; n++) await send(createOf('lead-3'));
    const [, , more] = followUps(await send(stored(findItem({ table: 'Website', leadId: 'lead-3' }))));
    fake.expireOffsets();
    const restarted = followUps(await send(stored(more!)));
    expect(fake.requests.at(-1)?.status).toBe(422);
    expect(restarted).toEqual([
      expect.objectContaining({ action: 'find', payload: { table: 'Website', leadId: 'lead-3' } satisfies FindPayload }),
    ]);
    expect(restarted[0]?.idempotencyKey).not.toBe(findItem({ table: 'Website', leadId: 'lead-3' }).idempotencyKey);
  });
});
