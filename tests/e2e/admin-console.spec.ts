import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { previewToken } from '../../packages/server/src/mail/mail-composer';
import { linkTokens } from '../../packages/server/src/subscription/link-tokens';
import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import { axeViolations, mobile } from './support/a11y';
import { ADMIN_EMAIL, expect, signIn, slowAdminJourney, test } from './support/admin';
import { tabTo } from './support/keyboard';

/**
 * The operator console's structure (issue 27, "Admin structure"): after signing in, the dashboard is
 * still the spec's first screen; every section is reached from the navigation by keyboard alone, with
 * its own address, tab title and h1 in the page's language, and passes axe at 1280 and 390 px. Then the
 * mail log and announcements against the real server: a waitlister's confirmation mail kept and
 * previewed, confirmed through its link, an announcement drafted (kept across a sign-out), counted and sent.
 */

const dictionaries = { en, de } as const;
type Section = 'leads' | 'announcements' | 'mail' | 'settings' | 'overview';
type Copy = (typeof dictionaries)[keyof typeof dictionaries];
const walk: { id: Section; path: string; title: (copy: Copy) => string }[] = [
  { id: 'leads', path: 'leads', title: (copy) => copy.admin.pages.leads.title },
  { id: 'announcements', path: 'announcements', title: (copy) => copy.admin.pages.announcements.title },
  { id: 'mail', path: 'mail', title: (copy) => copy.admin.pages.mail.title },
  { id: 'settings', path: 'settings', title: (copy) => copy.admin.pages.settings.title },
  { id: 'overview', path: 'dashboard', title: (copy) => copy.admin.dashboard.title },
];

async function expectAxeClean(page: Page, what: string) {
  expect(await axeViolations(page), `${what} at 1280 px`).toEqual([]);
  await page.setViewportSize(mobile);
  expect(await axeViolations(page), `${what} at 390 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const language of ['en', 'de'] as const) {
  const copy = dictionaries[language];
  const base = language === 'en' ? '/admin' : `/${language}/admin`;

  test(`${base}: the dashboard first, then every section by keyboard, each axe clean`, async ({ page }) => {
    slowAdminJourney();
    await page.goto(base);
    await signIn(page, undefined, {
      email: copy.admin.signIn.email,
      password: copy.admin.signIn.password,
      submit: copy.admin.signIn.submit,
    });
    await expect(page).toHaveURL(new RegExp(`${base}/dashboard$`));

    // SPEC section 6: session countdown, the sample figures, countdown management, demo links, sign-out.
    await expect(page.getByRole('heading', { level: 1, name: copy.admin.dashboard.title })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^[0-5]:\d\d$/);
    await expect(page.getByRole('region', { name: copy.admin.dashboard.stats.label })).toBeVisible();
    await expect(page.getByRole('heading', { name: copy.admin.countdowns.title })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(copy.admin.dashboard.demos.store) })).toHaveAttribute('href', `${base}/demo/1`);
    await expect(page.getByRole('button', { name: copy.admin.dashboard.signOut })).toBeVisible();
    const nav = page.getByRole('navigation', { name: copy.admin.nav.label });
    await expect(nav.getByRole('link', { name: copy.admin.nav.overview })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(new RegExp(`^${copy.admin.dashboard.documentTitle} · `));
    await expectAxeClean(page, 'dashboard');

    for (const { id, path, title } of walk) {
      const link = nav.getByRole('link', { name: copy.admin.nav[id], exact: true });
      await tabTo(page, link, { back: true, max: 30 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${base}/${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title(copy) })).toBeVisible();
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`^${title(copy)} · `));
      // Focus lands on the new page's main landmark, not on a link left behind.
      await expect(page.getByRole('main')).toBeFocused();
      await expectAxeClean(page, path);
    }
  });
}

test('a section opened by its address comes back there after sign-in, in German', async ({ page }) => {
  slowAdminJourney();
  await page.goto('/de/admin/mail');
  await expect(page).toHaveURL(/\/de\/admin\?from=%2Fde%2Fadmin%2Fmail$/);
  await signIn(page, undefined, { email: de.admin.signIn.email, password: de.admin.signIn.password, submit: de.admin.signIn.submit });
  await expect(page).toHaveURL(/\/de\/admin\/mail$/);
  await expect(page.getByRole('heading', { level: 1, name: de.admin.pages.mail.title })).toBeVisible();
});

/** The confirmation token mailed to the waitlister `email`, from the server's database in `dataDir` (read-only). */
function confirmTokenOf(dataDir: string, email: string): string {
  const db = new Database(join(dataDir, 'zk.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const key = (db.prepare(`SELECT value FROM server_keys WHERE name = 'link'`).get() as { value: Buffer }).value;
    const entry = db.prepare('SELECT id, confirm_sent_at FROM waitlist_entries WHERE email = ?').get(email) as {
      id: string;
      confirm_sent_at: number;
    };
    return linkTokens(key).confirm(entry.id, entry.confirm_sent_at);
  } finally {
    db.close();
  }
}

test('mail log and announcements: a kept confirmation previewed with its link masked, the link confirmed, a draft kept across sign-out, counted and sent', async ({
  page,
  baseURL,
  adminServer,
}) => {
  slowAdminJourney();
  const stamp = Date.now();
  const email = `console${stamp}@example.com`;
  const joined = await page.request.post('/api/submissions/waitlist', {
    headers: { Origin: baseURL! },
    data: { fullName: 'Jörg Çelik', email, services: ['telegram'], consent: true, language: 'de', website: '' },
  });
  expect(joined.status()).toBe(201);

  await page.goto('/admin/mail');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/mail$/);
  const mail = en.admin.mail;
  // No SMTP_URL in the tests: every message is kept, and the log says so.
  await expect(page.getByText(mail.keptNote)).toBeVisible();
  const message = page.getByRole('list', { name: mail.listLabel }).getByRole('listitem').filter({ hasText: email });
  await expect(message).toHaveCount(1);
  await expect(message).toContainText(mail.statuses.kept);
  await expect(message).toContainText(mail.kinds.waitlistConfirm);
  await message.getByRole('button', { name: /^Preview: / }).click();
  const dialog = page.getByRole('dialog', { name: mail.previewTitle });
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  const src = (await frame.getAttribute('src'))!;
  expect(src).toMatch(/^\/api\/mail\/\d+\/preview$/);
  // The rendered message, in the waitlister's language, with the confirmation link.
  const confirmLink = dialog
    .frameLocator('iframe')
    .getByRole('link', { name: /bestätigen/i })
    .first();
  await expect(confirmLink).toBeVisible();
  const href = (await confirmLink.getAttribute('href'))!;
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The preview never carries a working link (confirming is the subscriber's act): the waitlister's own link
  // is derived, as the server derives it, from the key in the server's database.
  expect(new URL(href).searchParams.get('token')).toBe(previewToken);
  const token = confirmTokenOf(adminServer.dataDir, email);
  const confirmed = await page.request.post('/de/waitlist/confirm', { headers: { Origin: baseURL! }, form: { token } });
  expect(confirmed.status()).toBe(200);

  const nav = page.getByRole('navigation', { name: en.admin.nav.label });
  await nav.getByRole('link', { name: en.admin.nav.announcements }).click();
  const copy = en.admin.announcements;
  await page.getByRole('combobox', { name: copy.service }).selectOption('telegram');
  // Prefilled from the template in each language; the German one names the service in German.
  const german = page.getByRole('group', { name: copy.languages.de });
  await expect(german.getByRole('textbox', { name: copy.subject })).toHaveValue(/Telegram/);
  const audience = page.getByRole('region', { name: copy.audienceTitle });
  await expect(audience.getByText(copy.languages.de).locator('xpath=following-sibling::dd[1]')).not.toHaveText('0');
  const subject = `Telegram-Bot ist da ${stamp}`;
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/announcements/draft') && r.request().postData()!.includes(subject),
  );
  await german.getByRole('textbox', { name: copy.subject }).fill(subject);
  expect((await saved).status()).toBe(200);

  // Signing out and in again (as after the session's expiry) finds the draft.
  await page.getByRole('button', { name: en.admin.dashboard.signOut }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/announcements');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/announcements$/);
  await expect(page.getByRole('group', { name: copy.languages.de }).getByRole('textbox', { name: copy.subject })).toHaveValue(subject);
  await expect(page.getByRole('combobox', { name: copy.service })).toHaveValue('telegram');

  await page.getByRole('button', { name: copy.send }).click();
  const confirm = page.getByRole('alertdialog', { name: copy.confirmTitle });
  await expect(confirm.getByRole('button', { name: copy.cancel })).toBeFocused();
  await confirm.getByRole('button', { name: copy.confirmSend }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^Announcement queued for \d+ recipients?$/)).toBeVisible();
  // The record, newest first, with the English subject (the page's language) and who sent it.
  const record = page.getByRole('region', { name: copy.recordsTitle }).getByRole('row').nth(1);
  await expect(record).toContainText(ADMIN_EMAIL);
  await expect(record).toContainText(en.waitlist.services.telegram.title);

  // The announcement is in the mail log, kept like every message here.
  await nav.getByRole('link', { name: en.admin.nav.mail }).click();
  const sent = page.getByRole('list', { name: mail.listLabel }).getByRole('listitem').filter({ hasText: subject });
  await expect(sent).toContainText(mail.kinds.announcement);
  await expect(sent).toContainText(email);
});
