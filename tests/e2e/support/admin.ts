import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { existsSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { waitForHydration } from './form-server';
import { startServer, type RunningServer } from './server';

const root = resolve(import.meta.dirname, '../../..');
const currentBuild = join(root, 'packages/site/dist/current');

/**
 * The client directory of the build that is current now, with its link resolved: a rebuild started
 * elsewhere puts a new build beside it and leaves this one as it is (and a server using it keeps it
 * from being pruned), so a running journey keeps its pages. For STATIC_DIR.
 */
export function pinnedBuiltSite(): string {
  if (!existsSync(join(currentBuild, 'client/admin.html'))) throw new Error(`No built site in ${currentBuild}: run npm run build`);
  return realpathSync(join(currentBuild, 'client'));
}

/** Fixed operator credentials for the admin journeys (test-only; at least 12 characters). */
export const ADMIN_EMAIL = 'operator@zk.test';
export const ADMIN_PASSWORD = 'e2e-operator-password';

/**
 * Admin journeys create and delete countdowns, which every public page shows: each worker gets its
 * own server and SQLite file, seeded with the test operator, so other suites never see them.
 */
export const test = base.extend<object, { adminServer: RunningServer }>({
  adminServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern.
    async ({}, use) => {
      const server = await startServer({ STATIC_DIR: pinnedBuiltSite(), ADMIN_EMAIL, ADMIN_PASSWORD });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ adminServer }, use) => use(adminServer.url),
});

export { expect };

let clients = 0;

/**
 * The admin journeys on a server of their own that takes the client address from `X-Forwarded-For`
 * (`TRUST_PROXY`): every test is a client of its own, with its own sign-in limit, so one that runs into
 * the limit blocks no other.
 */
export const ownClientTest = base.extend<object, { proxiedServer: RunningServer }>({
  proxiedServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern.
    async ({}, use) => {
      const server = await startServer({ STATIC_DIR: pinnedBuiltSite(), ADMIN_EMAIL, ADMIN_PASSWORD, TRUST_PROXY: 'true' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ proxiedServer }, use) => use(proxiedServer.url),
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => use({ 'X-Forwarded-For': `198.18.${testInfo.workerIndex % 256}.${++clients % 256}` }),
});

/**
 * Marks the running test as an admin journey: it checks a password (scrypt at OWASP's cost: seconds
 * each on a busy machine) and loads the admin area's lazy chunks, so it gets three times the default
 * test time. A loaded 2-core machine then does not run out of it while every step still waits on its
 * own condition.
 */
export function slowAdminJourney(): void {
  base.slow();
}

/** The sign-in form's labels (the English ones unless given). */
export interface SignInLabels {
  email: string;
  password: string;
  submit: string;
}

const englishSignIn: SignInLabels = { email: 'Email', password: 'Password', submit: 'Sign in' };

/**
 * Waits until the scripts have taken over the sign-in form. It is in the HTML the server sends and
 * posts without scripts too (`admin-before-scripts.spec.ts`); the journeys that sign in through the
 * scripts (JSON, focus handling, "Signing in...") wait for this first.
 */
export function signInTakenOver(page: Page): Promise<void> {
  return waitForHydration(page, 'form');
}

/** Fills in and submits the form on the current sign-in screen once the scripts run it, without waiting for the answer. */
export async function submitSignIn(page: Page, password = ADMIN_PASSWORD, labels = englishSignIn): Promise<void> {
  await signInTakenOver(page);
  await page.getByLabel(labels.email).fill(ADMIN_EMAIL);
  await page.getByLabel(labels.password).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** Whether a request is a sign-in: the scripts' JSON one, or the form posted as plain HTML to a sign-in screen. */
export function isSignInRequest(method: string, url: string): boolean {
  const { pathname } = new URL(url);
  return method === 'POST' && (pathname === '/api/auth/sign-in' || /^(\/(en|de|tr))?\/admin$/.test(pathname));
}

/**
 * The server's answer to the next sign-in, through the scripts or as a plain form. Checking a password
 * (scrypt at OWASP's cost, 128 MiB) takes seconds on a busy machine, so this waits for the answer
 * itself, as long as the test may run, rather than for an assertion's few seconds.
 */
export function signInAnswer(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => isSignInRequest(response.request().method(), response.url()), { timeout: 0 });
}

/** Signs in through the form on the current sign-in screen and waits for the server's answer. */
export async function signIn(page: Page, password = ADMIN_PASSWORD, labels = englishSignIn): Promise<void> {
  const answered = signInAnswer(page);
  await submitSignIn(page, password, labels);
  await answered;
}

/** Signs the API context in as the operator (cookie kept by the context). */
export async function apiSignIn(request: APIRequestContext, baseURL: string): Promise<void> {
  const response = await request.post('/api/auth/sign-in', {
    headers: { Origin: baseURL },
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(response.status()).toBe(200);
}

/** Deletes every countdown, so a test starts with an empty banner. */
export async function clearCountdowns(request: APIRequestContext, baseURL: string): Promise<void> {
  const { countdowns } = (await (await request.get('/api/countdowns')).json()) as { countdowns: Array<{ id: string }> };
  for (const { id } of countdowns) await request.delete(`/api/countdowns/${id}`, { headers: { Origin: baseURL } });
}

/** Creates an active countdown through the API. */
export async function createCountdown(request: APIRequestContext, baseURL: string, title: string, target: Date) {
  const response = await request.post('/api/countdowns', {
    headers: { Origin: baseURL },
    data: { title, target_date: target.toISOString() },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { countdown: { id: string } }).countdown;
}

/** A `datetime-local` value for a moment, in the browser's (and this process's) local time. */
export function localDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
