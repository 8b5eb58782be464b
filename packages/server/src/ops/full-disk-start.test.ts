import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FormPageState } from '@zk/data';
import { createApp } from '../app.ts';
import { memoryLogger } from './logger.ts';
import type { PageRenderer } from '../pages/page-renderer.ts';
import { siteOrigin, testApi } from '../../test-support/api.ts';
import { tinyFileSystem } from '../../test-support/file-systems.ts';
import { onCleanup, tempDir, testConfig } from '../../test-support/helpers.ts';

const webhookSecret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const contact = { fullName: 'Ada Lovelace', email: 'ada@example.com', inquiry: 'x'.repeat(2000) };

function recordingRenderer() {
  const rendered: Array<FormPageState | undefined> = [];
  const renderer: PageRenderer = {
    async render(request) {
      rendered.push(request.formState);
      return `<!doctype html><html><body>rendered ${request.url}</body></html>`;
    },
    renderBanner: async () => null,
    renderSubscription: async () => null,
  };
  return { renderer, rendered };
}

describe('a start on a full disk (issue 46 item 3)', () => {
  it('serves pages, answers forms 503 with the input kept and /readyz 503, after a stop that left the WAL unwritten', async () => {
    // DATA_DIR on a real file system that fills up: the WAL grows until the disk is full.
    const dataDir = tinyFileSystem({ sizeKb: 1024 });
    const staticDir = tempDir('zk-static-');
    mkdirSync(join(staticDir, 'en', 'waitlist'), { recursive: true });
    writeFileSync(join(staticDir, 'en', 'waitlist', 'index.html'), '<!doctype html><html><body><main>Waitlist</main></body></html>');
    const config = {
      dataDir,
      staticDir,
      formRateLimitPerMinute: 100_000,
      minFreeDiskBytes: 256 * 1024,
      webhook: { url: 'http://127.0.0.1:9/hook', secret: webhookSecret },
    };
    // The webhook receiver never answers: the server is stopped with items in flight, to be sent again at the start.
    const outbox = { webhook: { fetch: () => new Promise<Response>(() => {}) } };
    const first = await testApi({ dataDir, config, deps: { renderer: recordingRenderer().renderer, outbox } });
    let status = 201;
    for (let i = 0; i < 10_000 && status === 201; i++) status = (await first.call('/api/submissions/contact', { json: contact })).status;
    expect(status).toBe(503);
    // Closing cannot copy the WAL into a database file that cannot grow: it stays, as after a kill.
    first.close();
    expect(statSync(join(dataDir, 'zk.sqlite-wal')).size).toBeGreaterThan(0);

    const { renderer, rendered } = recordingRenderer();
    const log = memoryLogger();
    const server = await createApp(testConfig(config), { renderer, outbox, logger: log.logger });
    onCleanup(() => server.close());
    const get = (path: string) => server.app.request(`${siteOrigin}${path}`, { headers: { 'X-Forwarded-For': '198.51.100.4' } });

    expect((await get('/healthz')).status).toBe(200);
    const page = await get('/en/waitlist');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<main>Waitlist</main>');

    const form = await server.app.request(`${siteOrigin}/de/contact`, {
      method: 'POST',
      headers: { Origin: siteOrigin, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '198.51.100.4' },
      body: new URLSearchParams({ fullName: 'Jürgen Groß', email: 'juergen@example.de', inquiry: 'x'.repeat(2000) }).toString(),
    });
    expect(form.status).toBe(503);
    expect(rendered.at(-1)).toMatchObject({
      form: 'contact',
      values: { fullName: 'Jürgen Groß', email: 'juergen@example.de' },
      failure: 'storage_unavailable',
    });

    expect(log.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/^WAL checkpoint refused by the storage/) }),
    );

    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not_ready', checks: { disk: 'failed' } });
  });
});
