import { expect, test } from '@playwright/test';
import { languages } from '../../packages/data/src/domain/languages.ts';

const pages = ['', '/contact', '/about', '/privacy', '/terms', '/impressum', '/waitlist', '/faq', '/zkagent'];
const paths = languages.flatMap((lang) => pages.map((page) => `/${lang}${page}`));
/** The SITE_URL the test build and server use (see support/global-setup.ts). */
const siteUrl = 'http://localhost:3000';

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

test('all 27 public pages carry a unique title and description, canonical, alternates and lang', async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const lang = path.split('/')[1]!;
    const rest = path.slice(3);
    expect(attr(html, /<html lang="([^"]+)"/), path).toBe(lang);
    const title = attr(html, /<title>([^<]+)<\/title>/);
    const description = attr(html, /<meta name="description" content="([^"]+)"/);
    expect(title, path).toBeTruthy();
    expect(description, path).toBeTruthy();
    titles.add(title!);
    descriptions.add(description!);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(`${siteUrl}${path}`);
    for (const alternate of languages) {
      expect(attr(html, new RegExp(`<link rel="alternate" hreflang="${alternate}" href="([^"]+)"`)), path).toBe(
        `${siteUrl}/${alternate}${rest}`,
      );
    }
    expect(attr(html, /<link rel="alternate" hreflang="x-default" href="([^"]+)"/), path).toBe(`${siteUrl}/en${rest}`);
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/), path).toBe(`${siteUrl}${path}`);
    expect(attr(html, /<meta property="og:locale" content="([^"]+)"/), path).toBe({ en: 'en_US', de: 'de_DE', tr: 'tr_TR' }[lang]);
    expect(html, path).toContain('<meta property="og:title"');
    expect(html, path).not.toContain('noindex');
    // The page's content is in the static HTML, not left to the browser.
    expect(html.match(/<h1[\s>]/g)?.length, path).toBe(1);
    // Complete at first paint: no Suspense fallback waiting for a script to swap the content in.
    expect(html, path).not.toContain('<template id="B:');
  }
  expect(titles.size).toBe(27);
  expect(descriptions.size).toBe(27);
});

test('sitemap.xml lists every public page with its language alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(paths.map((p) => siteUrl + p).sort());
  expect(xml.match(/<xhtml:link rel="alternate" hreflang="x-default"/g)).toHaveLength(27);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="tr" href="${siteUrl}/tr/faq"/>`);
});

test('robots.txt allows all, keeps crawlers out of the admin area and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('User-agent: *\nAllow: /');
  expect(text).toContain('Disallow: /admin');
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test('admin pages are never indexed', async ({ request }) => {
  for (const path of ['/admin', '/admin/dashboard', '/de/admin']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
    expect(await response.text(), path).toContain('<meta name="robots" content="noindex, nofollow" />');
  }
});

test('every page names a PNG tab icon that the server serves', async ({ request }) => {
  // A PNG, not an SVG: Chromium draws an SVG icon on the page's main thread (packages/site/scripts/favicon.mjs).
  for (const path of ['/en', '/de/faq', '/tr/admin']) {
    const html = await (await request.get(path)).text();
    expect(attr(html, /<link rel="icon" href="([^"]+)"/), path).toBe('/favicon.png');
  }
  const icon = await request.get('/favicon.png');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
  const bytes = await icon.body();
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  // Width and height from the PNG header: 64 x 64.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([64, 64]);
});
