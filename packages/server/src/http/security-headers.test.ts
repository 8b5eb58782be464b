import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { onCleanup, tempDir, testConfig } from '../../test-support/helpers.ts';
import { inlineScriptHashesOf, inlineStyleHashesOf } from './inline-script-hashes.ts';
import { securityHeaders, type contentSecurityPolicy } from './security-headers.ts';
import { Hono } from 'hono';

/** The app on a site whose one page has these inline scripts. */
async function appWith(siteUrl: string, inlineScripts: string[] = []) {
  const staticDir = tempDir('zk-static-');
  writeFileSync(join(staticDir, 'index.html'), inlineScripts.map((body) => `<script>${body}</script>`).join(''));
  const { app, close } = await createApp(testConfig({ siteUrl, staticDir }));
  onCleanup(close);
  return app;
}

describe('security headers', () => {
  it('are set on API, static and 404 responses', async () => {
    const app = await appWith('http://localhost:3000', ['var a=1;']);
    for (const path of ['/api/countdowns/active', '/missing', '/api/missing']) {
      const res = await app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' 'sha256-gaaMFNHZyRta8zB2VHkWLMP4tMxJ+d8v3dTW7nw2r6M='");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('permissions-policy')).toContain('microphone=()');
      expect(res.headers.get('permissions-policy')).toContain('geolocation=()');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sets Cross-Origin-Opener-Policy on the admin area only', async () => {
    const app = await appWith('http://localhost:3000');
    for (const path of ['/admin', '/admin/dashboard', '/de/admin', '/tr/admin/dashboard', '/admin.html']) {
      expect((await app.request(path)).headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
    for (const path of ['/en', '/de/impressum', '/administration', '/en/admins', '/api/countdowns/active']) {
      expect((await app.request(path)).headers.get('cross-origin-opener-policy'), path).toBeNull();
    }
  });

  it('adds HSTS only when the site URL is https', async () => {
    const res = await (await appWith('https://zk.example')).request('/api/countdowns/active');
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });
});

/** The Content-Security-Policy header the middleware sends for these options. */
async function cspOf(...args: Parameters<typeof contentSecurityPolicy>): Promise<string> {
  const [inlineScriptHashes, widgetOrigins, apiOrigins, inlineStyleHashes] = args;
  const app = new Hono();
  app.use(securityHeaders({ siteUrl: 'http://localhost:3000', inlineScriptHashes, widgetOrigins, apiOrigins, inlineStyleHashes }));
  app.get('/', (c) => c.text('ok'));
  return (await app.request('/')).headers.get('content-security-policy') ?? '';
}

describe('chat-widget origins in the CSP', () => {
  const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

  it('allows no third-party origin when no widget is configured', async () => {
    const csp = await cspOf([]);
    expect(csp).not.toContain('frame-src');
    expect(csp).not.toMatch(/https:/);
  });

  it('allows exactly the configured origins for what a widget loads', async () => {
    const origins = ['https://widget.zk.example', 'https://www.gstatic.com'];
    const csp = directives(await cspOf(["'sha256-abc='"], origins));
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-abc='", ...origins]);
    for (const name of ['style-src', 'font-src', 'connect-src']) expect(csp.get(name), name).toEqual(["'self'", ...origins]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', ...origins]);
    expect(csp.get('frame-src')).toEqual(origins);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends them on responses when passed to the middleware', async () => {
    const app = new Hono();
    app.use(securityHeaders({ siteUrl: 'http://localhost:3000', inlineScriptHashes: [], widgetOrigins: ['https://widget.zk.example'] }));
    app.get('/', (c) => c.text('ok'));
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://widget.zk.example");
    expect(csp).toContain('frame-src https://widget.zk.example');
  });
});

describe('inline script hashes', () => {
  it('hashes inline script bodies exactly and skips external scripts', async () => {
    const html = `<head><script>var a=1;</script><script type="module" src="/assets/x.js"></script><script >  </script></head>`;
    // printf 'var a=1;' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashesOf(html)).toEqual(["'sha256-gaaMFNHZyRta8zB2VHkWLMP4tMxJ+d8v3dTW7nw2r6M='"]);
  });

  it('hashes inlined stylesheets, which the policy then allows and nothing else', async () => {
    const html = `<head><style>var a=1;</style><style></style></head>`;
    expect(inlineStyleHashesOf(html)).toEqual(["'sha256-gaaMFNHZyRta8zB2VHkWLMP4tMxJ+d8v3dTW7nw2r6M='"]);
    const csp = await cspOf([], [], [], inlineStyleHashesOf(html));
    expect(csp).toContain("style-src 'self' 'sha256-gaaMFNHZyRta8zB2VHkWLMP4tMxJ+d8v3dTW7nw2r6M='");
    expect(csp).not.toMatch(/style-src [^;]*unsafe-inline/);
  });
});

describe('hosted API origins', () => {
  it('are allowed for connections only', async () => {
    const csp = await cspOf([], [], ['https://abcd.supabase.co', 'wss://abcd.supabase.co']);
    expect(csp).toContain("connect-src 'self' https://abcd.supabase.co wss://abcd.supabase.co");
    expect(csp).toContain("script-src 'self';");
  });
});
