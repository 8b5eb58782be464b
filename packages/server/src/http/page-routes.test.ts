import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n/src/language-choice.ts';
import { createApp } from '../app.ts';
import { testApi } from '../../test-support/api.ts';
import { onCleanup, siteFiles, testConfig } from '../../test-support/helpers.ts';
import { languageFromAcceptLanguage } from './page-routes.ts';

const adminShell = (language: string) =>
  `<!doctype html><html lang="${language}"><head><meta name="robots" content="noindex"></head><body>admin</body></html>`;

async function appWithSite(extra: Record<string, string> = {}) {
  const root = siteFiles({
    'index.html': '<!doctype html><html><head><script>choose()</script></head><body></body></html>',
    'admin.html': adminShell('en'),
    'en/index.html': 'English home',
    'en/contact/index.html': 'English contact',
    'de/index.html': 'German home',
    '404.html': 'not found',
    ...extra,
  });
  const { app, close } = await createApp(testConfig({ staticDir: root }));
  onCleanup(close);
  return app;
}

describe('prefix-less paths', () => {
  it('redirect to the language stored in the cookie, keeping the path and query', async () => {
    const res = await (
      await appWithSite()
    ).request('http://localhost:3000/contact?ref=ad', {
      headers: { Cookie: 'preferredLanguage=tr', 'Accept-Language': 'de-DE' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/tr/contact?ref=ad');
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(res.headers.get('vary')).toContain('Accept-Language');
  });

  it('without a stored choice, serve the choice page with a no-script fallback to the browser language', async () => {
    const res = await (
      await appWithSite()
    ).request('http://localhost:3000/', { headers: { 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.5' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<script>choose()</script>');
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="0; url=/de" /></noscript>');
    expect(res.headers.get('vary')).toContain('Accept-Language');
  });

  it('ignore an invalid cookie value', async () => {
    const res = await (
      await appWithSite()
    ).request('http://localhost:3000/', {
      headers: { Cookie: 'preferredLanguage=fr', 'Accept-Language': 'tr-TR' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('url=/tr"');
  });

  it('answer 404 when no such page exists in any language', async () => {
    const res = await (await appWithSite()).request('http://localhost:3000/no-such-page', { headers: { Cookie: 'preferredLanguage=de' } });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('not found');
  });
});

describe('admin paths', () => {
  it.each(['/admin', '/de/admin', '/tr/admin'])('%s gets the sign-in document, not indexed', async (path) => {
    const res = await (await appWithSite()).request(`http://localhost:3000${path}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('admin');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it.each([
    ['/admin', 'en'],
    ['/en/admin', 'en'],
    ['/de/admin', 'de'],
    ['/tr/admin', 'tr'],
  ])('%s gets the sign-in document in its language (%s)', async (path, language) => {
    const app = await appWithSite({ 'de/admin/index.html': adminShell('de'), 'tr/admin/index.html': adminShell('tr') });
    const res = await app.request(`http://localhost:3000${path}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(adminShell(language));
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('a language without a document of its own gets the English one', async () => {
    const res = await (await appWithSite({ 'de/admin/index.html': adminShell('de') })).request('http://localhost:3000/tr/admin');
    expect(await res.text()).toBe(adminShell('en'));
  });

  it.each([
    ['/admin/dashboard', '/admin?from=%2Fadmin%2Fdashboard'],
    ['/admin/demo/1?x=1', '/admin?from=%2Fadmin%2Fdemo%2F1%3Fx%3D1'],
    ['/en/admin/dashboard', '/en/admin?from=%2Fen%2Fadmin%2Fdashboard'],
    ['/tr/admin/demo/2', '/tr/admin?from=%2Ftr%2Fadmin%2Fdemo%2F2'],
  ])('%s without a session is sent to the sign-in of its language, remembering the page', async (path, location) => {
    const res = await (await appWithSite()).request(`http://localhost:3000${path}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(location);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves look-alike paths alone', async () => {
    expect((await (await appWithSite()).request('http://localhost:3000/administrator')).status).toBe(404);
  });
});

describe('admin paths with a session', () => {
  const site = () =>
    siteFiles({
      'admin.html': adminShell('en'),
      'admin-app.html': 'app en',
      'de/admin/index.html': adminShell('de'),
      'de/admin/app.html': 'app de',
    });

  it.each([
    ['/admin/dashboard', 'app en'],
    ['/en/admin/demo/1', 'app en'],
    ['/de/admin/demo/2', 'app de'],
    ['/tr/admin/dashboard', 'app en'],
  ])('%s gets the client-rendered shell of its language, not indexed', async (path, body) => {
    const api = await testApi({ config: { staticDir: site() } });
    await api.signIn();
    const res = await api.call(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(body);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('a build without the client-rendered shell sends the sign-in document', async () => {
    const api = await testApi({ config: { staticDir: siteFiles({ 'admin.html': adminShell('en') }) } });
    await api.signIn();
    expect(await (await api.call('/admin/dashboard')).text()).toBe(adminShell('en'));
  });

  it.each([
    ['/admin', '/admin/dashboard'],
    ['/de/admin', '/de/admin/dashboard'],
    ['/admin?from=%2Fde%2Fadmin%2Fdemo%2F1', '/de/admin/demo/1'],
    ['/admin?from=%2F%2Fevil.example%2Fadmin', '/admin/dashboard'],
  ])('%s sends a signed-in operator on to %s', async (path, location) => {
    const api = await testApi({ config: { staticDir: site() } });
    await api.signIn();
    const res = await api.call(path);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
  });

  it('guards nothing when sign-in happens at Supabase, in the browser', async () => {
    const api = await testApi({
      config: { staticDir: site(), supabase: { url: 'https://project.supabase.co', anonKey: 'sb_publishable_x' } },
    });
    const res = await api.call('/de/admin/dashboard');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('app de');
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['de', 'de'],
    ['de-CH,en;q=0.8', 'de'],
    ['en;q=0.4,tr-TR;q=0.9', 'tr'],
    ['fr-FR,de;q=0.9', 'en'],
    ['de-LI', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['*', 'en'],
  ])('%s gives %s, as the site rule does for the first language', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
    const first = header
      ?.split(',')
      .map((p) => p.split(';'))
      .sort((a, b) => Number(b[1]?.slice(2) ?? 1) - Number(a[1]?.slice(2) ?? 1))[0]?.[0];
    expect(chooseLanguage(null, first === '*' ? '' : first)).toBe(expected);
  });
});
