import type { FormPageState } from '@zk/data';
import { describe, expect, it } from 'vitest';
import { storedLeads, tempDir } from '../../test-support/helpers.ts';
import { siteOrigin, testApi } from '../../test-support/api.ts';
import type { PageRenderer, RenderRequest } from './page-renderer.ts';

/** Records what the server asked to render and answers with a marker page. */
function recordingRenderer() {
  const requests: RenderRequest[] = [];
  const renderer: PageRenderer = {
    async render(request) {
      requests.push(request);
      return `<!doctype html><html><body>rendered ${request.url}</body></html>`;
    },
    renderBanner: async () => null,
    renderSubscription: async () => null,
  };
  return { renderer, requests, last: (): FormPageState | undefined => requests.at(-1)?.formState };
}

async function setup(dataDir = tempDir()) {
  const recorder = recordingRenderer();
  const api = await testApi({ dataDir, deps: { renderer: recorder.renderer } });
  const post = (path: string, fields: Array<[string, string]>, headers: Record<string, string> = {}) =>
    api.app.request(`${siteOrigin}${path}`, {
      method: 'POST',
      headers: { Origin: siteOrigin, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '198.51.100.4', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  return { api, post, ...recorder, dataDir };
}

const contactFields: Array<[string, string]> = [
  ['fullName', 'Jürgen Groß'],
  ['email', 'juergen@example.de'],
  ['inquiry', 'Wir brauchen einen Chatbot.'],
  ['website', ''],
];

describe('HTML form posts', () => {
  it('stores a posted contact inquiry and redirects (303) to a thank-you address without personal data', async () => {
    const { api, post, dataDir } = await setup();
    const res = await post('/de/contact', contactFields);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/de/contact?sent=1');
    api.close();
    expect((await storedLeads(dataDir)).contacts).toEqual([
      expect.objectContaining({
        fullName: 'Jürgen Groß',
        email: 'juergen@example.de',
        inquiry: 'Wir brauchen einen Chatbot.',
        status: 'New',
      }),
    ]);
  });

  it('stores a posted waitlist entry with every ticked service and the page language', async () => {
    const { api, post, dataDir } = await setup();
    const res = await post('/tr/waitlist', [
      ['services', 'telegram'],
      ['services', 'cold-email'],
      ['fullName', 'Ayşe Yılmaz'],
      ['email', 'ayse@example.com.tr'],
      ['consent', 'on'],
    ]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/tr/waitlist?sent=1');
    api.close();
    expect((await storedLeads(dataDir)).waitlist).toEqual([
      expect.objectContaining({ fullName: 'Ayşe Yılmaz', language: 'tr', services: ['Telegram Bot', 'Cold Email Outreach'] }),
    ]);
  });

  it('answers invalid input with the page again (422): the input kept, a code per field, nothing stored', async () => {
    const { api, post, last, requests, dataDir } = await setup();
    const res = await post('/en/contact', [
      ['fullName', ''],
      ['email', 'not-an-email'],
      ['inquiry', 'Hello'],
    ]);
    expect(res.status).toBe(422);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('rendered /en/contact');
    expect(requests.at(-1)?.url).toBe('/en/contact');
    expect(last()).toEqual({
      form: 'contact',
      values: { fullName: '', email: 'not-an-email', inquiry: 'Hello' },
      fieldErrors: { fullName: 'required', email: 'invalid_email' },
    });
    api.close();
    expect((await storedLeads(dataDir)).contacts).toEqual([]);
  });

  it('enforces at least one service on the server, with the input kept', async () => {
    const { post, last } = await setup();
    const res = await post('/de/waitlist', [
      ['fullName', 'Grace'],
      ['email', 'grace@example.com'],
      ['consent', 'on'],
    ]);
    expect(res.status).toBe(422);
    expect(last()).toMatchObject({
      form: 'waitlist',
      values: { fullName: 'Grace', services: [], consent: true },
      fieldErrors: { services: 'no_services' },
    });
    const unknown = await post('/de/waitlist', [
      ['services', 'fax-machine'],
      ['fullName', 'Grace'],
      ['email', 'grace@example.com'],
      ['consent', 'on'],
    ]);
    expect(unknown.status).toBe(422);
    expect(last()).toMatchObject({ values: { services: ['fax-machine'] }, fieldErrors: { services: 'no_services' } });
  });

  it('keeps everything typed when the consent was not ticked, and stores nothing', async () => {
    const { api, post, last, dataDir } = await setup();
    const res = await post('/tr/waitlist', [
      ['services', 'telegram'],
      ['fullName', 'Ayşe Yılmaz'],
      ['email', 'ayse@example.com.tr'],
    ]);
    expect(res.status).toBe(422);
    expect(last()).toEqual({
      form: 'waitlist',
      values: { services: ['telegram'], fullName: 'Ayşe Yılmaz', email: 'ayse@example.com.tr', consent: false },
      fieldErrors: { consent: 'required' },
    });
    api.close();
    expect((await storedLeads(dataDir)).waitlist).toEqual([]);
  });

  it('treats a filled honeypot like a success and stores nothing', async () => {
    const { api, post, dataDir } = await setup();
    const res = await post('/en/contact', [...contactFields.slice(0, 3), ['website', 'http://spam.example']]);
    expect(res.status).toBe(303);
    api.close();
    expect((await storedLeads(dataDir)).contacts).toEqual([]);
  });

  it('refuses a foreign or missing Origin (403) and other body types (415)', async () => {
    const { api, post } = await setup();
    expect((await post('/en/contact', contactFields, { Origin: 'https://evil.example' })).status).toBe(403);
    const missing = await api.app.request(`${siteOrigin}/en/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(contactFields).toString(),
    });
    expect(missing.status).toBe(403);
    expect((await post('/en/contact', contactFields, { 'Content-Type': 'text/plain' })).status).toBe(415);
  });

  it('refuses a body over the size limit (413) and an unknown language (404)', async () => {
    const { post } = await setup();
    expect((await post('/en/contact', [['inquiry', 'x'.repeat(70 * 1024)]])).status).toBe(413);
    expect((await post('/fr/contact', contactFields)).status).toBe(404);
  });

  it('shares the per-address rate limit with the JSON API and answers 429 with the form kept', async () => {
    const { api, post, last } = await setup();
    for (let i = 0; i < 5; i++) {
      const res = await api.call('/api/submissions/contact', {
        json: { fullName: 'A', email: 'a@example.com', inquiry: 'x' },
        ip: '198.51.100.4',
      });
      expect(res.status).toBe(201);
    }
    const res = await post('/en/contact', contactFields);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last()).toMatchObject({ failure: 'rate_limited', values: { fullName: 'Jürgen Groß' } });
  });
});

describe('pages rendered at request time', () => {
  it('renders the thank-you address and a known ?service= at request time; anything else stays static', async () => {
    const { api, requests } = await setup();
    await api.call('/de/contact?sent=1');
    await api.call('/tr/waitlist?service=telegram');
    await api.call('/tr/waitlist?service=fax-machine');
    await api.call('/en/waitlist');
    await api.call('/en/about?sent=1');
    expect(requests.map((r) => r.url)).toEqual(['/de/contact?sent=1', '/tr/waitlist?service=telegram']);
  });
});
