import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../app.ts';
import type { OutboxItemView } from '../outbox/outbox-view.ts';
import { testApi, type TestApi } from '../../test-support/api.ts';
import { defaultAirtableTables, startFakeAirtable, type FakeAirtable, type FakeAirtableOptions } from '../../test-support/fake-airtable.ts';

const apiKey = 'patFakeKey0123456789.abcdef';
const baseId = 'appZkTestBase0001';
const wait = { timeout: 30_000, interval: 10 };

let fake: FakeAirtable;
const started: FakeAirtable[] = [];
async function airtable(options: Partial<FakeAirtableOptions> = {}) {
  fake = await startFakeAirtable({ apiKey, baseId, ...options });
  started.push(fake);
}
beforeEach(() => airtable());
afterEach(async () => {
  await Promise.all(started.splice(0).map((f) => f.close()));
});

async function api(airtableOptions: NonNullable<AppDeps['outbox']>['airtable'] = {}): Promise<TestApi> {
  const t = await testApi({
    config: {
      formRateLimitPerMinute: 1000,
      airtable: { apiKey, baseId, contactTable: 'Website', waitlistTable: 'Waitlist', endpointUrl: fake.url },
    },
    deps: { now: Date.now, outbox: { retryDelaysMs: [20], maxAttempts: 5, airtable: { timeoutMs: 300, ...airtableOptions } } },
  });
  await t.signIn();
  return t;
}

async function contact(t: TestApi, fullName: string): Promise<string> {
  const res = await t.call('/api/submissions/contact', { json: { fullName, email: 'ada@example.com', inquiry: 'Hello' } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function outbox(t: TestApi, status: 'pending' | 'sent' | 'failed'): Promise<OutboxItemView[]> {
  return ((await (await t.call(`/api/outbox?status=${status}`)).json()) as { items: OutboxItemView[] }).items;
}

/** The next `count` creates are processed by Airtable but answered only after the client gave up: each retry makes a copy. */
function answersTooLate(count: number) {
  const hangs = Array.from({ length: count }, () => fake.hang({ stage: 'after-processing' }));
  return { release: () => hangs.forEach((hang) => hang.release()) };
}

const erase = async (t: TestApi, id: string) => (await t.call(`/api/leads/inbox/contact/${id}`, { method: 'DELETE' })).json();

describe('erasure reaches every Airtable copy of a lead, also those whose record id was never recorded', () => {
  it('deletes both records when a create was processed but answered too late and its retry made a second', async () => {
    const t = await api();
    const late = answersTooLate(1);
    const id = await contact(t, 'Ada Lovelace');
    await vi.waitFor(async () => expect(await outbox(t, 'sent')).toMatchObject([{ action: 'create', possibleDuplicate: true }]), wait);
    expect(fake.records.map((r) => [r.fields.Name, r.fields['Lead ID']])).toEqual([
      ['Ada Lovelace', id],
      ['Ada Lovelace', id],
    ]);
    await contact(t, 'Grace Hopper');
    await vi.waitFor(() => expect(fake.records).toHaveLength(3), wait);

    expect(await erase(t, id)).toMatchObject({ erased: 1, queuedDeletes: 2 });
    await vi.waitFor(() => expect(fake.records.map((r) => r.fields.Name)).toEqual(['Grace Hopper']), wait);
    await vi.waitFor(async () => expect(await outbox(t, 'pending')).toEqual([]), wait);
    expect(await outbox(t, 'failed')).toEqual([]);
    const lists = fake.requests.filter((r) => r.method === 'GET');
    expect(lists.map((r) => new URLSearchParams(r.query).get('filterByFormula'))).toEqual([`{Lead ID} = '${id}'`]);
    late.release();
  });

  it('reads every page of the listing and deletes each copy', async () => {
    const t = await api({ listPageSize: 2 });
    const late = answersTooLate(4);
    const id = await contact(t, 'Ada Lovelace');
    await vi.waitFor(async () => expect(await outbox(t, 'sent')).toHaveLength(1), wait);
    expect(fake.records).toHaveLength(5);
    await erase(t, id);
    await vi.waitFor(() => expect(fake.records).toEqual([]), wait);
    await vi.waitFor(async () => expect(await outbox(t, 'pending')).toEqual([]), wait);
    expect(fake.requests.filter((r) => r.method === 'GET').map((r) => new URLSearchParams(r.query).has('offset'))).toEqual([
      false,
      true,
      true,
    ]);
    late.release();
  });

  it('looks for the copy of a create erased in flight whose answer never came, once Airtable has had time to land it', async () => {
    const t = await api({ landingMs: 500 });
    const late = answersTooLate(1);
    const id = await contact(t, 'Ada Lovelace');
    await vi.waitFor(() => expect(fake.records).toHaveLength(1), wait);
    expect(await erase(t, id)).toMatchObject({ erased: 1, queuedDeletes: 0 });
    await vi.waitFor(() => expect(fake.records).toEqual([]), wait);
    await vi.waitFor(async () => expect((await outbox(t, 'sent')).map((i) => i.action)).toEqual(['destroy', 'find']), wait);
    expect(await outbox(t, 'failed')).toEqual([]);
    late.release();
  });

  it('keeps a note the operator sees while a copy cannot be looked for, until a retry finds and deletes it', async () => {
    const tables = structuredClone(defaultAirtableTables);
    await airtable({ tables });
    const t = await api();
    const late = answersTooLate(1);
    const id = await contact(t, 'Ada Lovelace');
    await vi.waitFor(async () => expect(await outbox(t, 'sent')).toHaveLength(1), wait);
    delete tables.Website!['Lead ID']; // the operator removed the field: no formula can name it
    await erase(t, id);
    await vi.waitFor(async () => expect(await outbox(t, 'failed')).toHaveLength(1), wait);
    const [note] = await outbox(t, 'failed');
    expect(note).toMatchObject({
      action: 'find',
      lead: null,
      lastError:
        'Cannot look for the erased lead\'s records: add a single line text field "Lead ID" to the Airtable table "Website", then retry this item. Until then a copy of the erased lead may remain in Airtable.',
    });
    await vi.waitFor(() => expect(fake.records).toHaveLength(1), wait);

    tables.Website!['Lead ID'] = { type: 'text' };
    expect((await t.call(`/api/outbox/${note!.id}/retry`, { json: {} })).status).toBe(200);
    await vi.waitFor(() => expect(fake.records).toEqual([]), wait);
    await vi.waitFor(async () => expect(await outbox(t, 'failed')).toEqual([]), wait);
    late.release();
  });
});
