import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerConfig } from '@zk/config';
import type { AppDeps } from '../app.ts';
import type { OutboxItemView } from '../outbox/outbox-view.ts';
import { testApi, type TestApi } from '../../test-support/api.ts';
import { airtableBodies, startFakeAirtable, type FakeAirtable } from '../../test-support/fake-airtable.ts';

const apiKey = 'patFakeKey0123456789.abcdef';
const baseId = 'appZkTestBase0001';
const wait = { timeout: 30_000, interval: 10 };

let fake: FakeAirtable;
beforeEach(async () => {
  fake = await startFakeAirtable({ apiKey, baseId });
});
afterEach(async () => {
  await fake.close();
});

async function api(options: { config?: Partial<ServerConfig>; deps?: AppDeps } = {}): Promise<TestApi> {
  const t = await testApi({
    config: {
      formRateLimitPerMinute: 1000,
      airtable: { apiKey, baseId, contactTable: 'Website', waitlistTable: 'Waitlist', endpointUrl: fake.url },
      ...options.config,
    },
    deps: { now: Date.now, outbox: { retryDelaysMs: [20], maxAttempts: 3 }, ...options.deps },
  });
  await t.signIn();
  return t;
}

async function contact(t: TestApi, fullName: string, email = `${fullName.split(' ')[0]}@example.com`): Promise<string> {
  const res = await t.call('/api/submissions/contact', { json: { fullName, email, inquiry: 'Hello' } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function outbox(t: TestApi, status: 'pending' | 'sent' | 'failed'): Promise<OutboxItemView[]> {
  return ((await (await t.call(`/api/outbox?status=${status}`)).json()) as { items: OutboxItemView[] }).items;
}

const names = () => fake.records.map((r) => r.fields.Name);
/** Waits until the outbox has recorded `count` items as sent (Airtable's answer is recorded just after it is given). */
const sentCount = (t: TestApi, count: number) => vi.waitFor(async () => expect(await outbox(t, 'sent')).toHaveLength(count), wait);

describe('erasure reaches the Airtable copies', () => {
  it('deletes the record of an erased lead through the outbox, listed while it waits, holding only the record id', async () => {
    const t = await api();
    const ada = await contact(t, 'Ada Lovelace');
    await contact(t, 'Grace Hopper');
    await sentCount(t, 2);
    const recordId = fake.records.find((r) => r.fields.Name === 'Ada Lovelace')!.id;

    const held = fake.hold();
    const res = await t.call(`/api/leads/inbox/contact/${ada}`, { method: 'DELETE' });
    expect(await res.json()).toEqual({ erased: 1, queuedDeletes: 1, scrubPending: false });
    expect((await t.call(`/api/leads/inbox/contact/${ada}`)).status).toBe(404);
    expect(await outbox(t, 'pending')).toEqual([
      expect.objectContaining({
        destination: 'airtable',
        action: 'destroy',
        lead: null,
        summary: `Delete ${recordId} from Website`,
        status: expect.stringMatching(/^(pending|sending)$/),
      }),
    ]);
    held.release();
    await vi.waitFor(() => expect(names()).toEqual(['Grace Hopper']), wait);
    await vi.waitFor(async () => expect(await outbox(t, 'pending')).toEqual([]), wait);
    const sent = await outbox(t, 'sent');
    expect(sent.map((i) => [i.action, i.lead?.fullName ?? null, i.externalId])).toEqual([
      ['destroy', null, recordId],
      ['create', 'Grace Hopper', fake.records[0]?.id],
    ]);
  });

  it('deletes every record of an address in batches of 10', async () => {
    const t = await api();
    for (let n = 1; n <= 12; n++) await contact(t, `Jane ${n}`, 'jane@example.com');
    await contact(t, 'Kept', 'kept@example.com');
    await sentCount(t, 13);
    const res = await t.call('/api/leads/erasure', { json: { email: 'JANE@example.com' } });
    expect(await res.json()).toEqual({ erased: 12, queuedDeletes: 12, scrubPending: false });
    await vi.waitFor(() => expect(names()).toEqual(['Kept']), wait);
    expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => [r.records, r.status])).toEqual([
      [10, 200],
      [2, 200],
    ]);
  });

  it('retries a deletion until it is done, beyond the attempts a create gets', async () => {
    const t = await api();
    const id = await contact(t, 'Ada Lovelace');
    await sentCount(t, 1);
    fake.failNext(...Array.from({ length: 4 }, () => ({ status: 503, body: airtableBodies.serverError })));
    await t.call(`/api/leads/inbox/contact/${id}`, { method: 'DELETE' });
    await vi.waitFor(async () => expect((await outbox(t, 'sent')).map((i) => [i.action, i.attempts])).toEqual([['destroy', 5]]), wait);
    expect(fake.records).toHaveLength(0);
    expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.status)).toEqual([503, 503, 503, 503, 200]);
  });

  it('deletes the records of leads the retention purge erases', async () => {
    const tasks: Array<() => void> = [];
    const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
    const t = await api({
      config: { leadsRetentionDays: 1 },
      deps: { now: () => clock.now, schedule: (task) => (tasks.push(task), () => {}) },
    });
    await contact(t, 'Old Lead');
    await sentCount(t, 1);
    clock.now += 2 * 86_400_000;
    tasks[0]?.();
    await vi.waitFor(() => expect(fake.records).toHaveLength(0), wait);
    expect(fake.requests.map((r) => r.method)).toEqual(['POST', 'DELETE']);
  });

  it('lets a create in flight at the erasure land, then deletes what it created', async () => {
    const t = await api();
    const held = fake.hold();
    const id = await contact(t, 'Ada Lovelace');
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1), wait);
    expect(await (await t.call(`/api/leads/inbox/contact/${id}`, { method: 'DELETE' })).json()).toEqual({
      erased: 1,
      queuedDeletes: 0,
      scrubPending: false,
    });
    held.release();
    await vi.waitFor(async () => expect((await outbox(t, 'sent')).map((i) => [i.action, i.lead])).toEqual([['destroy', null]]), wait);
    expect(fake.requests.map((r) => [r.method, r.status])).toEqual([
      ['POST', 200],
      ['DELETE', 200],
    ]);
    expect(fake.records).toEqual([]);
  });

  it('sends nothing for a lead erased before its record was created', async () => {
    const t = await api({ deps: { now: Date.now, outbox: { retryDelaysMs: [60_000] } } });
    fake.failNext({ status: 503, body: airtableBodies.serverError });
    const id = await contact(t, 'Ada Lovelace');
    await vi.waitFor(async () => expect((await outbox(t, 'pending'))[0]).toMatchObject({ status: 'pending', attempts: 1 }), wait);
    expect(await (await t.call(`/api/leads/inbox/contact/${id}`, { method: 'DELETE' })).json()).toEqual({
      erased: 1,
      queuedDeletes: 0,
      scrubPending: false,
    });
    expect(await outbox(t, 'pending')).toEqual([]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.records).toEqual([]);
  });
});
