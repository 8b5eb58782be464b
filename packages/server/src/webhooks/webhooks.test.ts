import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it, vi } from 'vitest';
import { siteOrigin, testApi } from '../../test-support/api.ts';
import { onCleanup, tempDir, storedLinkTokens } from '../../test-support/helpers.ts';

const wait = { timeout: 60_000, interval: 20 };
const secret = `whsec_${randomBytes(32).toString('base64')}`;

interface Delivery {
  id: string;
  body: { type: string; timestamp: string; data: Record<string, unknown> };
}

/** A webhook receiver that verifies every signature with the standardwebhooks library; answers 503 while `down`. */
async function receiver() {
  const verifier = new Webhook(secret);
  const state = { deliveries: [] as Delivery[], attempts: 0, forged: 0, down: false, url: '' };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      state.attempts++;
      if (state.down) return res.writeHead(503, { 'Retry-After': '0' }).end();
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        const payload = verifier.verify(body, req.headers as Record<string, string>) as Delivery['body'];
        state.deliveries.push({ id: String(req.headers['webhook-id']), body: payload });
        res.writeHead(204).end();
      } catch {
        state.forged++;
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hooks`;
  onCleanup(() => server.close());
  return state;
}

describe('signed webhooks', () => {
  it('POSTs each new lead, confirmation and erasure, signed, through the outbox; an erasure carries no personal data', async () => {
    const hooks = await receiver();
    const dataDir = tempDir();
    const api = await testApi({
      dataDir,
      config: { dataDir, webhook: { url: hooks.url, secret } },
      deps: { outbox: { retryDelaysMs: [20], random: () => 0.99 } },
    });
    hooks.down = true;
    const res = await api.call('/api/submissions/waitlist', {
      json: { fullName: 'Grace Hopper', email: 'grace@example.com', consent: true, services: ['telegram'], language: 'de' },
    });
    const { id } = (await res.json()) as { id: string };
    await vi.waitFor(() => expect(hooks.attempts).toBeGreaterThan(1), wait);
    hooks.down = false;
    await vi.waitFor(() => expect(hooks.deliveries).toHaveLength(1), wait);
    expect(hooks.deliveries[0]!.body).toMatchObject({
      type: 'lead.created',
      data: { kind: 'waitlist', id, fullName: 'Grace Hopper', email: 'grace@example.com', services: ['Telegram Bot'] },
    });

    const token = (await storedLinkTokens(dataDir)).confirm(id, api.clock.now);
    const confirmed = await api.app.request(`${siteOrigin}/de/waitlist/confirm`, {
      method: 'POST',
      headers: { Origin: siteOrigin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `token=${token}`,
    });
    expect(confirmed.status).toBe(200);
    await vi.waitFor(() => expect(hooks.deliveries).toHaveLength(2), wait);
    expect(hooks.deliveries[1]!.body).toMatchObject({ type: 'waitlist.confirmed', data: { kind: 'waitlist', id } });

    await api.signIn();
    expect((await api.call(`/api/leads/inbox/waitlist/${id}`, { method: 'DELETE' })).status).toBe(200);
    await vi.waitFor(() => expect(hooks.deliveries).toHaveLength(3), wait);
    const erased = hooks.deliveries[2]!;
    expect(erased.body).toEqual({ type: 'lead.erased', timestamp: expect.any(String), data: { kind: 'waitlist', id } });
    expect(JSON.stringify(erased)).not.toMatch(/grace|hopper/i);
    expect(hooks.forged).toBe(0);
    // Every event once, each under its own webhook-id.
    expect(new Set(hooks.deliveries.map((d) => d.id)).size).toBe(3);
    // The lead's own events left the outbox with it: nothing of its payload is kept. The receiver has the
    // erasure's delivery a moment before the outbox records its answer.
    const sentItems = async () =>
      ((await (await api.call('/api/outbox?destination=webhook&status=sent')).json()) as { items: Array<{ lead: unknown }> }).items;
    await vi.waitFor(async () => expect(await sentItems()).toHaveLength(1), wait);
    expect((await sentItems())[0]!.lead).toBeNull();
  });
});
