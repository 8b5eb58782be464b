import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { onCleanup, siteFiles, testConfig } from '../../test-support/helpers.ts';

async function appWithSite(siteUrl = 'http://localhost:3000') {
  const paths = ['en/faq/index.html', 'tr/faq/index.html', 'de/index.html', 'admin.html', '404.html'];
  const root = siteFiles(Object.fromEntries(paths.map((path) => [path, `<!doctype html><html><body>${path}</body></html>`])));
  const { app, close } = await createApp(testConfig({ staticDir: root, siteUrl }));
  onCleanup(close);
  return app;
}

const navigate = (app: Awaited<ReturnType<typeof appWithSite>>, path: string, headers: Record<string, string>) =>
  app.request(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000', 'sec-fetch-mode': 'navigate', ...headers } });

describe('a language chosen without scripts', () => {
  it('is stored when a visitor follows a link from a page in one language to the same site in another', async () => {
    const response = await navigate(await appWithSite(), '/tr/faq', { referer: 'http://localhost:3000/en/faq' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBe('preferredLanguage=tr; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('is Secure on an https site', async () => {
    const app = await appWithSite('https://zk.example');
    const response = await app.request('https://zk.example/tr/faq', {
      headers: { host: 'zk.example', 'sec-fetch-mode': 'navigate', referer: 'https://zk.example/de' },
    });
    expect(response.headers.get('set-cookie')).toBe('preferredLanguage=tr; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('is not assumed from a link within one language, from another site, from the admin area or from a fetch', async () => {
    const app = await appWithSite();
    const cases: [string, Record<string, string>][] = [
      ['/tr/faq', { referer: 'http://localhost:3000/tr' }],
      ['/tr/faq', { referer: 'http://elsewhere.example/en/faq' }],
      ['/tr/faq', { referer: 'http://localhost:3000/de/admin' }],
      ['/tr/faq', {}],
      ['/tr/faq', { referer: 'http://localhost:3000/en/faq', 'sec-fetch-mode': 'cors' }],
      ['/tr/faq', { referer: 'http://localhost:3000/en/faq', cookie: 'preferredLanguage=tr' }],
      ['/tr/missing', { referer: 'http://localhost:3000/en/faq' }],
    ];
    for (const [path, headers] of cases) {
      const response = await navigate(app, path, headers);
      expect(response.headers.get('set-cookie'), `${path} ${JSON.stringify(headers)}`).toBeNull();
    }
  });
});
