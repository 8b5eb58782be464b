import { describe, expect, it, vi } from 'vitest';
import { airtableBodies, startFakeAirtable } from '../../test-support/fake-airtable.ts';
import { onCleanup } from '../../test-support/helpers.ts';
import { operator, siteOrigin, testApi } from '../../test-support/api.ts';
import { sseReader } from '../../test-support/sse.ts';

const token = 'metrics-token-0123456789';
const contact = { fullName: 'Ada Lovelace', email: 'ada@example.com', inquiry: 'We need a chatbot' };
const scrape = (api: Awaited<ReturnType<typeof testApi>>, authorization?: string) =>
  api.call('/metrics', { headers: authorization === undefined ? {} : { Authorization: authorization } });

/** The value of one sample (`name{labels} value`) in a Prometheus text exposition, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers exactly like an unknown path without the right token, and when no token is configured (no oracle)', async () => {
    const api = await testApi({ config: { metricsToken: token } });
    const unknown = await api.call('/no-such-page');
    const unknownBody = await unknown.text();
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${token}`, `Bearer ${token}x`, 'Bearer ']) {
      const res = await scrape(api, authorization);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(unknownBody);
      expect(res.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
    }
    const unconfigured = await testApi();
    expect((await scrape(unconfigured, 'Bearer ')).status).toBe(404);
    expect((await scrape(unconfigured, `Bearer ${token}`)).status).toBe(404);
  });

  it('takes the Bearer scheme in any letter case (issue 50 item 10)', async () => {
    const api = await testApi({ config: { metricsToken: token } });
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) expect((await scrape(api, `${scheme} ${token}`)).status).toBe(200);
    expect((await scrape(api, `Bearer  ${token}`)).status).toBe(200);
  });

  it('reports requests by route pattern and status, submissions, stream subscribers, sign-in failures, event-loop delay and the database size', async () => {
    const api = await testApi({ config: { metricsToken: token, formRateLimitPerMinute: 100 } });
    expect((await api.call('/api/submissions/contact', { json: contact })).status).toBe(201);
    expect((await api.call('/api/submissions/contact', { json: contact })).status).toBe(201);
    expect((await api.call('/api/submissions/contact', { json: { ...contact, email: 'not-an-address' } })).status).toBe(422);
    await api.call('/api/auth/sign-in', { json: { email: operator.email, password: 'wrong password' } });
    await api.signIn();
    expect((await api.call('/api/countdowns/no-such-id/toggle', { method: 'POST', json: {} })).status).toBe(404);
    const stream = await api.app.request(`${siteOrigin}/api/countdowns/events`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    const events = sseReader(stream);
    await events.next();

    const res = await scrape(api, `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(sample(text, 'zk_http_requests_total{method="POST",route="/api/submissions/contact",status="201"}')).toBe(2);
    expect(sample(text, 'zk_http_requests_total{method="POST",route="/api/submissions/contact",status="422"}')).toBe(1);
    expect(sample(text, 'zk_http_requests_total{method="POST",route="/api/countdowns/:id/toggle",status="404"}')).toBe(1);
    expect(sample(text, 'zk_submissions_total{kind="contact"}')).toBe(2);
    expect(sample(text, 'zk_sign_in_failures_total{reason="invalid_credentials"}')).toBe(1);
    expect(sample(text, 'zk_event_stream_subscribers')).toBe(1);
    expect(sample(text, 'zk_database_size_bytes{file="database"}')).toBeGreaterThan(0);
    expect(text).toContain('zk_http_request_duration_seconds_bucket{le="0.005",method="POST",route="/api/submissions/contact"}');
    expect(text).not.toContain('ada@example.com');
    await events.cancel();
  });

  it('labels a request method outside the usual verbs as other, so unusual methods add no series (issue 50 item 8)', async () => {
    const api = await testApi({ config: { metricsToken: token } });
    const unusual = ['PROPFIND', 'MKCOL', 'BREW', 'patch', 'X-1', 'X-2', 'X-3'];
    for (const method of unusual) await api.app.request(`${siteOrigin}/`, { method, headers: { 'X-Forwarded-For': '203.0.113.7' } });
    await api.call('/no-such-page', { method: 'DELETE' });
    const text = await (await scrape(api, `Bearer ${token}`)).text();
    const methods = new Set([...text.matchAll(/^zk_http_requests_total\{method="([^"]*)"/gm)].map((match) => match[1]));
    expect([...methods].sort()).toEqual(['DELETE', 'other']);
    expect(sample(text, 'zk_http_requests_total{method="other",route="unmatched",status="404"}')).toBe(unusual.length);
  });

  it('reads the queues from the function the app is given, per destination', async () => {
    const api = await testApi({
      config: { metricsToken: token },
      deps: {
        queueStats: () => [
          { destination: 'airtable', depth: 2, failed: 3, oldestAgeSeconds: 30 },
          { destination: 'mail', depth: 0, failed: 0, oldestAgeSeconds: 0 },
        ],
      },
    });
    const text = await (await scrape(api, `Bearer ${token}`)).text();
    expect(sample(text, 'zk_queue_depth{destination="airtable"}')).toBe(2);
    expect(sample(text, 'zk_queue_oldest_pending_age_seconds{destination="airtable"}')).toBe(30);
    expect(sample(text, 'zk_queue_depth{destination="mail"}')).toBe(0);
    expect(sample(text, 'zk_queue_failed_items{destination="airtable"}')).toBe(3);
    expect(sample(text, 'zk_outbox_deliveries_total{destination="mail",outcome="failed"}')).toBe(0);
  });

  it('labels the HTML form posts by their route, apart from the pages', async () => {
    const api = await testApi({ config: { metricsToken: token, formRateLimitPerMinute: 100 } });
    const form = { ...contact, consent: 'on' };
    expect((await api.call('/en/contact', { form })).status).toBe(303);
    expect((await api.call('/de/waitlist', { form: { fullName: 'Ada', email: 'ada@example.com' } })).status).toBe(422);
    await api.call('/en/waitlist/unsubscribe', { form: { token: 'no-such-token' } });
    await api.call('/en/waitlist/confirm', { form: { token: 'no-such-token' } });
    const text = await (await scrape(api, `Bearer ${token}`)).text();
    expect(sample(text, 'zk_http_requests_total{method="POST",route="/:lang/contact",status="303"}')).toBe(1);
    expect(sample(text, 'zk_http_requests_total{method="POST",route="/:lang/waitlist",status="422"}')).toBe(1);
    expect(text).toMatch(/zk_http_requests_total\{method="POST",route="\/:lang\/waitlist\/unsubscribe",status="\d+"\} 1/);
    expect(text).toMatch(/zk_http_requests_total\{method="POST",route="\/:lang\/waitlist\/confirm",status="\d+"\} 1/);
    expect(text).not.toContain('route="/:lang/*"');
  });

  it('exports the counters whose labels are known from the start with 0, as Prometheus advises', async () => {
    const text = await (await scrape(await testApi({ config: { metricsToken: token } }), `Bearer ${token}`)).text();
    expect(sample(text, 'zk_sign_in_failures_total{reason="invalid_credentials"}')).toBe(0);
    expect(sample(text, 'zk_sign_in_failures_total{reason="throttled"}')).toBe(0);
    expect(sample(text, 'zk_submissions_total{kind="waitlist"}')).toBe(0);
    expect(text).not.toMatch(/^zk_sign_in_failures_total 0$/m);
  });

  it('measures the event-loop delay as a histogram that keeps counting across scrapes', async () => {
    const api = await testApi({ config: { metricsToken: token } });
    const count = async () => sample(await (await scrape(api, `Bearer ${token}`)).text(), 'zk_event_loop_delay_seconds_count') ?? -1;
    const text = await (await scrape(api, `Bearer ${token}`)).text();
    expect(text).toContain('# TYPE zk_event_loop_delay_seconds histogram');
    await vi.waitFor(async () => expect(await count()).toBeGreaterThanOrEqual(2), { timeout: 5000, interval: 50 });
    const first = await count();
    const blockedUntil = Date.now() + 300;
    while (Date.now() < blockedUntil); // the event loop stalls for 300 ms
    await vi.waitFor(async () => expect(await count()).toBeGreaterThan(first), { timeout: 5000, interval: 50 });
    const after = await (await scrape(api, `Bearer ${token}`)).text();
    expect(sample(after, 'zk_event_loop_delay_seconds_bucket{le="0.1"}')).toBeLessThan(sample(after, 'zk_event_loop_delay_seconds_count')!);
  });

  it('counts the outbox by default: items not yet sent and the age of the oldest, per destination', async () => {
    const apiKey = 'patTestKey.0123456789';
    const baseId = 'appABCDEFGHIJKLMN';
    const airtable = await startFakeAirtable({ apiKey, baseId });
    // Airtable holds every request: the forwards stay unsent.
    const held = airtable.hold();
    onCleanup(() => {
      held.release();
      void airtable.close();
    });
    const api = await testApi({
      config: {
        metricsToken: token,
        airtable: { apiKey, baseId, contactTable: 'Website', waitlistTable: 'Waitlist', endpointUrl: airtable.url },
      },
    });
    expect((await api.call('/api/submissions/contact', { json: contact })).status).toBe(201);
    api.clock.now += 30_000;
    expect((await api.call('/api/submissions/contact', { json: { ...contact, email: 'grace@example.com' } })).status).toBe(201);
    api.clock.now += 15_000;
    const text = await (await scrape(api, `Bearer ${token}`)).text();
    expect(sample(text, 'zk_queue_depth{destination="airtable"}')).toBe(2);
    expect(sample(text, 'zk_queue_oldest_pending_age_seconds{destination="airtable"}')).toBe(45);
  });

  it('counts sent, retried and failed deliveries and the failed items waiting for the operator, per destination', async () => {
    const apiKey = 'patTestKey.0123456789';
    const baseId = 'appABCDEFGHIJKLMN';
    const airtable = await startFakeAirtable({ apiKey, baseId });
    onCleanup(() => void airtable.close());
    const api = await testApi({
      config: {
        metricsToken: token,
        formRateLimitPerMinute: 100,
        airtable: { apiKey, baseId, contactTable: 'Website', waitlistTable: 'Waitlist', endpointUrl: airtable.url },
      },
      deps: { now: Date.now, outbox: { retryDelaysMs: [20] } },
    });
    airtable.failNext({ status: 503, body: airtableBodies.serverError }, { status: 422, body: airtableBodies.unknownFieldName('Name') });
    expect((await api.call('/api/submissions/contact', { json: contact })).status).toBe(201);
    await vi.waitFor(() => expect(airtable.requests).toHaveLength(2), { timeout: 5000 });
    expect((await api.call('/api/submissions/contact', { json: { ...contact, fullName: 'Grace Hopper' } })).status).toBe(201);
    await vi.waitFor(() => expect(airtable.records).toHaveLength(1), { timeout: 5000 });
    const text = await (await scrape(api, `Bearer ${token}`)).text();
    expect(sample(text, 'zk_outbox_deliveries_total{destination="airtable",outcome="retried"}')).toBe(1);
    expect(sample(text, 'zk_outbox_deliveries_total{destination="airtable",outcome="failed"}')).toBe(1);
    expect(sample(text, 'zk_outbox_deliveries_total{destination="airtable",outcome="sent"}')).toBe(1);
    expect(sample(text, 'zk_queue_failed_items{destination="airtable"}')).toBe(1);
    expect(sample(text, 'zk_queue_depth{destination="airtable"}')).toBe(0);
  });
});
