import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { tempDir, testConfig, onCleanup } from '../../test-support/helpers.ts';

const html = (text: string) => `<!doctype html><html><body>${text.repeat(50)}</body></html>`;

function site(files: Record<string, string | Buffer>): string {
  const root = tempDir('zk-site-');
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  return root;
}

async function appFor(staticDir: string) {
  const { app, close } = await createApp(testConfig({ staticDir }));
  onCleanup(close);
  return app;
}

const js = 'console.log("hello");'.repeat(100);
const standard = () =>
  site({
    'index.html': html('root'),
    'en/index.html': html('English'),
    'en/contact/index.html': html('Contact'),
    'assets/app-abc123.js': js,
    'assets/app-abc123.js.br': brotliCompressSync(js),
    'assets/app-abc123.js.gz': gzipSync(js),
    'en/index.html.gz': gzipSync(html('English')),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'robots.txt': 'User-agent: *\n',
  });

describe('static site serving', () => {
  it('maps language paths to their index.html with no-cache', async () => {
    const app = await appFor(standard());
    for (const [path, text] of [
      ['/en', 'English'],
      ['/en/contact', 'Contact'],
    ] as const) {
      const res = await app.request(`http://localhost:3000${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain(text);
    }
  });

  it('serves hashed assets as immutable, preferring brotli, then gzip, then identity', async () => {
    const app = await appFor(standard());
    const br = await app.request('http://localhost:3000/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync(js));

    const gz = await app.request('http://localhost:3000/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gz.arrayBuffer())).toEqual(gzipSync(js));

    const plain = await app.request('http://localhost:3000/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(js);
  });

  it('falls back to gzip when only a .gz sibling exists', async () => {
    const app = await appFor(standard());
    const res = await app.request('http://localhost:3000/en', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('answers 304 to a matching If-None-Match and varies the ETag by encoding', async () => {
    const app = await appFor(standard());
    const first = await app.request('http://localhost:3000/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(first.headers.get('last-modified')).toBeTruthy();
    const again = await app.request('http://localhost:3000/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await again.text()).toBe('');
    const other = await app.request('http://localhost:3000/assets/app-abc123.js', { headers: { 'If-None-Match': etag ?? '' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('serves prerendered pages with an ETag per encoding and answers a matching If-None-Match with 304', async () => {
    const app = await appFor(standard());
    const gz = await app.request('http://localhost:3000/en', { headers: { 'Accept-Encoding': 'gzip' } });
    const plain = await app.request('http://localhost:3000/en');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html('English'));
    expect(await plain.text()).toBe(html('English'));
    const etag = gz.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(plain.headers.get('etag')).not.toBe(etag);
    for (const res of [gz, plain]) expect(res.headers.get('vary')).toBe('Accept-Encoding');

    const again = await app.request('http://localhost:3000/en', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(await again.text()).toBe('');
  });

  it('serves root files with their content type and short revalidated caching', async () => {
    const app = await appFor(standard());
    const svg = await app.request('http://localhost:3000/favicon.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers.get('cache-control')).toBe('public, max-age=3600, must-revalidate');
    const robots = await app.request('http://localhost:3000/robots.txt');
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('redirects a trailing slash with 301, keeping the query, never to another host', async () => {
    const app = await appFor(standard());
    const res = await app.request('http://localhost:3000/en/?a=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/en?a=1');
    const sneaky = await app.request('http://localhost:3000//evil.example/');
    expect(sneaky.status).toBe(301);
    expect(sneaky.headers.get('location')).toBe('/evil.example');
  });

  it('answers unknown paths with 404.html when present, plain text otherwise', async () => {
    const withPage = await appFor(site({ '404.html': html('Lost') }));
    const res = await withPage.request('http://localhost:3000/nowhere');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('Lost');

    const without = await appFor(site({ 'index.html': html('x') }));
    const plain = await without.request('http://localhost:3000/nowhere');
    expect(plain.status).toBe(404);
    expect(plain.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await plain.text()).toBe('Not Found');
  });

  it('answers HEAD with headers and no body', async () => {
    const app = await appFor(standard());
    const res = await app.request('http://localhost:3000/en', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(html('English'))));
    expect(await res.text()).toBe('');
  });

  it('never serves files outside the static directory', async () => {
    const outer = tempDir('zk-outer-');
    writeFileSync(join(outer, 'secret.txt'), 'top secret');
    const staticDir = join(outer, 'public');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), html('ok'));
    const app = await appFor(staticDir);
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%00secret.txt',
      '/%E0%A4%A',
    ]) {
      const res = await app.request(`http://localhost:3000${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('top secret');
    }
    const raw = await app.request(new Request('http://localhost:3000/public/../secret.txt'));
    expect(await raw.text()).not.toContain('top secret');
  });

  it('hides dotfiles', async () => {
    const app = await appFor(site({ '.env': 'SECRET=1', 'index.html': html('x') }));
    expect((await app.request('http://localhost:3000/.env')).status).toBe(404);
  });
});
