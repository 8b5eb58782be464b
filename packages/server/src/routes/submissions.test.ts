import { waitlistConsentVersion } from '@zk/data';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { storedLeads, tempDir } from '../../test-support/helpers.ts';
import { siteOrigin, testApi } from '../../test-support/api.ts';
import { memoryLogger } from '../ops/logger.ts';

const contact = { fullName: 'Ada Lovelace', email: 'ada@example.com', inquiry: 'We need a chatbot.' };
const waitlist = {
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  consent: true,
  services: ['cold-email', 'telegram'],
  language: 'de',
};

describe('POST /api/submissions/contact', () => {
  it('stores a valid inquiry with status New and answers 201', async () => {
    const dataDir = tempDir();
    const api = await testApi({ dataDir });
    const res = await api.call('/api/submissions/contact', { json: contact });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    api.close();
    expect((await storedLeads(dataDir)).contacts).toEqual([
      { kind: 'contact', id, ...contact, status: 'New', createdAt: '2026-06-01T12:00:00.000Z' },
    ]);
  });

  it('answers 422 with a code per invalid field', async () => {
    const api = await testApi();
    const res = await api.call('/api/submissions/contact', { json: { fullName: '', email: 'not-an-email', inquiry: 'x' } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: { code: 'validation_failed', message: expect.any(String), fieldErrors: { fullName: 'required', email: 'invalid_email' } },
    });
  });

  it('pretends success for a filled honeypot and stores nothing', async () => {
    const api = await testApi();
    const res = await api.call('/api/submissions/contact', { json: { ...contact, website: 'http://spam.example' } });
    expect(res.status).toBe(201);
    await api.signIn();
    expect(await (await api.call('/api/leads/inbox')).json()).toEqual({ leads: [], nextCursor: null });
  });

  it('refuses a foreign or missing Origin with 403', async () => {
    const api = await testApi();
    const foreign = await api.call('/api/submissions/contact', { json: contact, headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
    const missing = await api.app.request(`${siteOrigin}/api/submissions/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(contact),
    });
    expect(missing.status).toBe(403);
  });

  it('refuses non-JSON bodies with 415', async () => {
    const api = await testApi();
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await api.call('/api/submissions/contact', { method: 'POST', headers: { 'Content-Type': type }, json: contact });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    }
  });

  it('refuses bodies over 64 KB with 413, with or without Content-Length', async () => {
    const api = await testApi();
    const big = { ...contact, inquiry: 'x'.repeat(70_000) };
    const declared = await api.call('/api/submissions/contact', { json: big, headers: { 'Content-Length': '70100' } });
    expect(declared.status).toBe(413);
    const streamed = await api.call('/api/submissions/contact', { json: big });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const api = await testApi();
    const res = await api.app.request(`${siteOrigin}/api/submissions/contact`, {
      method: 'POST',
      headers: { Origin: siteOrigin, 'Content-Type': 'application/json' },
      body: '{"fullName":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('rate-limits a flood from one address with 429, others unaffected', async () => {
    const api = await testApi({ config: { formRateLimitPerMinute: 3 } });
    for (let i = 0; i < 3; i++) expect((await api.call('/api/submissions/contact', { json: contact })).status).toBe(201);
    const limited = await api.call('/api/submissions/waitlist', { json: waitlist });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await api.call('/api/submissions/contact', { json: contact, ip: '192.0.2.44' })).status).toBe(201);
    api.clock.now += 60_000;
    expect((await api.call('/api/submissions/contact', { json: contact })).status).toBe(201);
  });
});

describe('POST /api/submissions/waitlist', () => {
  it('stores display names and the language', async () => {
    const api = await testApi();
    expect((await api.call('/api/submissions/waitlist', { json: waitlist })).status).toBe(201);
    await api.signIn();
    const { leads: entries } = (await (await api.call('/api/leads/inbox?kind=waitlist')).json()) as { leads: unknown[] };
    expect(entries).toEqual([
      expect.objectContaining({ fullName: 'Grace Hopper', services: ['Cold Email Outreach', 'Telegram Bot'], language: 'de' }),
    ]);
  });

  it('defaults the language to en and drops unknown services', async () => {
    const log = memoryLogger();
    const api = await testApi({ deps: { logger: log.logger } });
    const { language: _language, ...rest } = waitlist;
    expect((await api.call('/api/submissions/waitlist', { json: { ...rest, services: ['fax', 'instagram'] } })).status).toBe(201);
    expect(log.entries.filter((entry) => entry.type !== 'request')).toEqual([
      expect.objectContaining({ level: 'warn', msg: expect.stringContaining('fax') }),
    ]);
    await api.signIn();
    const { leads: entries } = (await (await api.call('/api/leads/inbox?kind=waitlist')).json()) as { leads: unknown[] };
    expect(entries).toEqual([expect.objectContaining({ services: ['Instagram Automation'], language: 'en' })]);
  });

  it("answers 'No valid services selected' when no id maps", async () => {
    const api = await testApi();
    const res = await api.call('/api/submissions/waitlist', { json: { ...waitlist, services: ['fax'] } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: { code: 'no_valid_services', message: 'No valid services selected' } });
  });

  it('stores the consent with the version of its wording, and refuses an entry without a ticked consent', async () => {
    const dataDir = tempDir();
    const api = await testApi({ dataDir });
    const { consent: _consent, ...withoutConsent } = waitlist;
    for (const consent of [undefined, false, 'on', 'true']) {
      const res = await api.call('/api/submissions/waitlist', { json: { ...withoutConsent, consent } });
      expect(res.status, String(consent)).toBe(422);
      expect(await res.json()).toMatchObject({ error: { code: 'validation_failed', fieldErrors: { consent: 'required' } } });
    }
    expect((await api.call('/api/submissions/waitlist', { json: waitlist })).status).toBe(201);
    api.close();
    const db = openDatabase(dataDir);
    expect(db.prepare('SELECT email, consent_version, created_at FROM waitlist_entries').all()).toEqual([
      { email: 'grace@example.com', consent_version: waitlistConsentVersion, created_at: '2026-06-01T12:00:00.000Z' },
    ]);
    db.close();
  });

  it('requires at least one service', async () => {
    const api = await testApi();
    const res = await api.call('/api/submissions/waitlist', { json: { ...waitlist, services: [] } });
    expect(await res.json()).toMatchObject({ error: { code: 'validation_failed', fieldErrors: { services: 'no_services' } } });
  });
});
