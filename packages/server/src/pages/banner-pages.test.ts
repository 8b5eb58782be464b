import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Countdown } from '@zk/data';
import { describe, expect, it } from 'vitest';
import { bannerOnlyRenderer, tempDir } from '../../test-support/helpers.ts';
import { siteOrigin, testApi } from '../../test-support/api.ts';
import { activeCountdownCache } from './banner-pages.ts';

const page =
  '<!doctype html><html lang="de"><body>\n    <div id="zk-banner"></div>\n    <div id="root"><main>Seite</main></div>\n  </body></html>';

function siteDir() {
  const dir = tempDir('zk-static-');
  for (const path of ['de/faq', 'de/admin']) {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, 'index.html'), page);
  }
  return dir;
}

const renderer = bannerOnlyRenderer;

async function setup() {
  const api = await testApi({ config: { staticDir: siteDir() }, deps: { renderer } });
  await api.signIn();
  const create = async (title: string, target: number) =>
    (
      (await (await api.call('/api/countdowns', { json: { title, target_date: new Date(target).toISOString() } })).json()) as {
        countdown: Countdown;
      }
    ).countdown;
  return { api, create };
}

describe('public pages while a countdown runs', () => {
  it('arrive with the banner in the slot at the top and its state beside it, re-read after every change', async () => {
    const { api, create } = await setup();
    const plain = await api.call('/de/faq');
    expect(await plain.text()).toContain('<div id="zk-banner"></div>');

    const first = await create('Frühjahrsstart', api.clock.now + 86_400_000);
    const res = await api.app.request(`${siteOrigin}/de/faq`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(html).toContain('<div id="zk-banner"><section aria-label="Countdown">de: Frühjahrsstart</section></div>');
    expect(html).toMatch(/<script type="application\/json" id="zk-banner-state">\{"countdown":\{"id":"[^"]+","title":"Frühjahrsstart"/);

    expect((await api.call(`/api/countdowns/${first.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await api.call('/de/faq')).text()).not.toContain('Frühjahrsstart');
  });

  it('leave the admin area alone', async () => {
    const { api, create } = await setup();
    await create('Frühjahrsstart', api.clock.now + 86_400_000);
    const res = await api.call('/de/admin/dashboard');
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('Frühjahrsstart');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('leave out a countdown whose time is up', async () => {
    const { api, create } = await setup();
    await create('Vorbei', api.clock.now + 1_000);
    api.clock.now += 2_000;
    expect(await (await api.call('/de/faq')).text()).toContain('<div id="zk-banner"></div>');
  });
});

describe('activeCountdownCache', () => {
  const countdown = { id: 'c1', title: 'Launch', target_date: '2026-07-01T00:00:00.000Z', is_active: true };

  function cacheOver(read: () => Promise<Countdown | null>) {
    let notify = () => {};
    const cache = activeCountdownCache(read, (listener) => {
      notify = listener;
      return () => {};
    });
    return { cache, notify: () => notify() };
  }

  it('reads once per change, at once, and tells when it has not read since one', async () => {
    let reads = 0;
    const { cache, notify } = cacheOver(async () => {
      reads += 1;
      return countdown;
    });
    expect(cache.peek()).toBeUndefined();
    await Promise.all([cache.active(), cache.active()]);
    await cache.active();
    expect(reads).toBe(1);
    expect(cache.peek()).toEqual(countdown);
    notify();
    expect(reads).toBe(2);
    expect(cache.peek()).toBeUndefined();
    expect(await cache.active()).toEqual(countdown);
    expect(reads).toBe(2);
  });

  it('does not keep a read that a change overtook', async () => {
    const answers = [countdown, null];
    let release = () => {};
    const { cache, notify } = cacheOver(async () => {
      const answer = answers.shift() ?? null;
      if (answer) await new Promise<void>((resolve) => (release = resolve));
      return answer;
    });
    const first = cache.active();
    notify();
    expect(await cache.active()).toBeNull();
    release();
    expect(await first).toEqual(countdown);
    expect(cache.peek()).toBeNull();
  });

  it('reads again after a read that failed, instead of answering its failure for good', async () => {
    const answers: Array<() => Promise<Countdown | null>> = [
      async () => Promise.reject(new Error('database is locked')),
      async () => countdown,
    ];
    const { cache } = cacheOver(() => answers.shift()!());
    await expect(cache.active()).rejects.toThrow('database is locked');
    expect(await cache.active()).toEqual(countdown);
  });
});
