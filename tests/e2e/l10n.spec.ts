import type { Page } from '@playwright/test';
import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import tr from '../../packages/i18n/src/locales/tr';
import { writtenRevision } from '../../packages/i18n/src/legal-revision';
import { publicPages, pagePath } from '../../packages/i18n/src/pages';
import { englishPhrases, findEnglish, visibleTextRuns } from '../l10n/english';
import { apiSignIn, slowAdminJourney } from './support/admin';
import { expect, test } from './support/banner';

/**
 * Issue 9's localisation gate on the running product. (b) The served HTML of every German and
 * Turkish page, and the client-rendered German and Turkish admin screens, hold no English sentence
 * (tests/l10n/english.ts; brand names in tests/l10n/brand-terms.ts). (c) Dates and numbers the
 * product computes are written by Intl in the page's language: the banner's end date, the
 * dashboard's figures, countdown dates and lead dates, the legal pages' revision date.
 * Key parity and empty values: packages/i18n/src/dictionaries.test.ts; figures in the copy and
 * English in the dictionaries: tests/l10n/*.test.ts.
 */
const dictionaries = { de, tr } as const;
const phrases = englishPhrases(en);

/** The visible text of the rendered page, as runs, with the labels and placeholders. */
function renderedTextRuns(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      document.title,
      ...document.body.innerText.split('\n'),
      ...[...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((el) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
      ),
    ]
      .map((text) => text.trim())
      .filter(Boolean),
  );
}

for (const language of ['de', 'tr'] as const) {
  test(`/${language}: no English sentence on any of the nine pages`, async ({ request }) => {
    for (const page of publicPages) {
      const path = pagePath(page, language);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const findings = findEnglish(visibleTextRuns(await response.text()), phrases);
      expect.soft(findings, path).toEqual([]);
    }
  });

  test(`/${language}/admin: no English sentence on the sign-in screen and the console's sections`, async ({ page, baseURL }) => {
    slowAdminJourney();
    await page.goto(`/${language}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: dictionaries[language].admin.signIn.title })).toBeVisible();
    expect.soft(findEnglish(await renderedTextRuns(page), phrases), 'sign-in').toEqual([]);
    await apiSignIn(page.request, baseURL!);
    await page.goto(`/${language}/admin/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: dictionaries[language].admin.dashboard.title })).toBeVisible();
    await expect(page.getByRole('list', { name: dictionaries[language].admin.countdowns.listLabel })).toBeVisible();
    expect.soft(findEnglish(await renderedTextRuns(page), phrases), 'dashboard').toEqual([]);
    // The console's other sections (the mail log lists messages in their recipients' languages, so not it).
    for (const section of ['leads', 'announcements', 'settings'] as const) {
      await page
        .getByRole('navigation', { name: dictionaries[language].admin.nav.label })
        .getByRole('link', { name: dictionaries[language].admin.nav[section] })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: dictionaries[language].admin.pages[section].title })).toBeVisible();
      await expect(page.getByRole('status', { name: dictionaries[language].admin.loading })).toHaveCount(0);
      expect.soft(findEnglish(await renderedTextRuns(page), phrases), section).toEqual([]);
    }
  });
}

test('the demos, English on every admin language, declare their language as English', async ({ page, baseURL }) => {
  slowAdminJourney();
  await apiSignIn(page.request, baseURL!);
  for (const path of ['/tr/admin/demo/1', '/de/admin/demo/2']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
  }
});

test.describe('dates and numbers go through Intl in the page language', () => {
  for (const language of ['de', 'tr'] as const) {
    test(`the banner's end date on /${language}`, async ({ page, request }) => {
      const { countdown } = (await (await request.get('/api/countdowns/active')).json()) as { countdown: { target_date: string } };
      await page.goto(`/${language}/faq`);
      const banner = page.getByRole('region', { name: dictionaries[language].banner.region });
      await expect(banner).toBeVisible();
      const date = await page.evaluate(
        ([lang, target]) => new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(target)),
        [language, countdown.target_date] as const,
      );
      await expect(banner.locator('[data-slot="countdown-banner-ends"]')).toHaveText(
        dictionaries[language].banner.ends.replace('{{date}}', date),
      );
      // Not the browser's own (English) format.
      expect(date).not.toBe(
        await page.evaluate(
          (target) => new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' }).format(new Date(target)),
          countdown.target_date,
        ),
      );
    });

    test(`the legal revision date on /${language}/privacy and /${language}/terms`, async ({ request }) => {
      const expected = dictionaries[language].legal.updated.replace('{{date}}', writtenRevision(dictionaries[language].legal.months));
      expect(expected).toBe(language === 'de' ? 'Stand: November 2026' : 'Son güncelleme: Kasım 2026');
      for (const page of ['privacy', 'terms'] as const) {
        expect(visibleTextRuns(await (await request.get(pagePath(page, language))).text())).toContain(expected);
      }
    });
  }

  test('the Turkish dashboard and leads: figures, countdown dates and lead dates', async ({ page, baseURL, urgentCountdown }) => {
    slowAdminJourney();
    const lead = `intl-${Date.now()}@example.com`;
    const submitted = await page.request.post('/api/submissions/waitlist', {
      headers: { Origin: baseURL! },
      data: { fullName: 'Işıl İnce', email: lead, services: ['cold-email', 'telegram'], consent: true, language: 'tr', website: '' },
    });
    expect(submitted.status()).toBe(201);
    await apiSignIn(page.request, baseURL!);
    await page.goto('/tr/admin/dashboard');
    const copy = tr.admin;
    await expect(page.getByRole('heading', { level: 1, name: copy.dashboard.title })).toBeVisible();

    const formats = await page.evaluate(() => ({
      number: new Intl.NumberFormat('tr').format(1234),
      english: new Intl.NumberFormat('en').format(1234),
    }));
    expect(formats.number).not.toBe(formats.english);
    await expect(page.getByRole('region', { name: copy.dashboard.stats.label })).toContainText(formats.number);

    const { countdowns } = (await (await page.request.get('/api/countdowns')).json()) as {
      countdowns: { title: string; target_date: string }[];
    };
    const target = countdowns.find((c) => c.title === urgentCountdown)!.target_date;
    const dateLabel = await page.evaluate(
      (t) => new Intl.DateTimeFormat('tr', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(t)),
      target,
    );
    await expect(page.getByRole('list', { name: copy.countdowns.listLabel }).locator(`time[datetime="${target}"]`)).toHaveText(dateLabel);

    await page.goto('/tr/admin/leads');
    await expect(page.getByRole('heading', { level: 1, name: copy.pages.leads.title })).toBeVisible();
    const entry = page.getByRole('list', { name: copy.inbox.listLabel }).getByRole('listitem').filter({ hasText: lead });
    await expect(entry).toBeVisible();
    const received = await entry.locator('time').getAttribute('datetime');
    const receivedLabel = await page.evaluate(
      (t) => new Intl.DateTimeFormat('tr', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(t)),
      received!,
    );
    await expect(entry.locator('time')).toHaveText(receivedLabel);
    await expect(entry).toContainText('TR');
    // Services are stored under their English display names; the Turkish dashboard shows Turkish.
    await expect(entry).toContainText(tr.waitlist.services.coldEmail.title);
    await expect(entry).not.toContainText('Cold Email Outreach');
  });
});
