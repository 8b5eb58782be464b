import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AirtableConfig } from '@zk/config';
import { testApi, type TestApi } from '../../test-support/api.ts';
import { airtableBodies, startFakeAirtable, type FakeAirtable } from '../../test-support/fake-airtable.ts';
import type { OutboxItemView } from '../outbox/outbox-view.ts';

const apiKey = 'patFakeKey0123456789.abcdef';
const baseId = 'appZkTestBase0001';

let fake: FakeAirtable;
beforeEach(async () => {
  fake = await startFakeAirtable({ apiKey, baseId });
});
afterEach(async () => {
  await fake.close();
});

/** How long the background forwarder may take, generous for a loaded machine. */
const forwarded = { timeout: 15_000, interval: 10 };

async function api(airtable: Partial<AirtableConfig> = {}, retryDelaysMs = [20]): Promise<TestApi> {
  return testApi({
    config: {
      formRateLimitPerMinute: 1000,
      airtable: { apiKey, baseId, contactTable: 'Website', waitlistTable: 'Waitlist', endpointUrl: fake.url, ...airtable },
    },
    deps: { now: Date.now, outbox: { retryDelaysMs, maxAttempts: 3 } },
  });
}

const contactBody = { fullName: 'Ada Lovelace', email: 'ada@example.com', inquiry: 'Hello' };
const waitlistBody = { fullName: 'Ada', email: 'ada@example.com', consent: true, services: ['telegram', 'cold-email'], language: 'de' };

async function forwards(t: TestApi, status = 'failed'): Promise<OutboxItemView[]> {
  const res = await t.call(`/api/outbox?destination=airtable&status=${status}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: OutboxItemView[] }).items;
}

describe('forwarding stored submissions to Airtable', () => {
  it('acknowledges first, then creates one record per submission and marks it forwarded', async () => {
    const t = await api();
    const held = fake.hold();
    const res = await t.call('/api/submissions/contact', { json: contactBody });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(fake.records).toHaveLength(0);
    held.release();
    await t.call('/api/submissions/waitlist', { json: waitlistBody });
    await vi.waitFor(() => expect(fake.records).toHaveLength(2), forwarded);
    expect(fake.records.map((r) => [r.table, r.fields])).toEqual([
      ['Website', { Name: 'Ada Lovelace', Email: 'ada@example.com', Message: 'Hello', Status: 'New', 'Lead ID': id }],
      [
        'Waitlist',
        {
          Name: 'Ada',
          Email: 'ada@example.com',
          Services: ['Telegram Bot', 'Cold Email Outreach'],
          Language: 'de',
          'Lead ID': expect.any(String),
        },
      ],
    ]);
    await t.signIn();
    await vi.waitFor(async () => expect(await forwards(t, 'sent')).toHaveLength(2), forwarded);
    const done = await forwards(t, 'sent');
    expect(done.find((f) => f.lead?.id === id)).toMatchObject({
      destination: 'airtable',
      action: 'create',
      lead: { kind: 'contact', id, fullName: 'Ada Lovelace', email: 'ada@example.com' },
      status: 'sent',
      attempts: 1,
      externalId: fake.records[0]?.id,
      lastError: null,
      possibleDuplicate: false,
      summary: 'Create a record in Website',
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('retries 5xx answers with back-off until Airtable confirms', async () => {
    const t = await api();
    fake.failNext({ status: 500, body: airtableBodies.serverError }, { status: 503, body: airtableBodies.serverError });
    await t.call('/api/submissions/contact', { json: contactBody });
    await t.signIn();
    await vi.waitFor(async () => expect(await forwards(t, 'sent')).toHaveLength(1), forwarded);
    expect(fake.requests).toHaveLength(3);
    expect((await forwards(t, 'sent'))[0]).toMatchObject({ attempts: 3, status: 'sent', lastError: null });
  });

  it('records the SPEC message on a failed forward; the operator lists it and retries it', async () => {
    const t = await api({ waitlistTable: 'Waitlist' });
    fake.failNext({ status: 422, body: airtableBodies.invalidValueForColumn('Services') });
    const res = await t.call('/api/submissions/waitlist', { json: waitlistBody });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };

    expect((await t.call('/api/outbox')).status).toBe(401);
    await t.signIn();
    await vi.waitFor(async () => expect(await forwards(t)).toHaveLength(1), forwarded);
    const [failed] = await forwards(t);
    expect(failed).toMatchObject({
      lead: { kind: 'waitlist', id, fullName: 'Ada', email: 'ada@example.com' },
      status: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      lastError: 'One or more selected services are not configured in the Airtable Services field. Please contact support.',
    });
    expect(fake.records).toHaveLength(0);

    const retried = await t.call(`/api/outbox/${failed?.id}/retry`, { json: {} });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ item: { id: failed?.id, status: expect.stringMatching(/^(pending|sending|sent)$/) } });
    await vi.waitFor(async () => expect(await forwards(t, 'sent')).toHaveLength(1), forwarded);
    expect(fake.records).toHaveLength(1);
    expect(await forwards(t)).toEqual([]);
    expect((await forwards(t, 'sent'))[0]).toMatchObject({ id: failed?.id, attempts: 2 });
    expect((await t.call(`/api/outbox/${failed?.id}/retry`, { json: {} })).status).toBe(404);
    expect((await t.call('/api/outbox/abc/retry', { json: {} })).status).toBe(404);
  });

  it('hands a forward to the operator after the last retryable attempt, and retries every failed one on request', async () => {
    const t = await api({}, [10]);
    const outage = fake.failNext(...Array.from({ length: 6 }, () => ({ status: 500, body: airtableBodies.serverError })));
    await t.call('/api/submissions/contact', { json: contactBody });
    await t.call('/api/submissions/contact', { json: { ...contactBody, fullName: 'Grace Hopper' } });
    await t.signIn();
    await vi.waitFor(async () => expect(await forwards(t)).toHaveLength(2), forwarded);
    expect((await forwards(t)).map((f) => [f.attempts, f.lastError])).toEqual([
      [3, 'Try again. If the problem persists, contact support.'],
      [3, 'Try again. If the problem persists, contact support.'],
    ]);
    outage.cancel(); // Airtable is back (batching may have used fewer than six answers)
    const res = await t.call('/api/outbox/retry', { json: { destination: 'airtable' } });
    expect(await res.json()).toEqual({ retried: 2 });
    await vi.waitFor(() => expect(fake.records).toHaveLength(2), forwarded);
    expect(fake.records.map((r) => r.fields.Name).sort()).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  it('shows the depth and the oldest waiting age per destination while Airtable is down', async () => {
    const t = await api({}, [60_000]);
    fake.failNext({ status: 503, body: airtableBodies.serverError });
    await t.call('/api/submissions/contact', { json: contactBody });
    await t.signIn();
    await vi.waitFor(
      async () => expect((await forwards(t, 'pending'))[0]).toMatchObject({ status: 'pending', lastError: expect.any(String) }),
      forwarded,
    );
    const body = (await (await t.call('/api/outbox')).json()) as { destinations: unknown[]; items: OutboxItemView[] };
    expect(body.destinations).toEqual([
      { destination: 'airtable', depth: 1, inFlight: 0, failed: 0, oldestPendingAgeMs: expect.any(Number) },
    ]);
    expect(body.items).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        lastError: 'The service is temporarily unavailable. Please retry shortly.',
        nextAttemptAt: expect.any(String),
      }),
    ]);
  });

  it('keeps the embedded mode free of outbox items', async () => {
    const t = await testApi();
    await t.call('/api/submissions/contact', { json: contactBody });
    await t.signIn();
    expect(await (await t.call('/api/outbox')).json()).toEqual({ destinations: [], items: [] });
    expect(fake.requests).toHaveLength(0);
  });

  it('rejects an unknown status, a malformed destination or limit', async () => {
    const t = await api();
    await t.signIn();
    for (const query of ['status=lost', 'destination=Air%20table', 'limit=0', 'limit=1001', 'limit=ten']) {
      expect((await t.call(`/api/outbox?${query}`)).status, query).toBe(422);
    }
    expect((await t.call('/api/outbox/retry', { json: { destination: 42 } })).status).toBe(422);
  });
});
