import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AirtableConfig } from '../config.ts';
import { testApi, type TestApi } from '../test-api.ts';
import { airtableBodies, startFakeAirtable, type FakeAirtable } from './fake-airtable.ts';
import type { ForwardView } from './outbox-repo.ts';

const apiKey = 'patFakeKey0123456789.abcdef';
const baseId = 'appZkTestBase0001';

let fake: FakeAirtable;
beforeEach(async () => {
  fake = await startFakeAirtable({ apiKey, baseId });
});
afterEach(async () => {
  await fake.close();
});

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function api(airtable: Partial<AirtableConfig> = {}, retryDelaysMs = [20]): Promise<TestApi> {
  return testApi({
    config: {
      formRateLimitPerMinute: 1000,
      airtable: { apiKey, baseId, contactTable: 'Website', waitlistTable: 'Waitlist', endpointUrl: fake.url, ...airtable },
    },
    deps: { now: Date.now, forwarding: { retryDelaysMs, maxAttempts: 3 } },
  });
}

const contactBody = { fullName: 'Ada Lovelace', email: 'ada@example.com', inquiry: 'Hello' };
const waitlistBody = { fullName: 'Ada', email: 'ada@example.com', consent: true, services: ['telegram', 'cold-email'], language: 'de' };

async function forwards(t: TestApi, status = 'failed'): Promise<ForwardView[]> {
  const res = await t.call(`/api/leads/forwards?status=${status}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { forwards: ForwardView[] }).forwards;
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
    await until(() => fake.records.length === 2);
    expect(fake.records.map((r) => [r.table, r.fields])).toEqual([
      ['Website', { Name: 'Ada Lovelace', Email: 'ada@example.com', Message: 'Hello', Status: 'New' }],
      ['Waitlist', { Name: 'Ada', Email: 'ada@example.com', Services: ['Telegram Bot', 'Cold Email Outreach'], Language: 'de' }],
    ]);
    await t.signIn();
    await until(async () => (await forwards(t, 'forwarded')).length === 2);
    const done = await forwards(t, 'forwarded');
    expect(done.find((f) => f.submissionId === id)).toMatchObject({ kind: 'contact', status: 'forwarded', attempts: 1, recordId: fake.records[0]?.id, lastError: null });
    expect(fake.requests).toHaveLength(2);
  });

  it('retries 5xx answers with back-off until Airtable confirms', async () => {
    const t = await api();
    fake.failNext({ status: 500, body: airtableBodies.serverError }, { status: 503, body: airtableBodies.serverError });
    await t.call('/api/submissions/contact', { json: contactBody });
    await until(() => fake.records.length === 1);
    expect(fake.requests).toHaveLength(3);
    await t.signIn();
    expect((await forwards(t, 'forwarded'))[0]).toMatchObject({ attempts: 3, status: 'forwarded', lastError: null });
  });

  it('records the SPEC message on a failed forward; the operator lists it and retries it', async () => {
    const t = await api({ waitlistTable: 'Waitlist' });
    fake.failNext({ status: 422, body: airtableBodies.invalidValueForColumn('Services') });
    const res = await t.call('/api/submissions/waitlist', { json: waitlistBody });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };

    expect((await t.call('/api/leads/forwards')).status).toBe(401);
    await t.signIn();
    await until(async () => (await forwards(t)).length === 1);
    expect(await forwards(t)).toEqual([
      expect.objectContaining({
        submissionId: id,
        kind: 'waitlist',
        status: 'failed',
        attempts: 1,
        fullName: 'Ada',
        email: 'ada@example.com',
        lastError: 'One or more selected services are not configured in the Airtable Services field. Please contact support.',
      }),
    ]);
    expect(fake.records).toHaveLength(0);

    const retried = await t.call(`/api/leads/forwards/${id}/retry`, { json: {} });
    expect(retried.status).toBe(200);
    await until(() => fake.records.length === 1);
    await until(async () => (await forwards(t)).length === 0);
    expect((await forwards(t, 'forwarded'))[0]).toMatchObject({ submissionId: id, attempts: 2 });
    expect((await t.call(`/api/leads/forwards/${id}/retry`, { json: {} })).status).toBe(404);
  });

  it('hands a forward to the operator after the last retryable attempt, and retries every failed one on request', async () => {
    const t = await api({}, [10]);
    fake.failNext(...Array.from({ length: 6 }, () => ({ status: 500, body: airtableBodies.serverError })));
    await t.call('/api/submissions/contact', { json: contactBody });
    await t.call('/api/submissions/contact', { json: { ...contactBody, fullName: 'Grace Hopper' } });
    await t.signIn();
    await until(async () => (await forwards(t)).length === 2);
    expect((await forwards(t)).map((f) => [f.attempts, f.lastError])).toEqual([
      [3, 'Try again. If the problem persists, contact support.'],
      [3, 'Try again. If the problem persists, contact support.'],
    ]);
    const res = await t.call('/api/leads/forwards/retry', { json: {} });
    expect(await res.json()).toEqual({ retried: 2 });
    await until(() => fake.records.length === 2);
    expect(fake.records.map((r) => r.fields.Name).sort()).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  it('keeps the embedded mode free of forwards', async () => {
    const t = await testApi();
    await t.call('/api/submissions/contact', { json: contactBody });
    await t.signIn();
    expect(await (await t.call('/api/leads/forwards')).json()).toEqual({ enabled: false, forwards: [] });
    expect(fake.requests).toHaveLength(0);
  });

  it('rejects an unknown status filter', async () => {
    const t = await api();
    await t.signIn();
    expect((await t.call('/api/leads/forwards?status=lost')).status).toBe(422);
  });
});
