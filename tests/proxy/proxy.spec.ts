import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import en from '../../packages/i18n/src/locales/en';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn } from '../e2e/support/admin';
import { queryDb } from '../e2e/support/form-server';
import { caddyBinary, startProxiedSite, type ProxiedSite } from './support/caddy';

// The production topology (README, "Deploying"): Caddy with deploy/zk-site.caddy terminates TLS in
// front of the built site on the real server. Every check goes through Caddy.
const root = resolve(import.meta.dirname, '../..');
test.describe.configure({ mode: 'serial' });

let site: ProxiedSite;
test.beforeAll(async () => {
  site = await startProxiedSite({ ADMIN_EMAIL, ADMIN_PASSWORD, FORM_RATE_LIMIT_PER_MINUTE: '3' });
});
test.afterAll(async () => {
  await site?.stop();
});
test.use({ ignoreHTTPSErrors: true });

const header = (answer: { rawHeaders: Array<[string, string]> }, name: string) =>
  answer.rawHeaders.filter(([key]) => key === name).map(([, value]) => value);

test('deploy/Caddyfile is valid Caddy configuration and proxies with flush_interval -1, without compressing again', () => {
  const adapted = spawnSync(caddyBinary, ['adapt', '--config', join(root, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
    encoding: 'utf8',
  });
  expect(adapted.status, adapted.stderr).toBe(0);
  const json = JSON.parse(adapted.stdout) as unknown;
  const text = JSON.stringify(json);
  expect(text).toContain('"handler":"reverse_proxy"');
  expect(text).toContain('"flush_interval":-1');
  expect(text).toContain('"dial":"127.0.0.1:3000"');
  expect(text).not.toContain('"handler":"encode"');
  // Caddy's own log keeps no request (address, URL, headers) of a visitor: the privacy policy names the server's log only.
  const logs = (
    json as { logging?: { logs?: Record<string, { encoder?: { format?: string; fields?: Record<string, { filter?: string }> } }> } }
  ).logging?.logs;
  expect(logs?.default?.encoder?.format).toBe('filter');
  expect(logs?.default?.encoder?.fields?.request?.filter).toBe('delete');
});

test('a public page over TLS: HSTS exactly once, a request id, precompressed brotli from the server, no Server header', async () => {
  const page = await site.fetchRaw('/en', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.status).toBe(200);
  expect(header(page, 'strict-transport-security')).toEqual(['max-age=63072000; includeSubDomains']);
  expect(header(page, 'x-request-id')).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  expect(header(page, 'server')).toEqual([]);
  expect(header(page, 'content-encoding')).toEqual(['br']);
  expect(brotliDecompressSync(page.body).toString('utf8')).toContain('<html lang="en"');

  const html = brotliDecompressSync(page.body).toString('utf8');
  // A script the page loads (its boot script names the chunks) that the build precompressed (small ones it does not).
  const script = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)]
    .map((match) => match[0])
    .find((path) => existsSync(join(root, 'packages/site/dist/current/client', `${path}.br`)));
  expect(script).toBeDefined();
  const asset = await site.fetchRaw(script!, { headers: { 'Accept-Encoding': 'br' } });
  expect(asset.status).toBe(200);
  expect(header(asset, 'content-encoding')).toEqual(['br']);
  expect(header(asset, 'cache-control')).toEqual(['public, max-age=31536000, immutable']);
  // Byte for byte the .br file the build wrote: Caddy passes it through untouched.
  const built = readFileSync(join(root, 'packages/site/dist/current/client', `${script!}.br`));
  expect(Buffer.compare(asset.body, built)).toBe(0);
});

test('sign-in through the proxy sets the __Host- session and device cookies: Secure, HttpOnly, SameSite=Strict, path /', async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto(`${site.url}/admin`);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
  const cookies = await context.cookies(site.url);
  const hostOnly = cookies.filter((cookie) => cookie.name.startsWith('__Host-'));
  expect(hostOnly.map((cookie) => cookie.name.replace(/_[0-9a-f]{16}$/, '_<account>')).sort()).toEqual([
    '__Host-zk_device_<account>',
    '__Host-zk_session',
  ]);
  for (const cookie of hostOnly)
    expect(cookie, cookie.name).toEqual(
      expect.objectContaining({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/', domain: 'localhost' }),
    );
});

test('a countdown change reaches an open public page through the proxy as a server-sent event', async ({ browser }) => {
  test.slow();
  const visitor = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await visitor.newPage();
  const arrived = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/countdowns/events');
  await page.goto(`${site.url}/en`);
  expect((await arrived).status()).toBe(200);

  const operator = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: site.url });
  const signedIn = await operator.request.post('/api/auth/sign-in', {
    headers: { Origin: site.url },
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const title = `Through the proxy ${Date.now()}`;
  const created = await operator.request.post('/api/countdowns', {
    headers: { Origin: site.url },
    data: { title, target_date: new Date(Date.now() + 3 * 86_400_000).toISOString() },
  });
  expect(created.status()).toBe(201);
  // The page learns of the change only from its event stream (it never polls): a generous ceiling, no timing.
  await expect(page.locator('[data-slot="countdown-banner"]')).toContainText(title, { timeout: 30_000 });
  await visitor.close();
  await operator.close();
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts through the proxy, is stored and thanks the visitor', async ({ page }) => {
    await page.goto(`${site.url}/en/contact`);
    const email = `proxy-noscript-${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: en.common.fullName, exact: true }).fill('Grace Hopper');
    await page.getByRole('textbox', { name: en.common.email, exact: true }).fill(email);
    await page.getByRole('textbox', { name: en.common.inquiry, exact: true }).fill('Posted through Caddy without scripts');
    await page.getByRole('button', { name: en.contact.submit }).click();
    await expect(page).toHaveURL(`${site.url}/en/contact?sent=1`);
    expect(queryDb(site.server, 'SELECT full_name FROM contact_inquiries WHERE email = ?', email)).toEqual([{ full_name: 'Grace Hopper' }]);
  });
});

test('the rate limiter counts the address Caddy saw, never one the client wrote in X-Forwarded-For', async () => {
  const post = (from: string, forged: string) =>
    site.fetchRaw('/api/submissions/contact', {
      method: 'POST',
      localAddress: from,
      headers: { 'Content-Type': 'application/json', Origin: site.url, 'X-Forwarded-For': forged },
      body: JSON.stringify({ fullName: 'Rate Limit', email: 'limit@example.com', inquiry: `From ${from} claiming ${forged}` }),
    });
  // Three posts (the limit) from 127.0.0.2, each claiming another address: all one client.
  for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await post('127.0.0.2', forged)).status).toBe(201);
  const limited = await post('127.0.0.2', '198.51.100.4');
  expect(limited.status).toBe(429);
  expect(header(limited, 'retry-after')).toHaveLength(1);
  // Another client reaching Caddy from 127.0.0.3 is not limited, though the server sees every
  // request come from Caddy's own address: the limiter keys on Caddy's X-Forwarded-For entry.
  expect((await post('127.0.0.3', '198.51.100.1')).status).toBe(201);
});
