import { expect, test, type Page } from '@playwright/test';
import { readlinkSync, realpathSync } from 'node:fs';
import { basename, join } from 'node:path';
import en from '../../packages/i18n/src/locales/en';
import { builtSiteCopy, ownAssets, startCheckout } from './support/checkout';
import { watchConsole } from './support/console';
import { gotoHydrated } from './support/hydration';
import type { RunningServer } from './support/server';

const newEmail = 'upgraded@zk.test';

/** Follows a header link with a click, client-side: the same document, the next page's chunks loaded by the open page. */
async function navigate(page: Page, name: string, path: RegExp, heading: string | RegExp) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('banner').getByRole('link', { name }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

const footerEmail = async (server: RunningServer) =>
  (await (await fetch(`${server.url}/en`)).text()).includes(newEmail) ? newEmail : 'the first';

test('an upgrade while a page is open: a second npm start serves at once and builds beside the running site, SIGHUP switches it, a restart serves it too, and the open page keeps loading its chunks throughout', async ({
  page,
}) => {
  // A ceiling, not a budget: the second start builds the site (one to several minutes on a busy machine).
  test.setTimeout(20 * 60_000);
  const site = builtSiteCopy();
  const running: RunningServer[] = [];
  try {
    // npm start on the checkout: the copied build is up to date for this configuration, so it serves it.
    const first = await startCheckout({ STATIC_DIR: site.staticDir });
    running.push(first);
    expect(first.output()).toContain('Site build is up to date.');

    const problems = watchConsole(page);
    const assetRequests: { path: string; status: number }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.status() >= 400) problems.push(`${response.status()} ${pathname}`);
      if (pathname.startsWith('/assets/')) assetRequests.push({ path: pathname.slice('/assets/'.length), status: response.status() });
    });
    await gotoHydrated(page, `${first.url}/en`);

    // A second npm start on the same checkout, another port, data directory and configuration: it serves the
    // current build at once, builds beside it, then serves the new one (a SIGHUP to itself).
    const second = await startCheckout({ STATIC_DIR: site.staticDir, CONTACT_EMAIL: newEmail });
    running.push(second);
    expect(second.output()).toContain("The site's sources or public configuration changed since the current build");
    await second.printed(/SIGHUP: serving site build /);
    const newBuild = realpathSync(join(site.dist, 'current'));
    expect(basename(newBuild)).not.toBe(site.firstBuild);
    expect(await footerEmail(second)).toBe(newEmail);

    // The first server still serves its own build, whole: the open page navigates on it.
    expect(await footerEmail(first)).toBe('the first');
    await navigate(page, en.common.faq, /\/en\/faq$/, en.pages.faq.title);

    // The upgrade: SIGHUP makes the first server serve the new build.
    const seen = assetRequests.length;
    first.process.kill('SIGHUP');
    await first.printed(new RegExp(`SIGHUP: serving site build ${basename(newBuild)}`));
    expect(await footerEmail(first)).toBe(newEmail);

    // The page opened before the upgrade asks for chunks of its own (old) build; the new build has them.
    await navigate(page, en.common.aboutUs, /\/en\/about$/, en.pages.about.title);
    const afterUpgrade = assetRequests.slice(seen);
    expect(afterUpgrade.length).toBeGreaterThan(0);
    const own = ownAssets(newBuild);
    expect(
      afterUpgrade.filter((request) => !own.has(request.path)).length,
      'chunks of the old build, served by the new one',
    ).toBeGreaterThan(0);
    expect(problems).toEqual([]);

    // The other way to upgrade: a restart on the same port (the new configuration, so it builds nothing).
    // The page is still the old build's: its next page's chunks come from the restarted server.
    // The banner's event stream ends with the old process and, while no process listens, its reconnect is
    // refused (behind Caddy with lb_try_duration it would wait instead): the one request allowed to fail.
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${new URL(request.url()).pathname} ${request.failure()?.errorText}`));
    const port = new URL(first.url).port;
    await first.stop();
    const restarted = await startCheckout({ STATIC_DIR: site.staticDir, CONTACT_EMAIL: newEmail, PORT: port });
    running.push(restarted);
    expect(restarted.url).toBe(first.url);
    expect(restarted.output()).toContain('Site build is up to date.');
    const beforeRestart = assetRequests.length;
    await navigate(page, en.common.contactUs, /\/en\/contact$/, en.pages.contact.title);
    expect(
      assetRequests.slice(beforeRestart).filter((request) => !own.has(request.path)).length,
      'chunks of the old build after the restart',
    ).toBeGreaterThan(0);
    expect(
      failed.filter((line) => !line.startsWith('/api/countdowns/events ')),
      'requests failed across the restart',
    ).toEqual([]);
    const refused: string[] = problems.filter((line) => line === 'error: Failed to load resource: net::ERR_CONNECTION_REFUSED');
    expect(refused.length).toBeLessThanOrEqual(failed.length);
    expect(problems.filter((line) => !refused.includes(line))).toEqual([]);
    problems.length = 0;

    // A page loaded now is the new build's.
    await gotoHydrated(page, `${restarted.url}/en/waitlist`);
    await expect(page.getByRole('contentinfo').getByText(newEmail)).toBeVisible();
    expect(problems).toEqual([]);
    expect(readlinkSync(join(site.dist, 'current'))).toBe(join('builds', basename(newBuild)));
  } finally {
    for (const server of running) await server.stop();
    site.remove();
  }
});
