import { test as base, expect as baseExpect, type Page, type Route } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { startServer, type RunningServer } from './server';

/**
 * The form journeys submit for real, more often than the shared server's form rate limit (5 per
 * minute per address) allows; each worker gets its own server and SQLite file with a higher limit.
 */
export const test = base.extend<object, { formServer: RunningServer }>({
  formServer: [
    // Playwright requires the destructuring pattern even when a fixture depends on nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ FORM_RATE_LIMIT_PER_MINUTE: '1000' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ formServer }, use) => use(formServer.url),
});

/** Hydration can take a while when the machine is busy; form journeys wait a little longer. */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** Reads rows from the server's SQLite file, read-only. */
export function queryDb<T>(server: RunningServer, sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(server.dataDir, 'zk.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Holds requests to `path` until `release()`, so the submitting state can be observed. */
export async function holdRequests(page: Page, path: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

/**
 * Waits until `selector` is on the page and the page is live: the site marks `#root` with `data-hydrated`
 * once the page's content has committed (`HydrationSignal` in `packages/site/src/app`), the public signal
 * in place of React's private fields. The prerendered HTML is inert before that. The home page's sections
 * below the hero hydrate later, when they come into view: wait on `#services[data-hydrated]` for those.
 */
export async function waitForHydration(page: Page, selector = 'main'): Promise<void> {
  await page.waitForFunction(
    (sel) => document.getElementById('root')?.hasAttribute('data-hydrated') === true && document.querySelector(sel) !== null,
    selector,
  );
}
