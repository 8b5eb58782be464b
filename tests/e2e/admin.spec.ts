import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import tr from '../../packages/i18n/src/locales/tr';
import type { Page } from '@playwright/test';
import {
  apiSignIn,
  expect,
  localDateTime,
  signIn,
  signInAnswer,
  signInTakenOver,
  slowAdminJourney,
  submitSignIn,
  test,
} from './support/admin';
import { watchConsole } from './support/console';
import { holdScripts } from './support/hydration';

test.beforeEach(() => slowAdminJourney());

const shells = [
  { path: '/admin', language: 'en', copy: en.admin },
  { path: '/de/admin', language: 'de', copy: de.admin },
  { path: '/tr/admin', language: 'tr', copy: tr.admin },
] as const;

/** Drops every timer of 3 s or more: the boot script's fallback start never comes. */
async function withoutLongTimers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const setTimeout = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      (delay ?? 0) >= 3000 ? 0 : setTimeout(handler, delay, ...args)) as typeof window.setTimeout;
  });
}

test.describe('the admin documents', () => {
  for (const { path, copy } of shells) {
    test(`${path}: the sign-in form is in the HTML, painted before any script runs, and the scripts take it over without a mismatch`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const { release: open } = await holdScripts(page);
      // Not until `load`: the scripts the document preloads hold it back, and they wait for the gate.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1, name: copy.signIn.title })).toBeVisible();
      await expect(page.getByLabel(copy.signIn.email)).toBeEditable();
      await expect(page.getByRole('status')).toHaveCount(0);
      open();
      await signInTakenOver(page);
      await expect(page.getByRole('heading', { level: 1, name: copy.signIn.title })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  for (const { path, copy } of shells.slice(0, 2)) {
    test(`${path}: every script the sign-in screen runs is preloaded, and they start without the boot script's 3 s fallback`, async ({
      page,
    }) => {
      // The boot script starts a prerendered page's scripts after its first contentful paint (the
      // form), or after 3 s: with every timer of 3 s or more dropped, the form is taken over only if
      // they start on the paint.
      await withoutLongTimers(page);
      await page.goto(path);
      await signInTakenOver(page);
      await expect(page.getByLabel(copy.signIn.email)).toBeVisible();
      const { loaded, preloaded } = await page.evaluate(() => ({
        loaded: performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((name) => name.endsWith('.js')),
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
      }));
      expect(preloaded.length).toBeGreaterThan(5);
      expect(loaded.filter((script) => !preloaded.includes(script))).toEqual([]);
    });
  }

  test('a page behind the sign-in shows the loading status in its language until the scripts run, which start once the document is parsed', async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    await apiSignIn(page.request, baseURL!);
    await withoutLongTimers(page);
    const { release: open } = await holdScripts(page);
    await page.goto('/de/admin/dashboard', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(de.admin.loading);
    open();
    await expect(page.getByRole('heading', { level: 1, name: de.admin.dashboard.title })).toBeVisible();
    await expect(page.getByRole('status', { name: de.admin.loading })).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test('reached from a public page without a load, the admin area has the full stylesheet before it renders', async ({ page }) => {
  // A public page inlines only the public stylesheet; the admin area's chunk brings the full one.
  await page.goto('/en');
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  const styledAtFirstRender = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('#root input[type=password]')) return;
          observer.disconnect();
          // A `<link>`'s sheet is in `document.styleSheets` only once it has loaded.
          resolve([...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css')));
        }).observe(document.body, { childList: true, subtree: true });
        // The way back to an admin page left before the public page was reloaded: the site's own history.
        history.pushState(null, '', '/admin');
        dispatchEvent(new PopStateEvent('popstate'));
      }),
  );
  expect(styledAtFirstRender).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});

test('a visitor without a session is sent to sign-in, then back to the page they asked for', async ({ page }) => {
  await page.goto('/admin/demo/2');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?from=%2Fadmin%2Fdemo%2F2$/);
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/demo\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Know what your customers do, and why');
  // A signed-in operator who opens the sign-in screen goes straight on.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a failed sign-in shows a clear message; the button reads "Signing in..." meanwhile', async ({ page }) => {
  await page.goto('/admin');
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/sign-in', async (route) => {
    await released;
    await route.continue();
  });
  await submitSignIn(page, 'not-the-password');
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  const answer = signInAnswer(page);
  release();
  await answer;
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/admin$/);
});

test('the operator manages a countdown that a visitor sees live, without reloading', async ({ page, browser, baseURL }) => {
  const problems = watchConsole(page);
  await page.goto('/admin');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText('1,234');
  await expect(page.getByRole('timer')).toHaveText(/^[45]:\d\d$/);
  await expect(page.getByText('No countdowns yet')).toBeVisible();

  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto('/en/faq');
  await expect(publicPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(publicPage.getByRole('region', { name: 'Countdown' })).toHaveCount(0);
  // Gone if the page were reloaded: the banner must change in this same document.
  await publicPage.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await page.getByRole('button', { name: 'Create countdown' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');

  const title = `Spring launch ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Target date and time').fill(localDateTime(new Date(Date.now() + 3 * 86_400_000)));
  await page.getByRole('button', { name: 'Create countdown' }).click();
  await expect(page.getByRole('button', { name: `Active: ${title}` })).toBeVisible();

  const banner = publicPage.getByRole('region', { name: 'Countdown' });
  await expect(banner).toContainText(title);

  await page.getByRole('button', { name: `Active: ${title}` }).click();
  await expect(page.getByRole('button', { name: `Inactive: ${title}` })).toBeVisible();
  await expect(banner).toHaveCount(0);

  await page.getByRole('button', { name: `Inactive: ${title}` }).click();
  await expect(banner).toContainText(title);

  await page.getByRole('button', { name: `Delete “${title}”` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this countdown?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No countdowns yet')).toBeVisible();
  await expect(banner).toHaveCount(0);

  expect(await publicPage.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await visitor.close();
  expect(problems).toEqual([]);
});

test('the demo buttons open the demos in new tabs', async ({ page, context }) => {
  await page.goto('/admin');
  await signIn(page);
  const demos = [
    { name: /Demo 1/, path: /\/admin\/demo\/1$/, heading: 'Electronics that keep up with you' },
    { name: /Demo 2/, path: /\/admin\/demo\/2$/, heading: 'Know what your customers do, and why' },
  ];
  for (const demo of demos) {
    const link = page.getByRole('link', { name: demo.name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState('load');
    await expect(tab).toHaveURL(demo.path);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(demo.heading);
    if (demo.heading.startsWith('Electronics')) {
      await expect(tab.getByText('Free shipping on orders over $50').first()).toBeVisible();
      await expect(tab.getByRole('button', { name: 'Cart, 3 items' })).toHaveText('3');
      await expect(tab.getByText(/^\$(199\.99|149\.99|299\.99)$/)).toHaveCount(3);
    }
    await tab.close();
  }
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});

test('the session expires after 5 minutes: signed out and back on /admin', async ({ page }) => {
  await page.clock.install();
  await page.goto('/admin');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('timer')).toHaveText(/^(5:00|4:5\d)$/);
  await page.clock.fastForward('04:00');
  await expect(page.getByRole('timer')).toHaveText(/^(1:00|0:5\d)$/);
  await page.clock.fastForward('01:05');
  await expect(page).toHaveURL(/\/admin\?from=%2Fadmin%2Fdashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  const session = await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()));
  expect(session).toEqual({ session: null });
});

test('signing out returns to /admin; the German admin keeps its language', async ({ page }) => {
  await page.goto('/de/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen zurück' })).toBeVisible();
  await signIn(page, undefined, de.admin.signIn);
  await expect(page).toHaveURL(/\/de\/admin\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Überblick' })).toContainText('1.234');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/de\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen zurück' })).toBeVisible();
});
