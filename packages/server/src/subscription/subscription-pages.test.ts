import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SubscriptionPageState } from '@zk/data';
import { describe, expect, it } from 'vitest';
import type { PageRenderer } from '../pages/page-renderer.ts';
import { siteOrigin, testApi } from '../../test-support/api.ts';
import { tempDir, storedLinkTokens } from '../../test-support/helpers.ts';
import { legacyLinkKeyFile } from './link-key.ts';
import { tokenHash } from './link-tokens.ts';

/** Renders a subscription page as the state the server decided, so the test reads it back. */
const renderer: PageRenderer = {
  render: async () => null,
  renderBanner: async () => null,
  renderSubscription: async (url, state) => `<!doctype html><main data-url="${url}">${JSON.stringify(state)}</main>`,
};
const stateOf = async (res: Response): Promise<SubscriptionPageState> =>
  JSON.parse(/<main[^>]*>(.*)<\/main>/s.exec(await res.text())![1]!) as SubscriptionPageState;

const waitlist = {
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  consent: true,
  services: ['cold-email', 'telegram'],
  language: 'de',
};
const dayMs = 24 * 60 * 60 * 1000;

async function setup() {
  const dataDir = tempDir();
  const api = await testApi({ dataDir, config: { dataDir }, deps: { renderer } });
  const res = await api.call('/api/submissions/waitlist', { json: waitlist });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const tokens = await storedLinkTokens(dataDir);
  const form = (token: string, extra: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, ...extra }).toString(),
  });
  const post = (
    path: string,
    body: { method: string; headers: Record<string, string>; body: string },
    origin: string | null = siteOrigin,
  ) => api.app.request(`${siteOrigin}${path}`, { ...body, headers: { ...body.headers, ...(origin ? { Origin: origin } : {}) } });
  return { api, id, dataDir, confirmToken: tokens.confirm(id, api.clock.now), unsubscribeToken: tokens.unsubscribe(id), form, post };
}

describe('the waitlist’s double opt-in', () => {
  it('shows the button on the link without confirming, and confirms once by the button’s post', async () => {
    const { api, confirmToken, form, post } = await setup();
    const page = await api.call(`/de/waitlist/confirm?token=${confirmToken}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await stateOf(page)).toEqual({ page: 'confirm', outcome: 'ask', token: confirmToken, services: ['cold-email', 'telegram'] });
    // Following the link again (a mail scanner) still only asks.
    expect((await stateOf(await api.call(`/de/waitlist/confirm?token=${confirmToken}`))).outcome).toBe('ask');

    const confirmed = await post('/de/waitlist/confirm', form(confirmToken));
    expect(confirmed.status).toBe(200);
    expect(await stateOf(confirmed)).toEqual({ page: 'confirm', outcome: 'done', services: ['cold-email', 'telegram'] });
    await api.signIn();
    const lead = (await (await api.call('/api/leads/inbox?kind=waitlist')).json()) as { leads: { subscription: string }[] };
    expect(lead.leads[0]?.subscription).toBe('confirmed');

    api.clock.now += 60_000;
    const again = await post('/de/waitlist/confirm', form(confirmToken));
    expect(await stateOf(again)).toEqual({ page: 'confirm', outcome: 'done', services: ['cold-email', 'telegram'] });
    expect((await stateOf(await api.call(`/de/waitlist/confirm?token=${confirmToken}`))).outcome).toBe('done');
  });

  it('takes the confirmation only from our own pages', async () => {
    const { confirmToken, form, post } = await setup();
    expect((await post('/de/waitlist/confirm', form(confirmToken), 'https://evil.example')).status).toBe(403);
    expect((await post('/de/waitlist/confirm', form(confirmToken), null)).status).toBe(403);
  });

  it('answers an expired, made-up or erased entry’s token with the same page', async () => {
    const { api, id, confirmToken, form, post } = await setup();
    const made = 'A'.repeat(43);
    const answers = await Promise.all(
      [`?token=${made}`, '?token=short', '', '?token=%3Cscript%3E'].map(async (query) => {
        const res = await api.call(`/de/waitlist/confirm${query}`);
        return [res.status, await res.text()] as const;
      }),
    );
    const invalid = answers[0]!;
    expect(invalid[0]).toBe(404);
    expect(JSON.parse(/<main[^>]*>(.*)<\/main>/s.exec(invalid[1])![1]!)).toEqual({ page: 'confirm', outcome: 'invalid' });
    for (const answer of answers) expect(answer).toEqual(invalid);

    api.clock.now += 7 * dayMs + 1;
    const expired = await post('/de/waitlist/confirm', form(confirmToken));
    expect([expired.status, await expired.text()]).toEqual(invalid);

    api.clock.now -= 7 * dayMs;
    await api.signIn();
    expect((await api.call(`/api/leads/inbox/waitlist/${id}`, { method: 'DELETE' })).status).toBe(200);
    const erased = await post('/de/waitlist/confirm', form(confirmToken));
    expect([erased.status, await erased.text()]).toEqual(invalid);
  });

  it('keeps only the hash of a link’s token, and the key in the database, not beside it', async () => {
    const { api, dataDir, confirmToken, unsubscribeToken } = await setup();
    api.close();
    const files = ['zk.sqlite', 'zk.sqlite-wal'].map((name) => {
      try {
        return readFileSync(join(dataDir, name)).toString('latin1');
      } catch {
        return '';
      }
    });
    for (const token of [confirmToken, unsubscribeToken]) {
      expect(files.some((file) => file.includes(token))).toBe(false);
      expect(files.some((file) => file.includes(tokenHash(token)))).toBe(true);
    }
    expect(existsSync(join(dataDir, legacyLinkKeyFile))).toBe(false);
  });
});

describe('unsubscribing', () => {
  it('unsubscribes with one click, a POST without cookies or Origin (RFC 8058), and retires the confirmation link', async () => {
    const { api, unsubscribeToken, confirmToken, form, post } = await setup();
    expect(await stateOf(await api.call(`/de/waitlist/unsubscribe?token=${unsubscribeToken}`))).toEqual({
      page: 'unsubscribe',
      outcome: 'ask',
      token: unsubscribeToken,
    });
    const oneClick = await api.app.request(`${siteOrigin}/de/waitlist/unsubscribe?token=${unsubscribeToken}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toBe('Unsubscribed.');
    expect(await stateOf(await api.call(`/de/waitlist/unsubscribe?token=${unsubscribeToken}`))).toEqual({
      page: 'unsubscribe',
      outcome: 'done',
    });
    expect(await stateOf(await post('/de/waitlist/unsubscribe', form(unsubscribeToken), null))).toEqual({
      page: 'unsubscribe',
      outcome: 'done',
    });
    expect((await post('/de/waitlist/confirm', form(confirmToken))).status).toBe(404);
    await api.signIn();
    const lead = (await (await api.call('/api/leads/inbox?kind=waitlist')).json()) as { leads: { subscription: string }[] };
    expect(lead.leads[0]?.subscription).toBe('unsubscribed');
  });

  it('refuses a body that is not a form, and an unknown language', async () => {
    const { api, unsubscribeToken } = await setup();
    const json = await api.app.request(`${siteOrigin}/de/waitlist/unsubscribe?token=${unsubscribeToken}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    expect((await api.call(`/fr/waitlist/unsubscribe?token=${unsubscribeToken}`)).status).toBe(404);
  });
});

describe('the link pages’ rate limit (issue 50 item 9)', () => {
  it('takes FORM_RATE_LIMIT_PER_MINUTE confirm and unsubscribe posts per address a minute, unreadable ones too, apart from the forms', async () => {
    const { api, confirmToken, unsubscribeToken, form, post } = await setup();
    const from = (ip: string, body: ReturnType<typeof form>) => ({ ...body, headers: { ...body.headers, 'X-Forwarded-For': ip } });
    const made = form('A'.repeat(43));
    for (const path of ['/de/waitlist/confirm', '/de/waitlist/unsubscribe', '/de/waitlist/confirm']) {
      expect((await post(path, from('198.51.100.20', made))).status).toBe(404);
    }
    const broken = { method: 'POST', headers: { 'Content-Type': 'multipart/form-data', 'X-Forwarded-For': '198.51.100.20' }, body: 'abc' };
    expect((await post('/de/waitlist/unsubscribe', broken)).status).toBe(400);
    expect((await post('/de/waitlist/unsubscribe', from('198.51.100.20', made))).status).toBe(404);

    const refused = await post('/de/waitlist/confirm', from('198.51.100.20', form(confirmToken)));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('/de/waitlist/unsubscribe', from('198.51.100.20', form(unsubscribeToken)))).status).toBe(429);
    // Another address, and the forms of this one, are not held back.
    expect((await post('/de/waitlist/confirm', from('198.51.100.21', form(confirmToken)))).status).toBe(200);
    expect(
      (await api.call('/api/submissions/waitlist', { json: { ...waitlist, email: 'ada@example.com' }, ip: '198.51.100.20' })).status,
    ).toBe(201);

    api.clock.now += 60_000;
    expect((await post('/de/waitlist/unsubscribe', from('198.51.100.20', form(unsubscribeToken)))).status).toBe(200);
  });
});

describe('unconfirmed sign-ups', () => {
  it('are erased WAITLIST_CONFIRM_DAYS after their link went out, with an audit line; confirmed ones stay', async () => {
    const dataDir = tempDir();
    const tasks: Array<() => void> = [];
    const security: string[] = [];
    const api = await testApi({
      dataDir,
      config: { dataDir, waitlistConfirmDays: 14 },
      deps: { renderer, schedule: (task) => (tasks.push(task), () => {}), securityLog: (line) => security.push(line) },
    });
    const join = async (fullName: string) =>
      ((await (await api.call('/api/submissions/waitlist', { json: { ...waitlist, fullName } })).json()) as { id: string }).id;
    const kept = await join('Confirmed');
    await join('Never confirmed');
    const tokens = await storedLinkTokens(dataDir);
    const confirm = await api.app.request(`${siteOrigin}/de/waitlist/confirm`, {
      method: 'POST',
      headers: { Origin: siteOrigin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `token=${tokens.confirm(kept, api.clock.now)}`,
    });
    expect(confirm.status).toBe(200);

    api.clock.now += 14 * dayMs;
    tasks.forEach((task) => task());
    await api.signIn();
    const names = async () =>
      ((await (await api.call('/api/leads/inbox')).json()) as { leads: { fullName: string }[] }).leads.map((lead) => lead.fullName);
    expect(await names()).toEqual(['Never confirmed', 'Confirmed']);

    api.clock.now += 1;
    tasks.forEach((task) => task());
    await api.signIn();
    expect(await names()).toEqual(['Confirmed']);
    const audit = security.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === 'leads_erased');
    expect(audit).toEqual([expect.objectContaining({ outcome: 'success', count: 1, scope: 'unconfirmed' })]);
  });
});
