import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import en from '../../packages/i18n/src/locales/en';
import { expect, signIn, slowAdminJourney, test } from './support/admin';

const inbox = en.admin.inbox;

/** Clicks Export CSV and reads the file the browser saves; the address it came from must not hold the search. */
async function exportCsv(page: Page, panel: Locator, search: string): Promise<string> {
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: inbox.export }).click();
  const file = await download;
  expect(file.url()).toMatch(/\/api\/leads\.csv\?export=[\w-]+$/);
  expect(file.url()).not.toContain(search);
  return readFile((await file.path())!, 'utf8');
}

test('a contact inquiry is found in the inbox by search, marked Contacted, erased, and gone from the CSV', async ({ page }) => {
  slowAdminJourney();
  const token = `inbox${Date.now()}`;
  const name = `Zeynep Öztürk ${token}`;
  const email = `${token}@example.com`;

  await page.goto('/en/contact');
  await page.getByRole('textbox', { name: en.common.fullName, exact: true }).fill(name);
  await page.getByRole('textbox', { name: en.common.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: en.common.inquiry, exact: true }).fill('We would like a WhatsApp assistant for our bakery.');
  await page.getByRole('button', { name: en.contact.submit }).click();
  await expect(page.getByRole('heading', { level: 2, name: en.common.thankYou })).toBeVisible();

  await page.goto('/admin');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const panel = page.getByRole('region', { name: inbox.title });
  await panel.getByRole('searchbox', { name: inbox.search }).fill(token);
  const list = panel.getByRole('list', { name: inbox.listLabel });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const row = list.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByRole('button', { name: inbox.detailsOf.replace('{{name}}', name) })).toBeVisible();

  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/leads/inbox/contact/'));
  await row.getByRole('combobox', { name: inbox.statusOf.replace('{{name}}', name) }).selectOption('Contacted');
  expect((await saved).status()).toBe(200);
  await expect(panel.getByRole('status').filter({ hasText: 'Status changed to Contacted' })).toBeAttached();

  const before = await exportCsv(page, panel, token);
  expect(before).toContain(email);
  expect(before).toContain('Contacted');

  await row.getByRole('button', { name: inbox.detailsOf.replace('{{name}}', name) }).click();
  const detail = page.getByRole('dialog', { name });
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: inbox.eraseEmail }).click();
  const confirm = page.getByRole('alertdialog', { name: inbox.confirmEraseTitle });
  await expect(confirm).toContainText(email);
  await expect(confirm.getByRole('button', { name: inbox.cancel })).toBeFocused();
  await confirm.getByRole('button', { name: inbox.confirmErase }).click();

  await expect(confirm).toBeHidden();
  await expect(detail).toBeHidden();
  await expect(panel.getByText(inbox.noResults)).toBeVisible();
  await expect(panel.getByRole('heading', { level: 2, name: inbox.title })).toBeFocused();
  await expect(panel.getByRole('status').filter({ hasText: '1 lead erased' })).toBeAttached();

  const after = await exportCsv(page, panel, token);
  expect(after).not.toContain(email);
  expect(after).not.toContain(token);
  const all = await (await page.request.get('/api/leads.csv')).text();
  expect(all).not.toContain(email);
});
