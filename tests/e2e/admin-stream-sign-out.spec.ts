import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, clearCountdowns, createCountdown, expect, signIn, slowAdminJourney, test } from './support/admin';

test.beforeEach(() => slowAdminJourney());

interface StreamProbe {
  text: string;
  done: boolean;
}

/**
 * ASVS 7.4.1: the operator's live stream (countdown rows, inactive drafts included) ends the moment the
 * session signs out, on the real server; no row reaches it afterwards.
 */
test('the operator stream opened in the admin ends at sign-out and gets no further row', async ({ page, baseURL }) => {
  await page.goto('/admin');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // A stream with the admin's session cookie, read in the page, so its end is the server's doing.
  await page.evaluate(() => {
    const probe: StreamProbe = { text: '', done: false };
    Object.assign(window, { __stream: probe });
    void fetch('/api/countdowns/events', { headers: { Accept: 'text/event-stream' } }).then(async (response) => {
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) break;
        probe.text += decoder.decode(value, { stream: true });
      }
      probe.done = true;
    });
  });
  const stream = () => page.evaluate(() => (window as unknown as { __stream: StreamProbe }).__stream);

  // Another signed-in client writes; the admin's stream receives the row itself (operators only).
  const writer = await playwrightRequest.newContext({ baseURL });
  await apiSignIn(writer, baseURL!);
  try {
    await watchTheStreamEnd(page, writer, baseURL!, stream);
  } finally {
    // Other admin journeys on this worker's server expect no countdowns.
    await clearCountdowns(writer, baseURL!);
    await writer.dispose();
  }
});

async function watchTheStreamEnd(page: Page, writer: APIRequestContext, baseURL: string, stream: () => Promise<StreamProbe>) {
  const before = `Before sign-out ${Date.now()}`;
  await createCountdown(writer, baseURL, before, new Date(Date.now() + 86_400_000));
  await expect.poll(async () => (await stream()).text).toContain(before);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect.poll(async () => (await stream()).done).toBe(true);

  const after = `After sign-out ${Date.now()}`;
  await createCountdown(writer, baseURL, after, new Date(Date.now() + 86_400_000));
  expect((await stream()).text).not.toContain(after);
}
