import { createServer, request as httpRequest, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Countdown } from '@zk/data';
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../ops/logger.ts';
import { siteOrigin, testApi } from '../../test-support/api.ts';
import { bannerOnlyRenderer, onCleanup, siteFiles } from '../../test-support/helpers.ts';
import { etagMatches, staticFastPath } from './static-fast-path.ts';

const page = (text: string) =>
  `<!doctype html><html lang="de"><body>\n    <div id="zk-banner"></div>\n    <div id="root"><main>${text.repeat(40)}</main></div>\n  </body></html>`;
const js = 'console.log("fast");'.repeat(200);

/** A built site with the build's .br and .gz siblings of a page and of a script. */
function siteWithEncodings(): string {
  return siteFiles({
    'de/faq/index.html': page('FAQ'),
    'de/faq/index.html.br': brotliCompressSync(page('FAQ')),
    'de/faq/index.html.gz': gzipSync(page('FAQ')),
    'en/index.html': page('Home'),
    'assets/app-abc123.js': js,
    'assets/app-abc123.js.br': brotliCompressSync(js),
    'assets/app-abc123.js.gz': gzipSync(js),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '404.html': page('Not found'),
  });
}

const renderer = bannerOnlyRenderer;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers that belong to the connection or to one request, not to the answer: Node's own, and the request's id. */
const connectionHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);
const answerHeaders = (entries: Iterable<[string, string]>) =>
  Object.fromEntries(
    [...entries].filter(([name]) => !connectionHeaders.has(name.toLowerCase())).map(([name, value]) => [name.toLowerCase(), value]),
  );

/** The X-Request-Id of every answer, in order: each request has its own, from memory or not. */
const requestIds: string[] = [];

async function listen(
  listener: RequestListener,
): Promise<(path: string, init?: { method?: string; headers?: Record<string, string> }) => Promise<Answer>> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(() => server.close());
  const { port } = server.address() as AddressInfo;
  return (path, { method = 'GET', headers = {} } = {}) =>
    new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { host: 'localhost:3000', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const entries: [string, string][] = [];
          requestIds.push(String(res.headers['x-request-id']));
          for (let i = 0; i < res.rawHeaders.length; i += 2) entries.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode!, headers: answerHeaders(entries), body: Buffer.concat(chunks) });
        });
      });
      req.on('error', reject);
      req.end();
    });
}

async function setup(staticDir = siteWithEncodings()) {
  const served: string[] = [];
  const log = memoryLogger();
  const api = await testApi({
    config: { staticDir },
    deps: { renderer, logger: log.logger, onServed: ({ path, status }) => served.push(`${status} ${path}`) },
  });
  const fetch = await listen(api.listener);
  /** The Hono app's own answer to the same request (in process). */
  const direct = async (path: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> => {
    const res = await api.app.request(`${siteOrigin}${path}`, {
      method: init.method ?? 'GET',
      headers: { host: 'localhost:3000', ...init.headers },
    });
    return { status: res.status, headers: answerHeaders(res.headers.entries()), body: Buffer.from(await res.arrayBuffer()) };
  };
  return { api, fetch, direct, served, log };
}

const encodings = ['gzip, deflate, br', 'gzip', ''];

describe('the static fast path', () => {
  it("answers pages and files from memory with exactly the app's status, headers and body, for GET and HEAD in every encoding", async () => {
    const { fetch, direct, served } = await setup();
    for (const path of ['/de/faq', '/en', '/assets/app-abc123.js', '/favicon.svg']) {
      for (const method of ['GET', 'HEAD']) {
        for (const encoding of encodings) {
          const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
          const init = { method, headers };
          const expected = await direct(path, init);
          expect(expected.status).toBe(200);
          const first = await fetch(path, init);
          await new Promise((resolve) => setImmediate(resolve));
          const before = served.length;
          const kept = await fetch(path, init);
          const label = `${method} ${path} (${encoding || 'identity'})`;
          expect(served.length, `${label} came from memory`).toBe(before + 1);
          for (const answer of [first, kept]) {
            expect(answer.status, label).toBe(200);
            expect(answer.headers, label).toEqual(expected.headers);
            expect(answer.body.equals(expected.body), label).toBe(true);
          }
        }
      }
    }
    expect(served.every((line) => line.startsWith('200 /'))).toBe(true);
    expect(new Set(requestIds).size).toBe(requestIds.length);
    expect(requestIds.every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
  });

  it('logs each answer from memory as the app logs its own: one request line with the id the answer carries', async () => {
    const { fetch, log } = await setup();
    await fetch('/de/faq');
    await new Promise((resolve) => setImmediate(resolve));
    requestIds.length = 0;
    await fetch('/de/faq', { method: 'HEAD' });
    const lines = log.entries.filter((entry) => entry.type === 'request');
    expect(lines.at(-1)).toMatchObject({ requestId: requestIds[0], method: 'HEAD', route: '/:lang/*', status: 200 });
    expect(lines).toHaveLength(2);
  });

  it('sends the security headers of the app, the content-encoding chosen and the ETag', async () => {
    const { fetch } = await setup();
    await fetch('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br' } });
    const answer = await fetch('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(answer.body.equals(brotliCompressSync(js))).toBe(true);
  });

  it("answers 304 to a matching If-None-Match (strong, weak, one of several, *) with the app's headers", async () => {
    const { fetch, direct, served } = await setup();
    for (const path of ['/de/faq', '/assets/app-abc123.js']) {
      const headers = { 'accept-encoding': 'gzip' };
      const { etag } = (await fetch(path, { headers })).headers;
      expect(etag).toBeDefined();
      for (const ifNoneMatch of [etag!, `W/${etag}`, `"other", ${etag}`, '*']) {
        const init = { headers: { ...headers, 'if-none-match': ifNoneMatch } };
        const expected = await direct(path, init);
        expect(expected.status).toBe(304);
        await fetch(path, init);
        await new Promise((resolve) => setImmediate(resolve));
        const before = served.length;
        const answer = await fetch(path, init);
        expect(served.length, `${path} ${ifNoneMatch} from memory`).toBe(before + 1);
        expect(answer.status).toBe(304);
        expect(answer.headers).toEqual(expected.headers);
        expect(answer.body.length).toBe(0);
      }
      const stale = await fetch(path, { headers: { ...headers, 'if-none-match': '"stale"' } });
      expect(stale.status).toBe(200);
    }
  });

  it('puts the banner into pages while a countdown runs, and serves them from memory again once it is gone', async () => {
    const { api, fetch, served } = await setup();
    await fetch('/de/faq');
    await api.signIn();
    const created = (await (
      await api.call('/api/countdowns', {
        json: { title: 'Frühjahrsstart', target_date: new Date(api.clock.now + 86_400_000).toISOString() },
      })
    ).json()) as {
      countdown: Countdown;
    };
    const before = served.length;
    for (let i = 0; i < 2; i++) {
      const answer = await fetch('/de/faq');
      expect(answer.body.toString()).toContain('<div id="zk-banner"><section aria-label="Countdown">de: Frühjahrsstart</section></div>');
    }
    expect(served.length).toBe(before);
    // Files carry no banner: still from memory.
    await fetch('/favicon.svg');
    await new Promise((resolve) => setImmediate(resolve));
    await fetch('/favicon.svg');
    expect(served).toContain('200 /favicon.svg');

    expect((await api.call(`/api/countdowns/${created.countdown.id}`, { method: 'DELETE' })).status).toBe(204);
    const after = await fetch('/de/faq');
    expect(after.body.toString()).toContain('<div id="zk-banner"></div>');
    expect(served.at(-1)).toBe('200 /de/faq');
  });

  it('stores a language chosen by following a link without scripts, also for a page it keeps', async () => {
    const { fetch } = await setup();
    await fetch('/de/faq');
    await new Promise((resolve) => setImmediate(resolve));
    const navigate = { 'sec-fetch-mode': 'navigate', referer: 'http://localhost:3000/en' };
    expect((await fetch('/de/faq', { headers: navigate })).headers['set-cookie']).toBe(
      'preferredLanguage=de; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect((await fetch('/de/faq', { headers: { ...navigate, cookie: 'preferredLanguage=de' } })).headers['set-cookie']).toBeUndefined();
  });

  it('leaves to the app what it must decide per request: another host, a query, a range, a missing file, a trailing slash, the API and the admin', async () => {
    const { fetch, served } = await setup();
    const twice = async (path: string, headers: Record<string, string> = {}) => {
      await fetch(path, { headers });
      await new Promise((resolve) => setImmediate(resolve));
      return fetch(path, { headers });
    };
    expect((await twice('/de/faq', { host: 'evil.example' })).status).toBe(421);
    expect((await twice('/de/faq?x=1')).status).toBe(200);
    expect((await twice('/assets/app-abc123.js', { range: 'bytes=0-9' })).status).toBe(206);
    expect((await twice('/assets/missing.js')).status).toBe(404);
    expect((await twice('/de/faq/')).status).toBe(301);
    expect((await twice('/api/auth/session')).status).toBe(200);
    expect((await twice('/de/admin')).status).toBe(404);
    expect(served).toEqual([]);
  });
});

describe('the static fast path across site builds', () => {
  it('forgets every kept answer when the build changes (a reload on SIGHUP), and never keeps an answer of the previous build', async () => {
    let build = 'build-1';
    let appAnswers = 0;
    const listener = staticFastPath({
      fetch: () => {
        appAnswers += 1;
        return new Response(`<p>${build}</p>`, { headers: { 'content-type': 'text/html; charset=utf-8', etag: `"${build}"` } });
      },
      isPage: () => true,
      bannerShown: () => false,
      generation: () => build,
    });
    const fetch = await listen(listener);
    const text = async () => (await fetch('/en')).body.toString();
    expect(await text()).toBe('<p>build-1</p>');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await text()).toBe('<p>build-1</p>');
    expect(appAnswers).toBe(1);
    build = 'build-2';
    expect(await text()).toBe('<p>build-2</p>');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await text()).toBe('<p>build-2</p>');
    expect(appAnswers).toBe(2);
  });
});

describe('etagMatches', () => {
  it('compares as hono/etag does', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"a"', '"b", "a"')).toBe(true);
    expect(etagMatches('"a"', '*')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches('"a"', 'a')).toBe(false);
  });
});
